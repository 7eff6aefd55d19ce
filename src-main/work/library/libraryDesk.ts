/**
 * The library channels (datasets, subjects), read through the cache: every answer and every record is kept, and
 * served when the service cannot answer. Offline, a page never asked for is built from the kept records.
 */
import {
  Dataset,
  Subject,
  type ChannelParsedArgs,
  type ChannelResult,
  consentScopes,
  type OutboxKind,
  type Page,
  type SavedSubject,
  type SubjectFields,
} from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createLibraryCache, type Cached, type PageAnswer } from '../../store/cache/libraryCache'
import { AppFailure } from '../appFailure'
import { readThrough } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import type { OutboxSender, TryOutcome } from '../outbox/outboxSender'
import { localIdOf, type PendingView } from '../outbox/pendingView'
import { fieldValuesOf, readPayload, type SubjectFieldValues } from '../outbox/writes'
import { randomUUID } from 'node:crypto'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { toDataset, toPage, toSubject } from '../libraryRecords/records'
import { matchesQuery } from './subjectMatch'

export interface LibraryDeps {
  api: ApiRunner
  cache: CacheDb
  /** Every write goes through the outbox (issue 29): kept here first, sent at once when the service answers. */
  outbox: { sender: OutboxSender; view: PendingView }
  now?: () => Date
}

const fresh = <T>(answer: PageAnswer<T>, at: Date): Page<T> => ({
  ...answer,
  fromCache: false,
  fetchedAt: at.toISOString(),
})
const kept = <T>(cached: Cached<PageAnswer<T>> | null): Page<T> | null =>
  cached && { ...cached.value, fromCache: true, fetchedAt: cached.fetchedAt }

/** The operator's fields, trimmed; an empty name is refused, an empty record number is none. */
function cleanFields(fields: SubjectFields & { name: string }): SubjectFieldValues {
  const name = fields.name.trim()
  if (!name) throw new AppFailure('validation', { message: '' }, 'name')
  const patientId = fields.patientId?.trim() || null
  return {
    name,
    birthDate: fields.birthDate ?? null,
    biologicalSex: fields.biologicalSex ?? null,
    patientId,
  }
}

const emptyPage = (page: number, pageSize: number): Page<Subject> => ({
  count: 0,
  page,
  pageSize,
  hasNext: false,
  hasPrevious: page > 1,
  results: [],
  fromCache: true,
  fetchedAt: null,
})

const fieldValuesOrNull = (subject: Subject | undefined) => (subject ? fieldValuesOf(subject) : null)

