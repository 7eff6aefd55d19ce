/**
 * The recall search (issue 45): every patient and visit a product and/or lot was used on, over every subject the
 * roster copy holds (each kept with its treatments' recall fields: libraryRecords/records.ts) and the treatments
 * recorded here that wait in the outbox (those stand over the copy's). Product and lot are each matched as a part,
 * without case. Oldest first, so a recall letter reads in the order the lot was used. Pure.
 */
import type { RecallHit, RecallQuery } from '../../../src-shared/contract'
import type { OutboxRow } from '../../store/accountDb/outbox'
import type { SubjectRow } from '../../store/cache/libraryRows'
import { keptMarksOf, markOf, marksMatch, type RecallMark } from '../libraryRecords/treatmentMeta'
import { readPayload } from '../outbox/writes'
import { treatmentRows } from './treatmentLog'

interface Patient {
  datasetId: string
  subjectId: string
  name: string | null
  patientId: string | null
  marks: Map<string, RecallMark>
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

function kept(row: SubjectRow): Patient {
  let value: Record<string, unknown> = {}
  try {
    value = JSON.parse(row.json) as Record<string, unknown>
  } catch {
    // a row that does not read has no marks
  }
  return {
    datasetId: row.dataset_id,
    subjectId: row.id,
    name: text(value.name),
    patientId: text(value.patientId),
    marks: new Map(keptMarksOf(value).map((m) => [m.id, m])),
  }
}

/** The patients with their marks, the outbox's unsent treatment writes laid over the copy's. */
export function recallPatients(rows: readonly SubjectRow[], unsent: readonly OutboxRow[]): Patient[] {
  const patients = new Map(rows.map((row) => [row.id, kept(row)]))
  for (const row of treatmentRows(unsent)) {
    const payload = readPayload('subject.treatment', row.payload)
    if (!payload) continue
    let patient = patients.get(row.subject_id)
    if (!patient) {
      patient = {
        datasetId: row.dataset_id,
        subjectId: row.subject_id,
        name: row.subject_name,
        patientId: null,
        marks: new Map(),
      }
      patients.set(row.subject_id, patient)
    }
    if (payload.entry) patient.marks.set(payload.id, markOf(payload.entry))
    else patient.marks.delete(payload.id)
  }
  return [...patients.values()]
}

export function recallHits(
  patients: readonly Patient[],
  query: RecallQuery,
  datasetName: (datasetId: string) => string | null,
): RecallHit[] {
  const hits: RecallHit[] = []
  for (const p of patients)
    for (const mark of p.marks.values())
      if (marksMatch(mark, query))
        hits.push({
          datasetId: p.datasetId,
          datasetName: datasetName(p.datasetId),
          subjectId: p.subjectId,
          subjectName: p.name,
          patientId: p.patientId,
          treatmentId: mark.id,
          performedAt: mark.performedAt,
          visitKey: mark.visitKey,
          kind: mark.kind,
          product: mark.product,
          lot: mark.lot,
        })
  return hits.sort(
    (a, b) => Date.parse(a.performedAt) - Date.parse(b.performedAt) || a.subjectId.localeCompare(b.subjectId),
  )
}
