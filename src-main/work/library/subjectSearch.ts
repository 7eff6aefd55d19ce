/**
 * The search over every dataset's subjects (by name, record number or birth date) and the duplicate check on
 * create/edit. The service can only search names in one dataset, so main reads every dataset's subjects whole
 * into the cache (again when that copy is older than a minute) and searches the copy; offline, the copy it has.
 */
import type { ChannelParsedArgs, ChannelResult, Subject, SubjectHit } from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cacheDb'
import { createCacheMeta } from '../../store/cacheMeta'
import { createLibraryCache, searchKey } from '../../store/libraryCache'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import { toDataset, toSubject } from './records'
import { looksLikeSamePatient, matchesQuery } from './subjectMatch'

export const SUBJECT_INDEX_FRESH_MS = 60_000

export interface SubjectSearchDeps {
  api: ApiRunner
  cache: CacheDb
  now?: () => Date
  freshForMs?: number
}

export function createSubjectSearch(deps: SubjectSearchDeps) {
  const store = createLibraryCache(deps.cache)
  const meta = createCacheMeta(deps.cache)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? SUBJECT_INDEX_FRESH_MS
  let reading: Promise<string> | null = null

  async function readAll(): Promise<string> {
    const datasets = (await deps.api((api) => api.datasets.all())).map(toDataset)
    for (const dataset of datasets) {
      const subjects = await deps.api((api) => api.subjects.all(dataset.id))
      store.replaceSubjects(
        dataset.id,
        subjects.map((s) => toSubject(s, dataset.id)),
        now(),
      )
    }
    const at = now()
    store.putDatasets(datasets, at)
    meta.setSubjectsIndexedAt(at)
    return at.toISOString()
  }

  /** Every subject, read again unless the copy is fresh; offline the copy, marked as such. */
  async function everyone(): Promise<{ subjects: Subject[]; fromCache: boolean; fetchedAt: string }> {
    const indexedAt = meta.subjectsIndexedAt()
    if (indexedAt !== null && isFresh(indexedAt, now(), freshForMs)) {
      return { subjects: store.allSubjects(), fromCache: false, fetchedAt: indexedAt }
    }
    try {
      reading ??= readAll().finally(() => (reading = null))
      const fetchedAt = await reading
      return { subjects: store.allSubjects(), fromCache: false, fetchedAt }
    } catch (e) {
      if (!servesFromCache(e) || indexedAt === null) throw servesFromCache(e) ? withoutCopy(e) : e
      return { subjects: store.allSubjects(), fromCache: true, fetchedAt: indexedAt }
    }
  }

  const hit = (subject: Subject): SubjectHit => ({
    ...subject,
    datasetName: store.dataset(subject.datasetId)?.value.name ?? null,
  })
  const byName = (a: SubjectHit, b: SubjectHit) =>
    searchKey(a.name).localeCompare(searchKey(b.name)) ||
    (a.datasetName ?? '').localeCompare(b.datasetName ?? '') ||
    a.id.localeCompare(b.id)

  return {
    async search(args: ChannelParsedArgs<'subjects.search'>): Promise<ChannelResult<'subjects.search'>> {
      const { subjects, fromCache, fetchedAt } = await everyone()
      const found = subjects
        .filter((s) => matchesQuery(s, args.query))
        .map(hit)
        .sort(byName)
      const start = (args.page - 1) * args.pageSize
      return {
        count: found.length,
        page: args.page,
        pageSize: args.pageSize,
        hasNext: start + args.pageSize < found.length,
        hasPrevious: args.page > 1,
        results: found.slice(start, start + args.pageSize),
        fromCache,
        fetchedAt,
      }
    },
    async duplicates(args: ChannelParsedArgs<'subjects.duplicates'>): Promise<SubjectHit[]> {
      const { subjects } = await everyone()
      return subjects
        .filter((s) => s.id !== args.exceptSubjectId && looksLikeSamePatient(s, args))
        .map(hit)
        .sort(byName)
    },
    /** The next search reads every dataset again (a subject was added, changed or removed elsewhere). */
    forget(): void {
      meta.setSubjectsIndexedAt(null)
    },
  }
}
export type SubjectSearch = ReturnType<typeof createSubjectSearch>