export function createLibraryDesk(deps: LibraryDeps) {
  const store = createLibraryCache(deps.cache)
  const now = deps.now ?? (() => new Date())
  const keep = (subject: Subject): Subject => {
    store.putSubjects([subject], now())
    return subject
  }
  /** A subject as the service saved it, kept; `sexNotSaved` when it did not take the sex the operator chose. */
  const saved = (subject: Subject, chosenSex: Subject['biologicalSex']): SavedSubject => ({
    ...keep(subject),
    sexNotSaved: subject.biologicalSex !== chosenSex,
  })

  const outbox = { store: deps.outbox.sender.store, sender: deps.outbox.sender }
  const { view } = deps.outbox

  /** The subject created here (not sent yet) of that local id. */
  function localSubject(subjectId: string): Subject {
    const local = view.local(subjectId)
    if (!local) throw new AppFailure('not_found')
    return local
  }

  /**
   * A subject as the screens show it: the service's (or the copy kept here), with the writes still in the outbox
   * laid over it. A subject created here is read from the outbox; once sent, as the service's (its id changes).
   */
  async function getSubject(args: ChannelParsedArgs<'subjects.get'>): Promise<Subject> {
    const { datasetId } = args
    if (isLocalSubjectId(args.subjectId)) {
      const sentAs = view.sentAs(args.subjectId)
      if (sentAs === null) return localSubject(args.subjectId)
      return getSubject({ datasetId, subjectId: sentAs })
    }
    if (view.deleting(args.subjectId)) throw new AppFailure('not_found')
    const subject = await readThrough(
      async () => {
        const subject = toSubject(
          await deps.api((api) => api.subjects.get(datasetId, args.subjectId)),
          datasetId,
        )
        store.putSubjects([subject], now())
        return subject
      },
      () => store.subject(datasetId, args.subjectId)?.value ?? null,
    )
    return view.over(subject)
  }

  /**
   * The write of that kind still to send for the subject (not one being sent: that one is the service's now); a
   * consent in conflict with the service's is one too (recorded again, it is sent again).
   */
  const unsentOf = (subjectId: string, kind: OutboxKind) =>
    outbox.store
      .unsentOf(subjectId)
      .find(
        (row) =>
          row.kind === kind &&
          (row.state === 'waiting' || row.state === 'refused' || row.state === 'conflict'),
      ) ?? null

  /**
   * Sends the write now. Refused: the service's words go back to the form, and a write just made is dropped (the
   * operator fixes it there); one made earlier stays refused in the outbox.
   */
  async function sendOrKeep(writeId: string, justMade: boolean): Promise<TryOutcome> {
    const tried = await outbox.sender.sendNow(writeId)
    if (tried.outcome !== 'refused') return tried
    if (justMade) outbox.store.remove(writeId)
    throw tried.error
  }

  return {
    listDatasets(args: ChannelParsedArgs<'datasets.list'>): Promise<ChannelResult<'datasets.list'>> {
      const key = { page: args.page, pageSize: args.pageSize }
      return readThrough(
        async () => {
          const answer = toPage(await deps.api((api) => api.datasets.list(key)), toDataset)
          const at = now()
          store.putDatasets(answer.results, at)
          store.putPage('datasets.list', key, answer, at)
          return fresh(answer, at)
        },
        () => kept(store.page('datasets.list', key, Dataset)) ?? kept(store.datasetsPage(key)),
      )
    },
    getDataset(args: ChannelParsedArgs<'datasets.get'>): Promise<ChannelResult<'datasets.get'>> {
      return readThrough(
        async () => {
          const dataset = toDataset(await deps.api((api) => api.datasets.get(args.datasetId)))
          store.putDatasets([dataset], now())
          return dataset
        },
        () => store.dataset(args.datasetId)?.value ?? null,
      )
    },
    /** A dataset's subjects; the first page also lists the ones created here and not sent yet. */
    async listSubjects(args: ChannelParsedArgs<'subjects.list'>): Promise<ChannelResult<'subjects.list'>> {
      const { datasetId, page, pageSize, search } = args
      const key = { datasetId, page, pageSize, search }
      const answer: Page<Subject> = await readThrough(
        async () => {
          const slice = await deps.api((api) => api.subjects.list(key))
          const page = toPage(slice, (s) => toSubject(s, datasetId))
          // The service's `q` is not documented for subjects: what comes back is checked here too, so a service
          // that ignores it never lists a subject the search does not find.
          const answer = search
            ? { ...page, results: page.results.filter((s) => matchesQuery(s, search)) }
            : page
          const at = now()
          store.putSubjects(answer.results, at)
          store.putPage('subjects.list', key, answer, at)
          return fresh(answer, at)
        },
        () =>
          kept(store.page('subjects.list', key, Subject)) ??
          kept(store.subjectsPage(datasetId, search, { page, pageSize })) ??
          // nothing of the dataset was kept, but patients created here are: they are listed
          (view.localSubjects(datasetId).length > 0 ? emptyPage(page, pageSize) : null),
      )
      const listed = view.overList(answer.results)
      const local =
        page === 1 ? view.localSubjects(datasetId).filter((s) => !search || matchesQuery(s, search)) : []
      const gone = answer.results.length - listed.length
      return { ...answer, count: answer.count + local.length - gone, results: [...local, ...listed] }
    },
    getSubject,
    /**
     * Keeps the subject in the outbox and sends it at once: the service's subject when it answers, else the one
     * saved here (a local id, `unsent`), sent when the service answers again. A refusal comes back to the form.
     */
    async createSubject(
      args: ChannelParsedArgs<'subjects.create'>,
    ): Promise<ChannelResult<'subjects.create'>> {
      const fields = cleanFields(args)
      const writeId = randomUUID()
      const row = outbox.store.add({
        id: writeId,
        kind: 'subject.create',
        dataset_id: args.datasetId,
        subject_id: localIdOf(writeId),
        subject_name: fields.name,
        payload: JSON.stringify(fields),
      })
      const tried = await sendOrKeep(row.id, true)
      if (tried.outcome === 'sent' && tried.subject) return saved(tried.subject, fields.biologicalSex)
      return { ...localSubject(row.subject_id), sexNotSaved: false }
    },
    /**
     * Changes what the operator edits (the rest of `meta` is read fresh and kept when it is sent). A subject still
     * in the outbox has its create changed instead (a refused one is fixed so); a later edit of a subject replaces
     * its edit still waiting.
     */
    async updateSubject(
      args: ChannelParsedArgs<'subjects.update'>,
    ): Promise<ChannelResult<'subjects.update'>> {
      const fields = cleanFields(args)
      const { datasetId, subjectId } = args
      if (isLocalSubjectId(subjectId)) {
        const create = unsentOf(subjectId, 'subject.create')
        if (!create || !outbox.store.replacePayload(create.id, JSON.stringify(fields), fields.name))
          throw new AppFailure('not_found')
        outbox.sender.wake()
        return { ...localSubject(subjectId), sexNotSaved: false }
      }
      const waiting = unsentOf(subjectId, 'subject.update')
      const base = waiting
        ? (readPayload('subject.update', waiting.payload)?.base ?? null)
        : fieldValuesOrNull(store.subject(datasetId, subjectId)?.value)
      const payload = JSON.stringify({ fields, base })
      const row =
        waiting && outbox.store.replacePayload(waiting.id, payload, fields.name)
          ? waiting
          : outbox.store.add({
              kind: 'subject.update',
              dataset_id: datasetId,
              subject_id: subjectId,
              subject_name: fields.name,
              payload,
            })
      const tried = await sendOrKeep(row.id, !waiting)
      if (tried.outcome === 'sent' && tried.subject) return saved(tried.subject, fields.biologicalSex)
      return { ...(await getSubject({ datasetId, subjectId })), sexNotSaved: false }
    },
    /** Records the patient's photo consent now, by the signed-in operator `by`, in the subject's `meta.consent`. */
    async recordConsent(
      args: ChannelParsedArgs<'subjects.recordConsent'>,
      by: string,
    ): Promise<ChannelResult<'subjects.recordConsent'>> {
      const { datasetId, subjectId } = args
      const scopes = consentScopes.filter((scope) => args.scopes.includes(scope))
      const subjectName = (await getSubject({ datasetId, subjectId })).name
      const waiting = unsentOf(subjectId, 'subject.consent')
      const payload = JSON.stringify({
        consent: { by, at: now().toISOString(), scopes },
        // the service's consent as last read here (read just now when it answers), for the conflict rule
        base: store.subject(datasetId, subjectId)?.value.consent ?? null,
        // the captures taken under a consent recorded here before wait for this one now
        relied: waiting ? (readPayload('subject.consent', waiting.payload)?.relied ?? []) : [],
      })
      const row =
        waiting && outbox.store.replacePayload(waiting.id, payload, subjectName)
          ? waiting
          : outbox.store.add({
              kind: 'subject.consent',
              dataset_id: datasetId,
              subject_id: subjectId,
              subject_name: subjectName,
              payload,
            })
      const tried = await sendOrKeep(row.id, !waiting)
      if (tried.outcome === 'sent' && tried.subject) return view.over(tried.subject)
      return getSubject({ datasetId, subjectId })
    },
  }
}
export type LibraryDesk = ReturnType<typeof createLibraryDesk>
