/**
 * The treatment log's channels (issue 45): list, save, remove. An entry lives in the subject's `meta.treatments`
 * at the service, so a second workstation sees it; every write is kept in the outbox first (kind
 * `subject.treatment`, one entry put or removed by its id) and sent at once, or when the service answers again:
 * offline the entry shows at once as `pending`. When sent, the subject's `meta` is read as it is at the service and
 * only that entry changes (outbox/sendWrite.ts).
 */
import { randomUUID } from 'node:crypto'
import type { ChannelParsedArgs, Operator, Treatment } from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { OutboxRow, OutboxStore } from '../../store/accountDb/outbox'
import type { TreatmentCopies } from '../../store/cache/treatmentCopies'
import { AppFailure } from '../appFailure'
import { readThrough } from '../cacheFallback'
import { treatmentsOf, type StoredTreatment } from '../libraryRecords/treatmentMeta'
import type { OutboxSender } from '../outbox/outboxSender'
import { readPayload } from '../outbox/writes'
import type { ApiRunner } from '../uploadQueue/worker'
import { checkedTreatment } from './treatmentFields'
import { copiedEntries, copyWithSent, lostEntries, shownTreatments, treatmentRows } from './treatmentLog'

export interface TreatmentDeskDeps {
  api: ApiRunner
  outbox: { store: OutboxStore; sender: Pick<OutboxSender, 'sendNow' | 'wake'> }
  copies: TreatmentCopies
  /** The subject's name as shown (the outbox screen names whose write it is). */
  subjectName(place: { datasetId: string; subjectId: string }): Promise<string | null>
  now?: () => Date
}

type Place = { datasetId: string; subjectId: string }

export function createTreatmentDesk(deps: TreatmentDeskDeps) {
  const now = deps.now ?? (() => new Date())
  const { store, sender } = deps.outbox

  /** The service's entries (kept as the copy), or the copy when it cannot answer; none for a subject made here. */
  async function stored({ datasetId, subjectId }: Place): Promise<StoredTreatment[]> {
    if (isLocalSubjectId(subjectId)) return []
    // no copy, but entries recorded here wait: those are shown (the service's are not known here yet)
    const cached = () => {
      const copy = deps.copies.get(subjectId)
      const readAt = deps.copies.readAt(subjectId)
      if (copy !== null && readAt !== null)
        return copyWithSent(copiedEntries(copy), store.treatmentsOf(subjectId), readAt)
      return treatmentRows(store.unsentOf(subjectId)).length > 0 ? [] : null
    }
    return readThrough(async () => {
      const record = await deps.api((api) => api.subjects.get(datasetId, subjectId))
      putAgain(store.treatmentsOf(subjectId), record.meta)
      const entries = treatmentsOf(record.meta)
      deps.copies.put(subjectId, JSON.stringify(entries), now())
      return entries
    }, cached)
  }

  /** An entry sent from here that a simultaneous write elsewhere took out goes again (treatmentLog.ts). */
  function putAgain(rows: OutboxRow[], meta: Record<string, unknown> | null): void {
    const lost = lostEntries(meta, rows)
    for (const row of lost)
      store.add({
        kind: row.kind,
        dataset_id: row.dataset_id,
        subject_id: row.subject_id,
        subject_name: row.subject_name,
        payload: row.payload,
      })
    if (lost.length > 0) sender.wake()
  }

  const list = async (place: Place): Promise<Treatment[]> =>
    shownTreatments(await stored(place), store.unsentOf(place.subjectId), place)

  /** The entry's write still to send (not one being sent: that one is the service's now). */
  const waitingFor = (subjectId: string, id: string): OutboxRow | null =>
    treatmentRows(store.unsentOf(subjectId)).find(
      (row) => row.state !== 'sending' && readPayload('subject.treatment', row.payload)?.id === id,
    ) ?? null

  /** Keeps the write (in place of the entry's write still waiting) and sends it now; refused: dropped if new. */
  async function write(place: Place, id: string, entry: StoredTreatment | null): Promise<void> {
    const payload = JSON.stringify({ id, entry })
    const name = await deps.subjectName(place).catch(() => null)
    const waiting = waitingFor(place.subjectId, id)
    const row =
      waiting && store.replacePayload(waiting.id, payload, name)
        ? waiting
        : store.add({
            kind: 'subject.treatment',
            dataset_id: place.datasetId,
            subject_id: place.subjectId,
            subject_name: name,
            payload,
          })
    const tried = await sender.sendNow(row.id)
    if (tried.outcome !== 'refused') return
    if (!waiting) store.remove(row.id)
    throw tried.error
  }

  return {
    list,
    async save(args: ChannelParsedArgs<'treatments.save'>, operator: Operator): Promise<Treatment> {
      const place = { datasetId: args.datasetId, subjectId: args.subjectId }
      const fields = checkedTreatment(args.fields)
      const at = now().toISOString()
      const before = args.id ? (await list(place)).find((t) => t.id === args.id) : null
      if (args.id && !before) throw new AppFailure('treatment_not_found')
      const entry: StoredTreatment = {
        ...fields,
        id: args.id ?? randomUUID(),
        // who did it and when it was first recorded stay with a change
        operator: before?.operator ?? { id: operator.id, name: operator.name },
        recordedAt: before?.recordedAt ?? at,
        updatedAt: at,
      }
      await write(place, entry.id, entry)
      const shown = (await list(place).catch(() => [])).find((t) => t.id === entry.id)
      return shown ?? { ...entry, ...place, pending: true }
    },
    async remove(args: ChannelParsedArgs<'treatments.remove'>): Promise<Record<string, never>> {
      const place = { datasetId: args.datasetId, subjectId: args.subjectId }
      if (!(await list(place)).some((t) => t.id === args.id)) throw new AppFailure('treatment_not_found')
      await write(place, args.id, null)
      return {}
    },
  }
}
export type TreatmentDesk = ReturnType<typeof createTreatmentDesk>
