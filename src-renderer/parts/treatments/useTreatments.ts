/**
 * A subject's treatments (main's answer: the service's `meta.treatments` with what the outbox still holds),
 * newest first; and the way to read them again after a change here (main's data.changed does it for changes
 * made elsewhere).
 */
import { useCallback } from 'react'
import type { Treatment } from '../../../src-shared/contract'
import { channelKey } from '../../data/channelKey'
import { queryClient } from '../../data/queryClient'
import { useChannel, type ChannelQuery } from '../../data/useChannel'

const none: Treatment[] = []

export function useTreatments(
  datasetId: string,
  subjectId: string,
): ChannelQuery<Treatment[]> & {
  list: Treatment[]
  reread: () => void
} {
  const loaded = useChannel('treatments.list', { datasetId, subjectId })
  const reread = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: channelKey('treatments.list', { datasetId, subjectId }),
      }),
    [datasetId, subjectId],
  )
  return Object.assign(loaded, { list: loaded.data ?? none, reread })
}
