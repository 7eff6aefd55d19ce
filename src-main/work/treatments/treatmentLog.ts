/**
 * A subject's treatments as this workstation shows them (issue 45): the service's `meta.treatments` (or, when it
 * cannot answer, the copy kept when it last did) with the writes still in the outbox laid over them, marked
 * `pending`. Newest first. Pure but for the reads it is given.
 */
import type { Treatment } from '../../../src-shared/contract'
import type { OutboxRow } from '../../store/accountDb/outbox'
import { keepsTreatments, StoredTreatment } from '../libraryRecords/treatmentMeta'
import { stateOf } from '../outbox/treatmentWrite'
import { readPayload } from '../outbox/writes'

/** The subject's treatment writes not sent yet (a refused one too: it is still the operator's), oldest first. */
export const treatmentRows = (rows: readonly OutboxRow[]) =>
  rows.filter(
    (row) =>
      row.kind === 'subject.treatment' &&
      (row.state === 'waiting' || row.state === 'sending' || row.state === 'refused'),
  )

/** The kept copy's entries (JSON); none when it does not read. */
export function copiedEntries(json: string | null): StoredTreatment[] {
  if (json === null) return []
  try {
    const parsed = StoredTreatment.array().safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/**
 * The kept copy with the writes sent from here since it was read laid over it (the outbox sent them while no screen
 * read the list again): offline, what this workstation sent is still shown.
 */
export function copyWithSent(
  entries: readonly StoredTreatment[],
  rows: readonly OutboxRow[],
  readAt: string,
): StoredTreatment[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  for (const row of rows) {
    if (row.state !== 'sent' || Date.parse(row.updated_at) < Date.parse(readAt)) continue
    const payload = readPayload('subject.treatment', row.payload)
    if (payload?.entry) byId.set(payload.id, payload.entry)
    else if (payload) byId.delete(payload.id)
  }
  return [...byId.values()]
}

/** The service's entries with the unsent writes laid over them, as the contract shows them, newest first. */
export function shownTreatments(
  stored: readonly StoredTreatment[],
  rows: readonly OutboxRow[],
  place: { datasetId: string; subjectId: string },
): Treatment[] {
  const byId = new Map<string, Treatment>()
  for (const entry of stored) byId.set(entry.id, { ...entry, ...place, pending: false })
  for (const row of treatmentRows(rows)) {
    const payload = readPayload('subject.treatment', row.payload)
    if (!payload) continue
    if (payload.entry) byId.set(payload.id, { ...payload.entry, ...place, pending: true })
    else byId.delete(payload.id)
  }
  return [...byId.values()].sort(
    (a, b) =>
      Date.parse(b.performedAt) - Date.parse(a.performedAt) || b.recordedAt.localeCompare(a.recordedAt),
  )
}

/**
 * The entries this workstation sent that the service's `meta` lacks, though nobody removed them: lost to another
 * workstation's write made at the same moment (it read `meta` before this one's went). Each is the last write of
 * its entry here, sent (while the outbox keeps it), putting it; the caller puts them again. None when `meta` keeps
 * no treatments at all: it was cleared, and the clear stands.
 */
export function lostEntries(meta: Record<string, unknown> | null, rows: readonly OutboxRow[]): OutboxRow[] {
  // cleared at the service (GDPR "clear metadata"): nothing was lost to a write, the clear stands
  if (!keepsTreatments(meta)) return []
  const last = new Map<string, OutboxRow>()
  for (const row of rows) {
    const payload = readPayload('subject.treatment', row.payload)
    if (payload) last.set(payload.id, row)
  }
  return [...last.values()].filter((row) => {
    const payload = readPayload('subject.treatment', row.payload)
    return row.state === 'sent' && payload?.entry && stateOf(meta, payload.id, payload.entry) === 'write'
  })
}
