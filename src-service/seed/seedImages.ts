import { randomUUID } from 'node:crypto'
import type { Store } from '../db/store'
import { sides } from '../images/sides'
import { skinMetricsRun } from '../processing/applicableRuns'
import { resultRows } from '../processing/resultRows'
import type { AnalyzedImage } from '../processing/workerProtocol'
import type { ImageBytes } from '../storage/imageBytes'
import { formatTimestamp } from '../time'

export interface SeedDeps {
  store: Store
  imageBytes: ImageBytes
  /** See ServiceOptions.demoCacheDir. */
  cacheDir?: string
  /** Counted here: the work seeding could not take from the cache. */
  figures?: SeedFigures
}

/** What seeding had to make since the service started: a warm cache and seeded data leave both at 0. */
export interface SeedFigures {
  /** Demo visit photos generated (not read from the cache). */
  photosMade: number
  /** Photos run through the analysis (not read from the cache). */
  analyses: number
}

export interface SeedVisit {
  subjectId: string
  datasetId: string
  /** The batch's creation_time (capture time). */
  captureTime: Date
  jpeg: Buffer
  width: number
  height: number
  analyzed: AnalyzedImage
}

/** Stores a visit as an upload would end up: a batch, its front image (bytes first) and its results. */
export async function insertVisit(deps: SeedDeps, visit: SeedVisit): Promise<void> {
  const { store, imageBytes } = deps
  const batchId = randomUUID()
  const imageId = randomUUID()
  const captured = formatTimestamp(visit.captureTime)
  const undo = await imageBytes.stage(imageId, visit.jpeg)
  try {
    store.db.transaction(() => {
      store.batches.insert({ id: batchId, subject_id: visit.subjectId, creation_time: captured })
      const runsSeen = store.runs.lastSeq()
      const seq = store.images.insert(
        {
          id: imageId,
          batch_id: batchId,
          side_id: sides.front,
          light_id: 1,
          name: null,
          media_type: 'image/jpeg',
          width: visit.width,
          height: visit.height,
          byte_size: visit.jpeg.length,
          runs_seen: runsSeen,
          creation_time: captured,
        },
        imageBytes.inDatabase ? visit.jpeg : null,
      )
      store.images.finishAnalysis(imageId, JSON.stringify(visit.analyzed.analysis))
      const run = skinMetricsRun(store, visit.datasetId, runsSeen)
      if (!run) throw new Error('the demo history needs a Face Skin Metrics run')
      const image = { id: imageId, subject_id: visit.subjectId, capture_time: captured, seq }
      for (const row of resultRows(image, run, visit.analyzed.skin, visit.captureTime))
        store.results.insert(row)
    })()
  } catch (error) {
    await undo()
    throw error
  }
}

/** Runs jobs with at most `limit` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await job(items[next++] as T)
  })
  await Promise.all(lanes)
}
