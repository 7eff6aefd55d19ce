/**
 * Every screen's way to read from main: `useChannel('history.forSubject', { datasetId, subjectId })`. Answers
 * are cached by channel and arguments, shared between the components that ask the same, and read again when
 * main says the data changed. While data is read again, the last answer stays on screen (`refreshing`).
 * `null` arguments: do not ask yet.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ChannelArgs, ChannelName, ChannelResult } from '../../src-shared/contract'
import { callChannel } from './callChannel'
import { channelKey } from './channelKey'

export type ChannelQuery<T> = {
  /** loading: nothing to show yet; ready: `data` is the answer; error: the last read failed (`data` may be older). */
  status: 'loading' | 'ready' | 'error'
  data: T | undefined
  error: unknown
  /** Reading again while `data` is shown. */
  refreshing: boolean
  /** `data` is the answer for the previous arguments (keepPrevious); the new one is on its way. */
  previous: boolean
  /** Reads again now (the Retry button). */
  retry: () => void
}

export interface ChannelOptions {
  /** Keep showing the answer for the previous arguments until the new one is in (paging, changing a period). */
  keepPrevious?: boolean
  /**
   * An answer read this recently (ms) is shown without being asked for again as the screen opens: one read
   * ahead of the screen (shell/useReadAhead.ts). main's data.changed still has it read again at once.
   */
  freshForMs?: number
}

export function useChannel<C extends ChannelName>(
  channel: C,
  args: ChannelArgs<C> | null,
  options: ChannelOptions = {},
): ChannelQuery<ChannelResult<C>> {
  const query = useQuery({
    queryKey: channelKey(channel, args ?? undefined),
    queryFn: () => callChannel(channel, args ?? undefined),
    enabled: args !== null,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.freshForMs ?? 0,
  })
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  return {
    status: query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready',
    data: query.data,
    error: query.error,
    // Getters: TanStack Query renders a component again only for the fields it has read, so a screen that never
    // shows these is not rendered again (with all it holds) when its answer is asked for anew and comes back the
    // same: on each open of a subject, every such answer did that twice.
    get refreshing() {
      return query.isFetching && query.data !== undefined
    },
    get previous() {
      return query.isPlaceholderData
    },
    retry,
  }
}
