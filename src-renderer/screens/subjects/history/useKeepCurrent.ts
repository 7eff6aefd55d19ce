/**
 * Keeps an open subject's history current (data/useKeepReading.ts, the rule in data/keepCurrent.ts): main reads it
 * from the service again (`refresh`), faster while photos are still being analysed.
 */
import type { ChannelArgs, SubjectHistory } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useKeepReading } from '../../../data/useKeepReading'

export function useKeepCurrent(args: ChannelArgs<'history.forSubject'>, history: SubjectHistory | undefined) {
  const { datasetId, subjectId, since } = args
  const key = { datasetId, subjectId, since }
  useKeepReading({
    loaded: history !== undefined,
    pending: (history?.pending ?? 0) > 0,
    fetchedAt: history?.fetchedAt ?? null,
    key: JSON.stringify(key),
    read: async () =>
      putAnswer('history.forSubject', key, await skin.history.forSubject({ ...key, refresh: true })),
  })
}
