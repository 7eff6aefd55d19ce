/**
 * The search over every dataset's subjects (by name, record number or birth date) and the duplicate check on
 * create/edit. The service can only search names in one dataset, so main reads every dataset's subjects whole
 * into the cache (again when that copy is older than a minute) and searches the copy; offline, the copy it has.
 */
import type { ChannelParsedArgs, ChannelResult, SubjectHit } from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cacheDb'
import { createCacheMeta } from '../../store/cacheMeta'
import { createLibraryCache } from '../../store/libraryCache'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import { toDataset, toSubject } from './records'
import { looksLikeSamePatient, matchesQuery, searchable, type SearchableSubject } from './subjectMatch'

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
  // The copy's subjects as objects, read from SQLite (and checked against the contract) once per version of the
  // copy, not at every search: 50,000 of them took 370 ms a search (npm run bench roster).
  let parsed: { version: string; subjects: SearchableSubject[] } | null = null
  const allSubjects = (): SearchableSubject[] => {
    const version = store.subjectsVersion()
    if (parsed?.version !== version) parsed = { version, subjects: store.allSubjects().map(searchable) }
    return parsed.subjects
  }
  const collator = new Intl.Collator('en')

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

  /**
   * Every subject, read again unless the copy is fresh; offline the copy, marked as such. `anyCopy`: offline, the
   * subjects kept here do even when the datasets were never all read (the duplicate check must not stop a new
   * patient being saved offline).
   */
  async function everyone(anyCopy = false): Promise<{
    subjects: SearchableSubject[]
    fromCache: boolean
    fetchedAt: string
  }> {
    const indexedAt = meta.subjectsIndexedAt()
    if (indexedAt !== null && isFresh(indexedAt, now(), freshForMs)) {
      return { subjects: allSubjects(), fromCache: false, fetchedAt: indexedAt }
    }
    try {
      reading ??= readAll().finally(() => (reading = null))
      const fetchedAt = await reading
      return { subjects: allSubjects(), fromCache: false, fetchedAt }
    } catch (e) {
      if (!servesFromCache(e) || (indexedAt === null && !anyCopy))
        throw servesFromCache(e) ? withoutCopy(e) : e
      return { subjects: allSubjects(), fromCache: true, fetchedAt: indexedAt ?? now().toISOString() }
    }
  }

  /** The hits with their datasets' names (each dataset looked up once), by name, dataset and id. */
  const hits = (found: readonly SearchableSubject[]): SubjectHit[] => {
    const names = new Map<string, string | null>()
    const datasetName = (id: string) => {
      if (!names.has(id)) names.set(id, store.dataset(id)?.value.name ?? null)
      return names.get(id) ?? null
    }
    return found
      .map((s) => ({ key: s.nameKey, hit: { ...s.subject, datasetName: datasetName(s.subject.datasetId) } }))
      .sort(
        (a, b) =>
          collator.compare(a.key, b.key) ||
          collator.compare(a.hit.datasetName ?? '', b.hit.datasetName ?? '') ||
          collator.compare(a.hit.id, b.hit.id),
      )
      .map((h) => h.hit)
  }

  return {
    async search(args: ChannelParsedArgs<'subjects.search'>): Promise<ChannelResult<'subjects.search'>> {
      const { subjects, fromCache, fetchedAt } = await everyone()
      const found = hits(subjects.filter((s) => matchesQuery(s, args.query)))
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
      const { subjects } = await everyone(true)
      return hits(
        subjects.filter(
          (s) => s.subject.id !== args.exceptSubjectId && looksLikeSamePatient(s.subject, args),
        ),
      )
    },
    /** The next search reads every dataset again (a subject was added, changed or removed elsewhere). */
    forget(): void {
      meta.setSubjectsIndexedAt(null)
    },
  }
}
export type SubjectSearch = ReturnType<typeof createSubjectSearch>
