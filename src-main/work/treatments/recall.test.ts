/**
 * The recall search over the roster copy's kept subjects and the outbox (issue 45), and its CSV: the writes
 * waiting here stand over the copy; oldest first; no field a spreadsheet would run.
 */
import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../../store/accountDb/outbox'
import type { SubjectRow } from '../../store/cache/libraryRows'
import { markOf, type StoredTreatment } from '../libraryRecords/treatmentMeta'
import { csvField, recallCsv } from './recallCsv'
import { recallHits, recallPatients } from './recallSearch'

const entry = (id: string, over: Partial<StoredTreatment> = {}): StoredTreatment => ({
  id,
  performedAt: '2026-03-02T10:00:00.000Z',
  visitKey: null,
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

const kept = (id: string, name: string, marks: unknown[]): SubjectRow => ({
  id,
  dataset_id: 'd1',
  fetched_at: '2026-03-05T00:00:00.000Z',
  json: JSON.stringify({ id, datasetId: 'd1', name, patientId: `MRN-${id}`, recall: marks }),
})
const write = (
  seq: number,
  subjectId: string,
  payload: object,
  state: OutboxRow['state'] = 'waiting',
): OutboxRow => ({
  seq,
  id: `w${seq}`,
  kind: 'subject.treatment',
  dataset_id: 'd1',
  subject_id: subjectId,
  subject_name: 'Walk In',
  payload: JSON.stringify(payload),
  state,
  remote_id: null,
  problem: null,
  notice: null,
  attempts: 0,
  created_at: '',
  updated_at: '',
})

describe('the recall search', () => {
  const rows = [
    kept('s1', 'Ada Lind', [markOf(entry('t1', { performedAt: '2026-02-01T09:00:00.000Z' }))]),
    kept('s2', 'Bo Berg', [markOf(entry('t2', { lot: 'LOT-Y' })), markOf(entry('t3'))]),
    kept('s3', 'Cy Moor', []),
  ]

  it('lists each treatment of the lot with its patient, oldest first, the outbox’s writes over the copy', () => {
    const unsent = [
      // removed here, not sent yet: no longer found
      write(1, 's2', { id: 't3', entry: null }),
      // recorded here offline for a patient not in the copy yet
      write(2, 'local_1', { id: 't4', entry: entry('t4', { performedAt: '2026-01-01T09:00:00.000Z' }) }),
    ]
    const patients = recallPatients(rows, unsent)
    expect(patients).toHaveLength(4)
    const hits = recallHits(patients, { product: '', lot: 'lot-x' }, () => 'Main')
    expect(hits.map((h) => [h.treatmentId, h.subjectName, h.patientId])).toEqual([
      ['t4', 'Walk In', null],
      ['t1', 'Ada Lind', 'MRN-s1'],
    ])
    expect(
      recallHits(patients, { product: 'VOLUFILL', lot: 'y' }, () => null).map((h) => h.subjectId),
    ).toEqual(['s2'])
  })

  it('writes CSV a spreadsheet does not run, with how current it was', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('-2')).toBe("'-2")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('a,"b"')).toBe('"a,""b"""')
    const [hit] = recallHits(recallPatients(rows, []), { product: '', lot: 'LOT-X' }, () => null)
    if (!hit) throw new Error('no hit')
    const csv = recallCsv(
      { product: '', lot: 'LOT-X' },
      { hits: [{ ...hit, subjectName: '+Evil' }], searched: 3, asOf: '2026-03-05T00:00:00.000Z' },
    )
    const lines = csv.split('\r\n')
    expect(lines[1]).toContain(",'+Evil,")
    expect(lines[2]).toContain('1 found among 3 patients; patient list as of 2026-03-05T00:00:00.000Z')
    expect(csv.endsWith('\r\n')).toBe(true)
  })
})
