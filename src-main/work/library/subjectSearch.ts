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
 *
 * Over one state (searchState.ts): the copy read from the service (rosterCopy.ts), answers from the index
 * (searchAnswers.ts).
 */
import type { ChannelParsedArgs, SubjectHit } from '../../../src-shared/contract'
import { servesFromCache, withoutCopy } from '../cacheFallback'
import { askService, readAgain } from './rosterCopy'
import { fromIndex, hitOf, sorted, type SearchAnswer } from './searchAnswers'
import {
  copyIsFresh,
  createSearchState,
  mayTryAgain,
  quietOffline,
  type SearchState,
  type SubjectSearchDeps,
} from './searchState'
import { looksLikeSamePatient, type SearchableSubject } from './subjectMatch'

export { FIRST_ANSWER_MS, SUBJECT_INDEX_FRESH_MS, type SubjectSearchDeps } from './searchState'

/**
 * The first search here: the service's own search goes first (the roster's read would slow it down), then the
 * whole roster is read; the answer waits for that until FIRST_ANSWER_MS, else is partial, and the screens are
 * told once the roster is read.
 */
async function firstSearch(
  state: SearchState,
  args: ChannelParsedArgs<'subjects.search'>,
): Promise<SearchAnswer> {
  const started = Date.now()
  const quick = askService(state, args.query)
  const whole = state.reading ?? quick.catch(() => undefined).then(() => readAgain(state))
  const wholeDone = whole.then(
    () => true,
    () => false,
  )
  try {
    await quick
  } catch (e) {
    if (!servesFromCache(e)) throw e
    // offline: what is kept here, if anything
    if (state.index.size() === 0) throw withoutCopy(e)
    return fromIndex(state, args, true)
  }
  const left = Math.max(0, state.firstAnswerMs - (Date.now() - started))
  const inTime = await Promise.race([
    wholeDone,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), left).unref?.()),
  ])
  if (inTime) return fromIndex(state, args, false)
  // the screens are told once, when the roster is read, however many partial answers went out meanwhile
  if (!state.tellWhenRead) {
    state.tellWhenRead = true
    void whole
      .then(() => state.deps.onCopyRead?.(), quietOffline(state))
      .finally(() => (state.tellWhenRead = false))
  }
  return { ...fromIndex(state, args, false), partial: true }
}

/** Answers from the index; reads the copy again in the background when it is old. */
async function search(state: SearchState, args: ChannelParsedArgs<'subjects.search'>): Promise<SearchAnswer> {
  if (copyIsFresh(state)) return fromIndex(state, args, false)
  if (state.meta.subjectsIndexedAt() === null) return firstSearch(state, args)
  if (mayTryAgain(state) && !state.reading) readAgain(state).catch(quietOffline(state))
  return fromIndex(state, args, true)
}

async function duplicates(
  state: SearchState,
  args: ChannelParsedArgs<'subjects.duplicates'>,
): Promise<SubjectHit[]> {
  if (!copyIsFresh(state))
    await readAgain(state).catch((e: unknown) => {
      if (!servesFromCache(e)) throw e
    })
  const found: SearchableSubject[] = []
  for (const entry of state.index.all())
    if (entry.id !== args.exceptSubjectId && looksLikeSamePatient(entry, args)) found.push(entry)
  return sorted(state, found)
    .map((entry) => hitOf(state, entry))
    .filter((hit): hit is SubjectHit => hit !== null)
}

export function createSubjectSearch(deps: SubjectSearchDeps) {
  const state = createSearchState(deps)
  return {
    search: (args: ChannelParsedArgs<'subjects.search'>) => search(state, args),
    /** Subjects that look like the same patient; offline (or before the copy was read), the subjects kept here. */
    duplicates: (args: ChannelParsedArgs<'subjects.duplicates'>) => duplicates(state, args),
    /**
     * The kept copy read again first when it is old (offline: as kept), for a search over all of it (the recall
     * search, issue 45); answers when the copy was last complete (null: never).
     */
    async current(): Promise<string | null> {
      if (!copyIsFresh(state))
        await readAgain(state).catch((e: unknown) => {
          if (!servesFromCache(e)) throw e
        })
      return state.meta.subjectsIndexedAt()
    },
    /** The next search reads every dataset again (a subject was added, changed or removed elsewhere). */
    forget(): void {
      state.meta.setSubjectsIndexedAt(null)
    },
  }
}
export type SubjectSearch = ReturnType<typeof createSubjectSearch>
