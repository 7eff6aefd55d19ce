/**
 * The library's reads (datasets, subjects), through the cache: every answer and every record is kept, and served
 * when the service cannot answer; the writes still in the outbox are laid over what the service says.
 */
import {
  Dataset,
  Subject,
  type ChannelParsedArgs,
  type ChannelResult,
  type Page,
} from '../../../src-shared/contract'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { Cached, PageAnswer } from '../../store/cache/libraryCache'
import { AppFailure } from '../appFailure'
import { readThrough } from '../cacheFallback'
import { toDataset, toPage, toSubject } from '../libraryRecords/records'
import { localSubject, type LibraryState } from './libraryState'
import { matchesQuery } from './subjectMatch'

const fresh = <T>(answer: PageAnswer<T>, at: Date): Page<T> => ({
  ...answer,
  fromCache: false,
  fetchedAt: at.toISOString(),
})
const kept = <T>(cached: Cached<PageAnswer<T>> | null): Page<T> | null =>
  cached && { ...cached.value, fromCache: true, fetchedAt: cached.fetchedAt }

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

/**
 * A subject as the screens show it: the service's (or the copy kept here), with the writes still in the outbox
 * laid over it. A subject created here is read from the outbox; once sent, as the service's (its id changes).
 */
export async function getSubject(
  state: LibraryState,
  args: ChannelParsedArgs<'subjects.get'>,
): Promise<Subject> {
  const { deps, store, now, view } = state
  const { datasetId } = args
  if (isLocalSubjectId(args.subjectId)) {
    const sentAs = view.sentAs(args.subjectId)
    if (sentAs === null) return localSubject(state, args.subjectId)
    return getSubject(state, { datasetId, subjectId: sentAs })
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

export function listDatasets(
  { deps, store, now }: LibraryState,
  args: ChannelParsedArgs<'datasets.list'>,
): Promise<ChannelResult<'datasets.list'>> {
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
}

export function getDataset(
  { deps, store, now }: LibraryState,
  args: ChannelParsedArgs<'datasets.get'>,
): Promise<ChannelResult<'datasets.get'>> {
  return readThrough(
    async () => {
      const dataset = toDataset(await deps.api((api) => api.datasets.get(args.datasetId)))
      store.putDatasets([dataset], now())
      return dataset
    },
    () => store.dataset(args.datasetId)?.value ?? null,
  )
}

/** A dataset's subjects; the first page also lists the ones created here and not sent yet. */
export async function listSubjects(
  { deps, store, now, view }: LibraryState,
  args: ChannelParsedArgs<'subjects.list'>,
): Promise<ChannelResult<'subjects.list'>> {
  const { datasetId, page, pageSize, search } = args
  const key = { datasetId, page, pageSize, search }
  const answer: Page<Subject> = await readThrough(
    async () => {
      const slice = await deps.api((api) => api.subjects.list(key))
      const page = toPage(slice, (s) => toSubject(s, datasetId))
      // The service's `q` is not documented for subjects: what comes back is checked here too, so a service
      // that ignores it never lists a subject the search does not find.
      const answer = search ? { ...page, results: page.results.filter((s) => matchesQuery(s, search)) } : page
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
}
