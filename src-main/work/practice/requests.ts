/**
 * The PVS's requests (issue 43): a request read from the exchange folder is kept (practiceRequests.ts) and its
 * patient looked for by the practice's patient number, which is the record number (`meta.patient_id`) across every
 * dataset, from this workstation's copy (so offline too); the pages hear of it (`practice.request`). A request
 * whose patient is not known waits for the operator: `create` makes the patient through the outbox (offline too),
 * `dismiss` drops it. A 6302 whose patient is known waits for their capture (results.ts answers it).
 */
import { randomUUID } from 'node:crypto'
import type {
  PracticeRequestView,
  PracticeSettings,
  PracticeTarget,
  SavedSubject,
} from '../../../src-shared/contract'
import type { biologicalSexes } from '../../../src-shared/contractValues'
import type {
  PracticeRequestRow,
  PracticeRequestState,
  PracticeStore,
} from '../../store/accountDb/practiceRequests'
import { AppFailure } from '../appFailure'
import type { PracticeRequest } from './gdt'

type BiologicalSex = (typeof biologicalSexes)[number]

export interface RequestDeps {
  store: PracticeStore
  settings(): PracticeSettings
  /** The subject whose record number is `patientNumber` (the service's or one created here), or null. */
  findByRecord(patientNumber: string): Promise<PracticeTarget | null>
  /** The library's own create (through the outbox): the id is a local one until it is sent. */
  createSubject(fields: {
    datasetId: string
    name: string
    birthDate: string | null
    biologicalSex: BiologicalSex | null
    patientId: string
  }): Promise<SavedSubject>
  datasetName(datasetId: string): Promise<string | null>
  /** Whether the pages may be shown a patient now (someone signed in, not locked). */
  patientsMayShow(): boolean
  emit(view: PracticeRequestView): void
  now(): Date
}

const sexOf: Record<string, BiologicalSex | null> = { male: 'male', female: 'female', diverse: 'other' }

/** The subject's name as the practice sends it: "Last, First" (or the one there is; else the patient number). */
export function practiceName(
  row: Pick<PracticeRequestRow, 'last_name' | 'first_name' | 'patient_number'>,
): string {
  const parts = [row.last_name, row.first_name].filter((p): p is string => !!p && p.trim() !== '')
  return parts.length > 0 ? parts.join(', ') : row.patient_number
}

function viewOf(row: PracticeRequestRow, match: PracticeTarget | null): PracticeRequestView {
  return {
    id: row.id,
    receivedAt: row.received_at,
    kind: row.kind as PracticeRequestView['kind'],
    patientNumber: row.patient_number,
    lastName: row.last_name,
    firstName: row.first_name,
    birthDate: row.birth_date,
    sex: row.sex as PracticeRequestView['sex'],
    match,
  }
}

/** What a request turns into once its patient is known: an examination waits for its capture. */
const knownState = (kind: string): PracticeRequestState => (kind === 'examination' ? 'examining' : 'done')

export function createPracticeRequests(deps: RequestDeps) {
  const at = () => deps.now().toISOString()

  async function targetOf(row: PracticeRequestRow): Promise<PracticeTarget | null> {
    if (row.subject_id && row.dataset_id)
      return {
        datasetId: row.dataset_id,
        subjectId: row.subject_id,
        datasetName: await deps.datasetName(row.dataset_id),
        subjectName: practiceName(row),
      }
    return deps.findByRecord(row.patient_number)
  }

  return {
    /**
     * Keeps a request read from a file (`digest`: the file's): its id, or null when that file was kept before (a
     * restart after the request was kept, before its file was claimed).
     */
    keep(request: PracticeRequest, digest: string): string | null {
      const row: PracticeRequestRow = {
        id: randomUUID(),
        digest,
        kind: request.kind,
        received_at: at(),
        patient_number: request.patientNumber,
        last_name: request.lastName,
        first_name: request.firstName,
        birth_date: request.birthDate,
        sex: request.sex,
        receiver: request.receiver,
        sender: request.sender,
        state: 'waiting',
        held: 0,
        dataset_id: null,
        subject_id: null,
        image_id: null,
        updated_at: at(),
      }
      return deps.store.add(row) ? row.id : null
    },

    /** Its file claimed: the patient looked for, and the pages told. */
    async announce(id: string): Promise<void> {
      const row = deps.store.get(id)
      if (!row) return
      // its file is gone now: the same bytes sent again later are a new request
      deps.store.update(id, { digest: `${row.digest}:${id}` }, at())
      const match = await deps.findByRecord(row.patient_number)
      if (match) {
        const held = deps.patientsMayShow() ? 0 : 1
        const change = {
          state: knownState(row.kind),
          held,
          dataset_id: match.datasetId,
          subject_id: match.subjectId,
        }
        deps.store.update(row.id, change, at())
      }
      deps.emit(viewOf(row, match))
    },

    /** Forgets a request kept from a file another workstation claimed first. */
    forget: (id: string) => deps.store.remove(id),

    /**
     * Waiting for the operator, oldest first: the requests whose patient is not known, and those whose patient is
     * known that arrived while nobody could be shown them (shown once).
     */
    async list(): Promise<PracticeRequestView[]> {
      const waiting = deps.store.inState('waiting')
      const held = deps.store.held()
      const views = await Promise.all(
        [...waiting, ...held].map(async (row) => viewOf(row, await targetOf(row))),
      )
      for (const row of held) deps.store.update(row.id, { held: 0 }, at())
      return views.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    },

    async resolve(id: string, action: 'create' | 'dismiss'): Promise<{ target: PracticeTarget | null }> {
      const row = deps.store.get(id)
      if (!row || row.state !== 'waiting') throw new AppFailure('practice_request_gone', {}, 'id')
      if (action === 'dismiss') {
        deps.store.update(id, { state: 'dismissed' }, at())
        return { target: null }
      }
      // made meanwhile (here, by another workstation, or by hand): never a second patient of one number
      let target = await deps.findByRecord(row.patient_number)
      if (!target) {
        const datasetId = deps.settings().datasetId
        if (!datasetId) throw new AppFailure('practice_dataset_missing', {}, 'datasetId')
        const saved = await deps.createSubject({
          datasetId,
          name: practiceName(row),
          birthDate: row.birth_date,
          biologicalSex: sexOf[row.sex ?? ''] ?? null,
          patientId: row.patient_number,
        })
        target = {
          datasetId,
          subjectId: saved.id,
          datasetName: await deps.datasetName(datasetId),
          subjectName: saved.name,
        }
      }
      const change = {
        state: knownState(row.kind),
        dataset_id: target.datasetId,
        subject_id: target.subjectId,
      }
      deps.store.update(id, change, at())
      return { target }
    },
  }
}
export type PracticeRequests = ReturnType<typeof createPracticeRequests>
