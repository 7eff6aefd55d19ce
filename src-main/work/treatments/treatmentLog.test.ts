/**
 * A subject's treatments as shown (issue 45): the service's with the outbox's writes laid over, newest first; and
 * which entries sent from here the service lost to another workstation's simultaneous write (never one removed
 * elsewhere, nor one of a `meta` cleared at the service).
 */
import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../../store/accountDb/outbox'
import { withoutTreatment, withTreatment, type StoredTreatment } from '../libraryRecords/treatmentMeta'
import { copyWithSent, lostEntries, shownTreatments } from './treatmentLog'

const entry = (id: string, performedAt = '2026-03-02T10:00:00.000Z'): StoredTreatment => ({
  id,
  performedAt,
  visitKey: null,
  product: 'Peel 30',
  lot: '',
  expiry: null,
  zones: [],
  skinType: null,
  notes: '',
  details: { kind: 'peel', strength: '30 %', minutes: 3 },
  operator: { id: 'op-1', name: 'Ada' },
  recordedAt: '2026-03-02T10:05:00.000Z',
  updatedAt: '2026-03-02T10:05:00.000Z',
})
const row = (seq: number, id: string, e: StoredTreatment | null, state: OutboxRow['state']): OutboxRow => ({
  seq,
  id: `w${seq}`,
  kind: 'subject.treatment',
  dataset_id: 'd1',
  subject_id: 's1',
  subject_name: null,
  payload: JSON.stringify({ id, entry: e }),
  state,
  remote_id: null,
  problem: null,
  notice: null,
  attempts: 1,
  created_at: '',
  updated_at: '',
})
const place = { datasetId: 'd1', subjectId: 's1' }

describe("a subject's treatments as shown", () => {
  it('lays the waiting writes over the service’s entries, newest first, marked pending', () => {
    const stored = [entry('a', '2026-01-01T00:00:00.000Z'), entry('b', '2026-02-01T00:00:00.000Z')]
    const rows = [
      row(1, 'b', null, 'waiting'),
      row(2, 'c', entry('c', '2026-03-01T00:00:00.000Z'), 'waiting'),
      row(3, 'a', entry('a'), 'sent'),
    ]
    expect(shownTreatments(stored, rows, place).map((t) => [t.id, t.pending])).toEqual([
      ['c', true],
      ['a', false],
    ])
  })

  it('finds an entry sent from here that the service lacks, unless removed there or the meta cleared', () => {
    const sent = [row(1, 'a', entry('a'), 'sent'), row(2, 'b', entry('b'), 'sent')]
    const theirs = withTreatment(null, entry('z'))
    expect(lostEntries(theirs, sent).map((r) => r.id)).toEqual(['w1', 'w2'])
    expect(lostEntries(withTreatment(theirs, entry('a')), sent).map((r) => r.id)).toEqual(['w2'])
    expect(lostEntries(withoutTreatment(theirs, 'b'), sent).map((r) => r.id)).toEqual(['w1'])
    expect(lostEntries(null, sent)).toEqual([])
    expect(lostEntries({ patient_id: 'MRN-1' }, sent)).toEqual([])
    // the last write of an entry decides: a removal sent after it, or one still waiting, is not "lost"
    expect(
      lostEntries(theirs, [...sent, row(3, 'a', null, 'sent'), row(4, 'b', entry('b'), 'waiting')]),
    ).toEqual([])
  })

  it('lays over the kept copy only the writes sent after it was read', () => {
    const at = (r: OutboxRow, updated: string): OutboxRow => ({ ...r, updated_at: updated })
    const rows = [
      at(row(1, 'a', entry('a'), 'sent'), '2026-03-01T00:00:00.000Z'),
      at(row(2, 'b', entry('b'), 'sent'), '2026-03-03T00:00:00.000Z'),
      at(row(3, 'c', null, 'sent'), '2026-03-03T00:00:00.000Z'),
      at(row(4, 'd', entry('d'), 'waiting'), '2026-03-03T00:00:00.000Z'),
    ]
    const copy = [entry('c'), entry('z')]
    expect(copyWithSent(copy, rows, '2026-03-02T00:00:00.000Z').map((t) => t.id)).toEqual(['z', 'b'])
  })
})
