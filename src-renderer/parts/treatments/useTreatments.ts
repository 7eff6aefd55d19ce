/**
 * A subject's treatments (main's answer: the service's `meta.treatments` with what the outbox still holds),
 * newest first; the way to read them again after a change here (main's data.changed does it for changes made
 * elsewhere); and the way to start reading them before the screen that shows them is loaded.
 */
import { useCallback } from 'react'
import type { Treatment } from '../../../src-shared/contract'
import { callChannel } from '../../data/callChannel'
import { channelKey } from '../../data/channelKey'
import { queryClient } from '../../data/queryClient'
import { useChannel, type ChannelQuery } from '../../data/useChannel'

const none: Treatment[] = []

/**
 * A list read this recently is not read again as the screen opens: the read started as navigation opened it
 * (readTreatmentsAhead) is the screen's read, not a second service round trip in main beside the history's.
 */
const READ_AHEAD_FRESH_MS = 5_000

export function useTreatments(
  datasetId: string,
  subjectId: string,
): ChannelQuery<Treatment[]> & {
  list: Treatment[]
  reread: () => void
} {
  const loaded = useChannel('treatments.list', { datasetId, subjectId }, { freshForMs: READ_AHEAD_FRESH_MS })
  const reread = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: channelKey('treatments.list', { datasetId, subjectId }),
      }),
    [datasetId, subjectId],
  )
  return Object.assign(loaded, { list: loaded.data ?? none, reread })
}

/**
 * Starts reading a subject's treatments now, into the cache `useTreatments` reads (nothing when an answer is on its
 * way already, or was read within READ_AHEAD_FRESH_MS). Main asks the service for them each time, while the history comes from its cache: read when the
 * history is, they came after it, and every chart was drawn again for its marks (the history-render bench).
 */
export function readTreatmentsAhead(datasetId: string, subjectId: string): void {
  const args = { datasetId, subjectId }
  void queryClient.prefetchQuery({
    queryKey: channelKey('treatments.list', args),
    queryFn: () => callChannel('treatments.list', args),
    staleTime: READ_AHEAD_FRESH_MS,
  })
}
