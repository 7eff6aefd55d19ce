import { availableParallelism } from 'node:os'
import { skinMetricsApplication } from '../applications/catalog'
import { createAnalysisEngine, type AnalysisEngine } from '../processing/engine'
import { createAnalysisCache } from './analysisCache'
import { facePhoto, type FacePhoto } from './facePhotos'
import { changedPhoto, type PhotoChange } from './photoVariants'
import { inParallel, insertVisit, type SeedDeps, type SeedVisit } from './seedImages'

/** Bump when photos or their changes are generated differently (invalidates the photo cache). */
const generatorVersion = 'history-1'
export const historyMonths = 12

interface HistoryPlan {
  subject: string
  face: number
  /** Skin at month m (0 = a year ago, 11 = this month). */
  change(month: number): Omit<PhotoChange, 'seed'>
}

const t = (month: number) => month / (historyMonths - 1)

/** Four "Main clinic" patients with a year of monthly visits, each with its own trend. */
export const historyPlans: readonly HistoryPlan[] = [
  // rosacea improving under treatment: redness and a few papules fade
  {
    subject: 'Li Na Chen',
    face: 1,
    change: (m) => ({ redness: 0.2 * (1 - t(m)), blemishes: Math.round(6 * (1 - t(m))) }),
  },
  // redness slowly getting worse
  {
    subject: 'Chiara Rossi',
    face: 2,
    change: (m) => ({ redness: 0.2 * t(m), blemishes: Math.round(3 * t(m)) }),
  },
  // an acne flare mid-year that clears again
  {
    subject: 'Amelia Hartley',
    face: 3,
    change: (m) => ({ redness: 0.05, blemishes: Math.round(16 * Math.sin(Math.PI * t(m))) }),
  },
  // seasonal: redder in winter
  {
    subject: 'Yuki Tanaka',
    face: 4,
    change: (m) => ({
      redness: 0.09 + 0.07 * Math.cos((2 * Math.PI * m) / historyMonths),
      blemishes: 2 + (m % 3),
    }),
  },
]

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
 * Gives the history subjects a year of monthly visits (photos made from real faces with changing redness
 * and blemishes, analysed by the real analysis). Subjects that already have batches are left alone, so it is
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
  const faces = new Map<number, Promise<FacePhoto>>()
  const jobs = historyPlans.flatMap((plan, index) => {
    const subject = store.subjects.page(dataset.id, plan.subject, 1, 0)[0]
    if (!subject || store.batches.count(subject.id) > 0) return []
    return Array.from({ length: historyMonths }, (_, month) => ({
      plan,
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
      const { plan, index, month } = job
      if (!faces.has(plan.face)) faces.set(plan.face, facePhoto(plan.face))
      const face = await (faces.get(plan.face) as Promise<FacePhoto>)
      const change = { ...plan.change(month), seed: 1000 + index }
      const key = `${generatorVersion} ${plan.face} ${JSON.stringify(change)}`
      const jpeg = await cache.photo(key, () => changedPhoto(face, change))
      let analyzed = cache.get(jpeg)
      if (!analyzed) {
        engine ??= createAnalysisEngine({ size: 2, idleMs: 5_000 })
        analyzed = await engine.analyze(jpeg, skinMetricsApplication)
        cache.put(jpeg, analyzed)
      }
      visits[jobs.indexOf(job)] = {
        subjectId: job.subjectId,
        datasetId: dataset.id,
        captureTime: visitTime(month, index),
        jpeg,
        width: face.width,
        height: face.height,
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
