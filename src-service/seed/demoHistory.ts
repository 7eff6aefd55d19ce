import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { skinMetricsApplication } from '../applications/catalog'
import { createAnalysisEngine, type AnalysisEngine } from '../processing/engine'
import { createAnalysisCache } from './analysisCache'
import { historyMonths, historyPlans, visitPlan } from './historyPlans'
import { inParallel, insertVisit, type SeedDeps, type SeedVisit } from './seedImages'
import { visitPhoto } from './visitPhoto'

/** Bump when photos or their changes are generated differently (invalidates the photo cache). */
const generatorVersion = 'history-2'

/**
 * Visit m of a subject: a month apart, on the same day of the month and at the same time of day (08:30 for the
 * first subject, 09:30 for the next…), the last one at the latest moment of that time of day not after `now`
 * (today, or yesterday early in the morning). The day is at most the 28th, so every month has it.
 */
export function visitTime(month: number, subjectIndex: number, now = new Date()): Date {
  const monthsAgo = historyMonths - 1 - month
  const hour = 8 + subjectIndex
  let anchor = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, 30)
  if (anchor > now.getTime()) anchor -= 24 * 60 * 60_000
  const last = new Date(anchor)
  const day = Math.min(last.getUTCDate(), 28)
  return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - monthsAgo, day, hour, 30))
}

/**
 * Gives the history subjects a year of monthly visits (historyPlans.ts: each subject's photos made from one
 * real face, with skin that changes and pose and light that vary; analysed by the real analysis). Subjects that already have batches are left alone, so it is
 * idempotent; analyses and photos are cached (see analysisCache.ts), so only the very first run analyses.
 */
export async function seedDemoHistory(
  deps: SeedDeps,
  companyId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { store } = deps
  const dataset = store.datasets.findByName(companyId, 'Main clinic')
  if (!dataset) return
  const cache = createAnalysisCache(deps.cacheDir)
  let engine: AnalysisEngine | null = null
  const jobs = historyPlans.flatMap((plan, index) => {
    const subject = store.subjects.page(dataset.id, plan.subject, 1, 0)[0]
    if (!subject || store.batches.count(subject.id) > 0) return []
    return Array.from({ length: historyMonths }, (_, month) => ({
      index,
      subjectId: subject.id,
      month,
    }))
  })
  const visits: (SeedVisit | undefined)[] = []
  const stop = () => void (engine as AnalysisEngine | null)?.close()
  signal?.addEventListener('abort', stop)
  try {
    await inParallel(jobs, Math.min(2, availableParallelism()), async (job) => {
      if (signal?.aborted) return
      const { index, month } = job
      const visit = visitPlan(index, month)
      const key = `${generatorVersion} ${JSON.stringify(visit)}`
      const skin = { ...visit.skin, seed: visit.spotSeed }
      const jpeg = await cache.photo(key, async () => {
        if (deps.figures) deps.figures.photosMade += 1
        return (await visitPhoto(visit.face, skin, visit.capture)).bytes
      })
      const { width, height } = await sharp(jpeg).metadata()
      let analyzed = cache.get(jpeg)
      // stopped while the photo was made: start no analysis (and no engine) after close()
      if (signal?.aborted) return
      if (!analyzed) {
        engine ??= createAnalysisEngine({ size: 2, idleMs: 5_000 })
        if (deps.figures) deps.figures.analyses += 1
        analyzed = await engine.analyze(jpeg, skinMetricsApplication)
        cache.put(jpeg, analyzed)
      }
      visits[jobs.indexOf(job)] = {
        subjectId: job.subjectId,
        datasetId: dataset.id,
        captureTime: visitTime(month, index),
        jpeg,
        width,
        height,
        analyzed,
      }
    })
  } finally {
    signal?.removeEventListener('abort', stop)
    await (engine as AnalysisEngine | null)?.close()
  }
  for (const visit of visits) {
    if (signal?.aborted) return
    if (visit) await insertVisit(deps, visit)
  }
}
