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
  type Page,
  type SavedSubject,
  type SubjectFields,
} from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cacheDb'
import { createLibraryCache, type Cached, type PageAnswer } from '../../store/libraryCache'
import { AppFailure } from '../appFailure'
import { readThrough } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import { toDataset, toPage, toSubject } from './records'
import { matchesQuery } from './subjectMatch'
import { withConsent, withPatientId } from './subjectMeta'

export interface LibraryDeps {
  api: ApiRunner
  cache: CacheDb
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
function cleanFields(fields: SubjectFields & { name: string }) {
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
    listSubjects(args: ChannelParsedArgs<'subjects.list'>): Promise<ChannelResult<'subjects.list'>> {
      const { datasetId, page, pageSize, search } = args
      const key = { datasetId, page, pageSize, search }
      return readThrough(
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
          kept(store.subjectsPage(datasetId, search, { page, pageSize })),
      )
    },
    getSubject(args: ChannelParsedArgs<'subjects.get'>): Promise<ChannelResult<'subjects.get'>> {
      return readThrough(
        async () => {
          const subject = toSubject(
            await deps.api((api) => api.subjects.get(args.datasetId, args.subjectId)),
            args.datasetId,
          )
          store.putSubjects([subject], now())
          return subject
        },
        () => store.subject(args.datasetId, args.subjectId)?.value ?? null,
      )
    },
    async createSubject(
      args: ChannelParsedArgs<'subjects.create'>,
    ): Promise<ChannelResult<'subjects.create'>> {
      const fields = cleanFields(args)
      const created = await deps.api((api) =>
        api.subjects.create(args.datasetId, {
          name: fields.name,
          birth_date: fields.birthDate,
          biological_sex: fields.biologicalSex,
          ...(fields.patientId === null ? {} : { meta: withPatientId(null, fields.patientId) }),
        }),
      )
      return saved(toSubject(created, args.datasetId), fields.biologicalSex)
    },
    /** Changes what the operator edits; the rest of `meta` (consent, other apps' keys) is read fresh and kept. */
    async updateSubject(
      args: ChannelParsedArgs<'subjects.update'>,
    ): Promise<ChannelResult<'subjects.update'>> {
      const fields = cleanFields(args)
      const current = await deps.api((api) => api.subjects.get(args.datasetId, args.subjectId))
      const updated = await deps.api((api) =>
        api.subjects.update(args.datasetId, args.subjectId, {
          name: fields.name,
          birth_date: fields.birthDate,
          biological_sex: fields.biologicalSex,
          meta: withPatientId(current.meta, fields.patientId),
        }),
      )
      return saved(toSubject(updated, args.datasetId), fields.biologicalSex)
    },
    /** Records the patient's photo consent now, by the signed-in operator `by`, in the subject's `meta.consent`. */
    async recordConsent(
      args: ChannelParsedArgs<'subjects.recordConsent'>,
      by: string,
    ): Promise<ChannelResult<'subjects.recordConsent'>> {
      const current = await deps.api((api) => api.subjects.get(args.datasetId, args.subjectId))
      const scopes = consentScopes.filter((scope) => args.scopes.includes(scope))
      const consent = { by, at: now().toISOString(), scopes }
      const updated = await deps.api((api) =>
        api.subjects.update(args.datasetId, args.subjectId, { meta: withConsent(current.meta, consent) }),
      )
      return keep(toSubject(updated, args.datasetId))
    },
  }
}
export type LibraryDesk = ReturnType<typeof createLibraryDesk>
