/** A search's answer from the index: its hits in the order shown, one page of them, each its whole record. */
import type { ChannelParsedArgs, ChannelResult, SubjectHit } from '../../../src-shared/contract'
import type { SearchState } from './searchState'
import { queryMatcher, type SearchableSubject } from './subjectMatch'

export type SearchAnswer = ChannelResult<'subjects.search'>

/**
 * The hits in the order shown: name (its search key: case and accents aside), dataset, id. The keys compare
 * as plain strings (a collator took most of a search's time over thousands of hits); datasets' names are looked
 * up only for equal names, each once.
 */
export function sorted({ store, collator }: SearchState, found: SearchableSubject[]): SearchableSubject[] {
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
export function hitOf({ store }: SearchState, entry: SearchableSubject): SubjectHit | null {
  const subject = store.subject(entry.datasetId, entry.id)?.value
  return subject ? { ...subject, datasetName: store.dataset(entry.datasetId)?.value.name ?? null } : null
}

function pageOf(
  state: SearchState,
  found: SearchableSubject[],
  args: ChannelParsedArgs<'subjects.search'>,
  freshness: { fromCache: boolean; fetchedAt: string | null },
): SearchAnswer {
  const start = (args.page - 1) * args.pageSize
  const shown = sorted(state, found).slice(start, start + args.pageSize)
  return {
    count: found.length,
    page: args.page,
    pageSize: args.pageSize,
    hasNext: start + args.pageSize < found.length,
    hasPrevious: args.page > 1,
    results: shown.map((entry) => hitOf(state, entry)).filter((hit): hit is SubjectHit => hit !== null),
    ...freshness,
  }
}

export const fromIndex = (
  state: SearchState,
  args: ChannelParsedArgs<'subjects.search'>,
  fromCache: boolean,
): SearchAnswer => {
  const matches = queryMatcher(args.query)
  const found: SearchableSubject[] = []
  for (const entry of state.index.all()) if (matches(entry)) found.push(entry)
  return pageOf(state, found, args, { fromCache, fetchedAt: state.meta.subjectsIndexedAt() })
}
