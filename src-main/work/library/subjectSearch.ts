/**
 * The search over every dataset's subjects (by name, record number or birth date) and the duplicate check on
 * create/edit (issue 29: a clinic chain has tens of thousands of patients).
 *
 * Searches answer from the roster index (rosterIndex.ts: the kept subjects, in memory, current with the cache).
 * The kept copy is read again from the service, every dataset whole, when it is older than a minute, in the
 * background: a search never waits for that, except the very first one, and that one only so long: when the copy
 * is not read within FIRST_ANSWER_MS, the answer is the service's own name search in every dataset, asked in
 * parallel, with what is kept here, marked `partial`, and the screens are told to ask again once the copy is read.
 * Offline, the kept copy.
 */
import type { ChannelParsedArgs, ChannelResult, Subject, SubjectHit } from '../../../src-shared/contract'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createCacheMeta } from '../../store/cache/cacheMeta'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import { eachWithLimit } from '../offline/eachWithLimit'
import type { ApiRunner } from '../uploadQueue/worker'
import { toDataset, toSubject } from '../libraryRecords/records'
import { createRosterIndex } from './rosterIndex'
import { looksLikeSamePatient, queryMatcher, type SearchableSubject } from './subjectMatch'

export const SUBJECT_INDEX_FRESH_MS = 60_000
/** How long the first search waits (from its start) for the whole roster before it answers without it. */
export const FIRST_ANSWER_MS = 400
/** Datasets read at once while the copy is read again (the service also answers the clinic's other work). */
const READ_LANES = 4
/** The service's name search asks this many subjects of each dataset for a first answer. */
const FIRST_PAGE_SIZE = 100

export interface SubjectSearchDeps {
  api: ApiRunner
  cache: CacheDb
  now?: () => Date
  freshForMs?: number
  firstAnswerMs?: number
  /** The copy was read after a partial answer: screens that show a search ask again (data.changed). */
  onCopyRead?: () => void
  onError?: (error: unknown) => void
}

type SearchAnswer = ChannelResult<'subjects.search'>

