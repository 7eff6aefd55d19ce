/**
 * A subject's treatments in its `meta` (issue 45): read tolerantly, written by id with every other key and entry
 * kept (one another version wrote too), removals remembered; the recall fields and their match without case.
 */
import { describe, expect, it } from 'vitest'
import {
  keptMarksOf,
  marksMatch,
  recallMarksOf,
  treatmentsOf,
  withoutTreatment,
  withTreatment,
  type StoredTreatment,
} from './treatmentMeta'

const entry = (id: string, over: Partial<StoredTreatment> = {}): StoredTreatment => ({
  id,
  performedAt: '2026-03-02T10:00:00.000Z',
  visitKey: 'batch-1',
  product: 'Volufill Deep',
  lot: 'LOT-X',
  expiry: null,
  zones: ['chin'],
  skinType: null,
  notes: '',
  details: { kind: 'injectable', doses: [{ zone: 'chin', amount: 0.5, unit: 'ml' }] },
  operator: { id: 'op-1', name: 'Ada' },
  recordedAt: '2026-03-02T10:05:00.000Z',
  updatedAt: '2026-03-02T10:05:00.000Z',
  ...over,
})

const foreign = { id: 'later-version', shape: 'new' }

describe("a subject's treatments in meta", () => {
  it('shows the entries that parse, and keeps the others and every other key when one is written', () => {
    const meta = { patient_id: 'MRN-1', treatments: [foreign, entry('a')] }
    expect(treatmentsOf(meta).map((t) => t.id)).toEqual(['a'])
    const written = withTreatment(meta, entry('b'))
    expect(written.patient_id).toBe('MRN-1')
    expect(written.treatments).toEqual([foreign, entry('a'), entry('b')])
    // put again (a change): in place, once
    const changed = withTreatment(written, entry('a', { lot: 'LOT-Y' }))
    expect((changed.treatments as StoredTreatment[]).map((t) => [t.id, t.lot])).toEqual([
      ['later-version', undefined],
      ['a', 'LOT-Y'],
      ['b', 'LOT-X'],
    ])
    expect(treatmentsOf(null)).toEqual([])
    expect(treatmentsOf({ treatments: 'not a list' })).toEqual([])
  })

  it('remembers a removal, so the entry is neither shown nor put back', () => {
    const removed = withoutTreatment({ treatments: [foreign, entry('a')], other: 1 }, 'a')
    expect(removed).toEqual({ treatments: [foreign], other: 1, treatments_removed: ['a'] })
    // an older workstation writing it back does not bring it back
    expect(treatmentsOf(withTreatment(removed, entry('a')))).toEqual([])
  })

  it('keeps the recall fields only, and matches product and lot as parts without case', () => {
    const marks = recallMarksOf({ treatments: [entry('a', { notes: 'private' })] })
    expect(marks).toEqual([
      {
        id: 'a',
        performedAt: '2026-03-02T10:00:00.000Z',
        kind: 'injectable',
        product: 'Volufill Deep',
        lot: 'LOT-X',
        visitKey: 'batch-1',
      },
    ])
    expect(keptMarksOf({ name: 'x', recall: [...marks, { id: 1 }] })).toEqual(marks)
    expect(keptMarksOf({ name: 'x' })).toEqual([])
    const mark = marks[0] ?? entry('none')
    expect(marksMatch(mark, { product: '', lot: 'lot-x' })).toBe(true)
    expect(marksMatch(mark, { product: 'volufill', lot: '' })).toBe(true)
    expect(marksMatch(mark, { product: 'volufill', lot: 'LOT-Y' })).toBe(false)
  })
})
