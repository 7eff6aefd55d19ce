/** `offline.keep` and `offline.status`: one keep per subject at a time (a second call joins the first). */
import { type KeptSubject } from '../../../src-shared/contract'
import { isValidReportLocale } from '../../../src-shared/domain/reportLocale'
import { createKeptSubjectsStore } from '../../store/cache/keptSubjects'
import { AppFailure, toAppError } from '../appFailure'
import { keepSubject } from './keepSubject'
import type { OfflineDeps } from './offlineDeps'

export interface KeepRequest {
  datasetId: string
  subjectId: string
  /** Null: the user's preferred report locale. */
  locale: string | null
}

export function createOfflineKeeper(deps: OfflineDeps) {
  const kept = createKeptSubjectsStore(deps.db)
  const running = new Map<string, Promise<KeptSubject>>()

  async function run({ datasetId, subjectId, locale }: KeepRequest): Promise<KeptSubject> {
    try {
      const chosen = locale ?? (await deps.preferredLocale())
      if (!isValidReportLocale(chosen)) throw new AppFailure('invalid_locale', {}, 'locale')
      return await keepSubject(deps, kept, { datasetId, subjectId, locale: chosen })
    } catch (e) {
      deps.emit({ subjectId, stage: 'failed', done: 0, total: 0, error: toAppError(e) })
      throw e
    }
  }

  return {
    keep(request: KeepRequest): Promise<KeptSubject> {
      const under = running.get(request.subjectId)
      if (under) return under
      const started = run(request).finally(() => running.delete(request.subjectId))
      running.set(request.subjectId, started)
      return started
    },

    /** The kept row; its report is named only while that report is still kept (the user may remove it). */
    async status({ subjectId }: { subjectId: string }): Promise<KeptSubject | null> {
      const row = kept.get(subjectId)
      if (row?.reportId && !deps.reports.get(row.reportId)) return { ...row, reportId: null }
      return row
    },
  }
}
export type OfflineKeeper = ReturnType<typeof createOfflineKeeper>
