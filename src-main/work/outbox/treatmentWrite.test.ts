/**
 * What a treatment write (issue 45) finds left to do at the service: nothing when it holds the entry or a later
 * change of it, nothing for an entry removed elsewhere (a removal beats a change), else the write.
 */
import { describe, expect, it } from 'vitest'
import { withoutTreatment, withTreatment, type StoredTreatment } from '../libraryRecords/treatmentMeta'
import { stateOf } from './treatmentWrite'

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

describe('a treatment write', () => {
  it('has nothing left when the service holds the entry or a later change of it', () => {
    const meta = withTreatment(null, entry('a'))
    expect(stateOf(meta, 'a', entry('a'))).toBe('done')
    expect(stateOf(meta, 'a', entry('a', { updatedAt: '2026-03-03T00:00:00.000Z' }))).toBe('write')
    expect(stateOf(meta, 'a', entry('a', { updatedAt: '2026-03-01T00:00:00.000Z' }))).toBe('done')
    expect(stateOf({}, 'a', entry('a'))).toBe('write')
    expect(stateOf(meta, 'a', null)).toBe('write')
  })

  it('does not put back an entry removed elsewhere, and a removal is done once remembered', () => {
    const removed = withoutTreatment(withTreatment(null, entry('a')), 'a')
    expect(stateOf(removed, 'a', entry('a'))).toBe('removed')
    expect(stateOf(removed, 'a', null)).toBe('done')
  })
})