export function createSubjectSearch(deps: SubjectSearchDeps) {
  const store = createLibraryCache(deps.cache)
  const meta = createCacheMeta(deps.cache)
  const index = createRosterIndex(store)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? SUBJECT_INDEX_FRESH_MS
  const firstAnswerMs = deps.firstAnswerMs ?? FIRST_ANSWER_MS
  const collator = new Intl.Collator('en')
  let reading: Promise<string> | null = null
  let lastTry = 0
  let tellWhenRead = false

  /** Reads every dataset's subjects whole into the cache (a few datasets at a time); answers when. */
  async function readAll(): Promise<string> {
    const datasets = (await deps.api((api) => api.datasets.all())).map(toDataset)
    store.putDatasets(datasets, now())
    await eachWithLimit(
      datasets,
      READ_LANES,
      async (dataset) => {
        const subjects = await deps.api((api) => api.subjects.all(dataset.id))
        store.replaceSubjects(
          dataset.id,
          subjects.map((s) => toSubject(s, dataset.id)),
          now(),
        )
      },
      () => undefined,
    )
    const at = now()
    meta.setSubjectsIndexedAt(at)
    return at.toISOString()
  }

  /** The copy read again, once at a time; a failed read is not tried again within the fresh minute. */
  function readAgain(): Promise<string> {
    lastTry = now().getTime()
    reading ??= readAll().finally(() => (reading = null))
    return reading
  }

  const copyIsFresh = () => {
    const indexedAt = meta.subjectsIndexedAt()
    return indexedAt !== null && isFresh(indexedAt, now(), freshForMs)
  }
  /** A background read that failed because the service cannot answer now is not worth a log line. */
  const quietOffline = (e: unknown) => {
    if (!servesFromCache(e)) deps.onError?.(e)
  }
  const mayTryAgain = () => now().getTime() - lastTry >= freshForMs

  /**
   * The hits in the order shown: name (its search key: case and accents aside), dataset, id. The keys compare
   * as plain strings (a collator took most of a search's time over thousands of hits); datasets' names are looked
   * up only for equal names, each once.
   */
  function sorted(found: SearchableSubject[]): SearchableSubject[] {
    const names = new Map<string, string>()
    const datasetName = (id: string) => {
      if (!names.has(id)) names.set(id, store.dataset(id)?.value.name ?? '')
      return names.get(id) ?? ''
    }
    const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    return found.sort(
      (a, b) =>
        plain(a.nameKey, b.nameKey) ||
        collator.compare(datasetName(a.datasetId), datasetName(b.datasetId)) ||
        plain(a.id, b.id),
    )
  }

  /** A hit's whole record, from the cache, with its dataset's name. */
  function hitOf(entry: SearchableSubject): SubjectHit | null {
    const subject = store.subject(entry.datasetId, entry.id)?.value
    return subject ? { ...subject, datasetName: store.dataset(entry.datasetId)?.value.name ?? null } : null
  }

  function pageOf(
    found: SearchableSubject[],
    args: ChannelParsedArgs<'subjects.search'>,
    freshness: { fromCache: boolean; fetchedAt: string | null },
  ): SearchAnswer {
    const start = (args.page - 1) * args.pageSize
    const shown = sorted(found).slice(start, start + args.pageSize)
    return {
      count: found.length,
      page: args.page,
      pageSize: args.pageSize,
      hasNext: start + args.pageSize < found.length,
      hasPrevious: args.page > 1,
      results: shown.map(hitOf).filter((hit): hit is SubjectHit => hit !== null),
      ...freshness,
    }
  }

  const fromIndex = (args: ChannelParsedArgs<'subjects.search'>, fromCache: boolean): SearchAnswer => {
    const matches = queryMatcher(args.query)
    const found: SearchableSubject[] = []
    for (const entry of index.all()) if (matches(entry)) found.push(entry)
    return pageOf(found, args, { fromCache, fetchedAt: meta.subjectsIndexedAt() })
  }

  /**
   * The service's own search (names only) in every dataset at once; what it finds is kept, so the index answers
   * with it and with the kept subjects that match (record numbers, birth dates, what the first pages left out).
   */
  async function askService(query: string): Promise<void> {
    const datasets = (await deps.api((api) => api.datasets.all())).map(toDataset)
    store.putDatasets(datasets, now())
    const pages = await Promise.all(
      datasets.map((dataset) =>
        deps.api((api) =>
          api.subjects.list({ datasetId: dataset.id, search: query, page: 1, pageSize: FIRST_PAGE_SIZE }),
        ),
      ),
    )
    const listed: Subject[] = pages.flatMap((page, i) =>
      page.results.map((s) => toSubject(s, datasets[i]?.id ?? '')),
    )
    store.putSubjects(listed, now())
  }

  /**
   * The first search here: the service's own search goes first (the roster's read would slow it down), then the
   * whole roster is read; the answer waits for that until FIRST_ANSWER_MS, else is partial, and the screens are
   * told once the roster is read.
   */
  async function firstSearch(args: ChannelParsedArgs<'subjects.search'>): Promise<SearchAnswer> {
    const started = Date.now()
    const quick = askService(args.query)
    const whole = reading ?? quick.catch(() => undefined).then(readAgain)
    const wholeDone = whole.then(
      () => true,
      () => false,
    )
    try {
      await quick
    } catch (e) {
      if (!servesFromCache(e)) throw e
      // offline: what is kept here, if anything
      if (index.size() === 0) throw withoutCopy(e)
      return fromIndex(args, true)
    }
    const left = Math.max(0, firstAnswerMs - (Date.now() - started))
    const inTime = await Promise.race([
      wholeDone,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), left).unref?.()),
    ])
    if (inTime) return fromIndex(args, false)
    // the screens are told once, when the roster is read, however many partial answers went out meanwhile
    if (!tellWhenRead) {
      tellWhenRead = true
      void whole.then(() => deps.onCopyRead?.(), quietOffline).finally(() => (tellWhenRead = false))
    }
    return { ...fromIndex(args, false), partial: true }
  }

  /** Answers from the index; reads the copy again in the background when it is old. */
  async function search(args: ChannelParsedArgs<'subjects.search'>): Promise<SearchAnswer> {
    if (copyIsFresh()) return fromIndex(args, false)
    if (meta.subjectsIndexedAt() === null) return firstSearch(args)
    if (mayTryAgain() && !reading) readAgain().catch(quietOffline)
    return fromIndex(args, true)
  }

  return {
    search,
    /** Subjects that look like the same patient; offline (or before the copy was read), the subjects kept here. */
    async duplicates(args: ChannelParsedArgs<'subjects.duplicates'>): Promise<SubjectHit[]> {
      if (!copyIsFresh())
        await readAgain().catch((e: unknown) => {
          if (!servesFromCache(e)) throw e
        })
      const found: SearchableSubject[] = []
      for (const entry of index.all())
        if (entry.id !== args.exceptSubjectId && looksLikeSamePatient(entry, args)) found.push(entry)
      return sorted(found)
        .map(hitOf)
        .filter((hit): hit is SubjectHit => hit !== null)
    },
    /** The next search reads every dataset again (a subject was added, changed or removed elsewhere). */
    forget(): void {
      meta.setSubjectsIndexedAt(null)
    },
  }
}
export type SubjectSearch = ReturnType<typeof createSubjectSearch>
