/**
 * What the subject search's parts share (subjectSearch.ts builds it): the kept copy of every dataset's subjects
 * and its index, when it was read, and the read under way.
 */
import type { CacheDb } from '../../store/cache/cacheDb'
import { createCacheMeta, type CacheMeta } from '../../store/cache/cacheMeta'
import { createLibraryCache, type LibraryCache } from '../../store/cache/libraryCache'
import { isFresh, servesFromCache } from '../cacheFallback'
import type { ApiRunner } from '../uploadQueue/worker'
import { createRosterIndex, type RosterIndex } from './rosterIndex'

export const SUBJECT_INDEX_FRESH_MS = 60_000
/** How long the first search waits (from its start) for the whole roster before it answers without it. */
export const FIRST_ANSWER_MS = 400

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

export interface SearchState {
  readonly deps: SubjectSearchDeps
  readonly store: LibraryCache
  readonly meta: CacheMeta
  readonly index: RosterIndex
  readonly now: () => Date
  readonly freshForMs: number
  readonly firstAnswerMs: number
  readonly collator: Intl.Collator
  /** The copy's read under way, answering when it was read. */
  reading: Promise<string> | null
  /** When a read was last begun (ms). */
  lastTry: number
  /** The screens are told once the copy is read (a partial answer went out). */
  tellWhenRead: boolean
}

export function createSearchState(deps: SubjectSearchDeps): SearchState {
  const store = createLibraryCache(deps.cache)
  return {
    deps,
    store,
    meta: createCacheMeta(deps.cache),
    index: createRosterIndex(store),
    now: deps.now ?? (() => new Date()),
    freshForMs: deps.freshForMs ?? SUBJECT_INDEX_FRESH_MS,
    firstAnswerMs: deps.firstAnswerMs ?? FIRST_ANSWER_MS,
    collator: new Intl.Collator('en'),
    reading: null,
    lastTry: 0,
    tellWhenRead: false,
  }
}

export const copyIsFresh = ({ meta, now, freshForMs }: SearchState) => {
  const indexedAt = meta.subjectsIndexedAt()
  return indexedAt !== null && isFresh(indexedAt, now(), freshForMs)
}

/** A background read that failed because the service cannot answer now is not worth a log line. */
export const quietOffline = (state: SearchState) => (e: unknown) => {
  if (!servesFromCache(e)) state.deps.onError?.(e)
}

export const mayTryAgain = ({ now, lastTry, freshForMs }: SearchState) =>
  now().getTime() - lastTry >= freshForMs
