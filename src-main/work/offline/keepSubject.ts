/**
 * One "keep available offline" run: the subject's whole history, every visit's photo, and a report of the
 * newest visit, each stage announced through `offline.progress`; then the kept row.
 */
import { AppFailure } from '../appFailure'
import type { KeptSubject, OfflineProgress, Visit } from '../../../src-shared/contract'
import type { KeptSubjectsStore } from '../../store/cache/keptSubjects'
import { eachWithLimit } from './eachWithLimit'
import type { OfflineDeps } from './offlineDeps'

const DEFAULT_PHOTO_CONCURRENCY = 4

export interface KeepArgs {
  datasetId: string
  subjectId: string
  /** Already checked against the spec's pattern. */
  locale: string
}

function newest(visits: readonly Visit[]): Visit | null {
  let best: Visit | null = null
  for (const visit of visits) {
    if (best === null || Date.parse(visit.capturedAt) > Date.parse(best.capturedAt)) best = visit
  }
  return best
}

async function nameOf(deps: OfflineDeps, args: KeepArgs): Promise<string | null> {
  try {
    return (await deps.subjectName?.(args)) ?? null
  } catch {
    // Only the report's file name needs it, and that has a fallback.
    return null
  }
}

export async function keepSubject(
  deps: OfflineDeps,
  kept: KeptSubjectsStore,
  args: KeepArgs,
): Promise<KeptSubject> {
  const { datasetId, subjectId, locale } = args
  const progress = (stage: OfflineProgress['stage'], done: number, total: number) =>
    deps.emit({ subjectId, stage, done, total, error: null })

  progress('history', 0, 1)
  const history = await deps.history({ datasetId, subjectId, since: null })
  progress('history', 1, 1)

  const imageIds = [...new Set(history.visits.map((visit) => visit.imageId))]
  progress('photos', 0, imageIds.length)
  // A photo the service no longer has (a dataset that deletes originals) is not kept, and not a failure of the rest.
  let gone = 0
  await eachWithLimit(
    imageIds,
    deps.photoConcurrency ?? DEFAULT_PHOTO_CONCURRENCY,
    (imageId) =>
      deps.original(imageId, { datasetId, subjectId }).catch((e: unknown) => {
        if (!(e instanceof AppFailure && e.code === 'photo_not_available')) throw e
        gone += 1
      }),
    (done) => progress('photos', done, imageIds.length),
  )

  const latest = newest(history.visits)
  let reportId: string | null = null
  if (latest) {
    progress('report', 0, 1)
    const existing = await deps.reports.find(latest.imageId, locale)
    const report =
      existing ??
      (await deps.reports
        .generate({
          datasetId,
          subjectId,
          subjectName: await nameOf(deps, args),
          imageId: latest.imageId,
          visitAt: latest.capturedAt,
          locale,
        })
        .catch((e: unknown) => {
          // a visit the service makes no report of (Face Skin Analysis 3.0), or a patient whose consent does not
          // cover reports: kept without one, not a failure
          if (
            e instanceof AppFailure &&
            (e.code === 'report_unavailable' || e.code === 'consent_reports_required')
          )
            return null
          throw e
        }))
    reportId = report?.id ?? null
    progress('report', 1, 1)
  }

  const row: KeptSubject = {
    datasetId,
    subjectId,
    keptAt: (deps.now?.() ?? new Date()).toISOString(),
    locale,
    visits: history.visits.length,
    photos: imageIds.length - gone,
    reportId,
  }
  kept.put(row)
  progress('done', 1, 1)
  return row
}
