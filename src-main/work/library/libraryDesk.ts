/**
 * The library channels (datasets, subjects), read through the cache: every answer and every record is kept, and
 * served when the service cannot answer. Offline, a page never asked for is built from the kept records.
 */
import {
  Dataset,
  Subject,
  type ChannelParsedArgs,
  type ChannelResult,
  type Page,
} from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cacheDb'
import { createLibraryCache, type Cached, type PageAnswer } from '../../store/libraryCache'
import { AppFailure } from '../appFailure'
import { readThrough } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import { toDataset, toPage, toSubject } from './records'

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

export function createLibraryDesk(deps: LibraryDeps) {
  const store = createLibraryCache(deps.cache)
  const now = deps.now ?? (() => new Date())

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
          const answer = toPage(slice, (s) => toSubject(s, datasetId))
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
      const name = args.name.trim()
      if (!name) throw new AppFailure('validation', { message: '' }, 'name')
      const created = await deps.api((api) =>
        api.subjects.create(args.datasetId, {
          name,
          birth_date: args.birthDate,
          biological_sex: args.biologicalSex,
        }),
      )
      const subject = toSubject(created, args.datasetId)
      store.putSubjects([subject], now())
      return subject
    },
  }
}
export type LibraryDesk = ReturnType<typeof createLibraryDesk>
