/**
 * One treatment entry written into the subject's `meta` at the service (issue 45). The service's PATCH replaces
 * the whole `meta` and offers no conditional update, so the entry is merged into `meta` as read just before, and
 * read again after: another workstation's write that came in between (it had read `meta` before this one's went)
 * would have taken it out, and it is put again, up to MAX_TURNS. The conflict rule:
 * - **a removal beats a change**: an entry removed elsewhere (its id among the removed) is not put back (dropped,
 *   with a notice);
 * - **the later change of an entry stands**: one changed elsewhere after this change was made is kept;
 * - every other entry and every other key of `meta` stays as it is at the service;
 * - `meta` cleared at the service after this write went (no treatments key left) stays cleared.
 */
import type { Subject } from '../../../src-shared/contract'
import type { SkinApi } from '../../api'
import { toSubject } from '../libraryRecords/records'
import {
  holdsTreatment,
  keepsTreatments,
  removedTreatments,
  treatmentsOf,
  withoutTreatment,
  withTreatment,
  type StoredTreatment,
} from '../libraryRecords/treatmentMeta'

/** Writes and reads again at most this often while another workstation's writes keep taking the entry out. */
const MAX_TURNS = 4

type Meta = Record<string, unknown> | null

/** What the write finds at the service: already as it should be, to be written, or removed elsewhere. */
export function stateOf(meta: Meta, id: string, entry: StoredTreatment | null): 'done' | 'write' | 'removed' {
  const removed = removedTreatments(meta).has(id)
  if (entry === null) return removed && !holdsTreatment(meta, id) ? 'done' : 'write'
  if (removed) return 'removed'
  const theirs = treatmentsOf(meta).find((t) => t.id === id)
  if (!theirs) return 'write'
  return Date.parse(theirs.updatedAt) >= Date.parse(entry.updatedAt) ? 'done' : 'write'
}

export type TreatmentOutcome = { state: 'sent'; subject: Subject } | { state: 'removedElsewhere' }

export async function writeTreatment(
  api: SkinApi,
  place: { datasetId: string; subjectId: string },
  id: string,
  entry: StoredTreatment | null,
): Promise<TreatmentOutcome> {
  const { datasetId, subjectId } = place
  let current = await api.subjects.get(datasetId, subjectId)
  for (let turn = 0; turn < MAX_TURNS; turn += 1) {
    const state = stateOf(current.meta, id, entry)
    if (state === 'removed') return { state: 'removedElsewhere' }
    if (state === 'done') break
    const meta = entry ? withTreatment(current.meta, entry) : withoutTreatment(current.meta, id)
    await api.subjects.update(datasetId, subjectId, { meta })
    current = await api.subjects.get(datasetId, subjectId)
    // cleared meanwhile (the service's GDPR "clear metadata"): the clear stands, the entry is not put back
    if (!keepsTreatments(current.meta)) break
  }
  return { state: 'sent', subject: toSubject(current, datasetId) }
}
