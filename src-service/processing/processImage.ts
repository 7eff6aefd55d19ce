import { acneApplication, skinMetricsApplication } from '../applications/catalog'
import type { ResultRow } from '../db/repoResults'
import type { LocatedImage } from '../db/repoImages'
import type { Store } from '../db/store'
import { sides } from '../images/sides'
import type { ImageBytes } from '../storage/imageBytes'
import type { AlgorithmResult, ImageAnalysis, OkAnalysis } from './analysisTypes'
import { acneRun, skinMetricsRun } from './applicableRuns'
import type { AnalysisEngine } from './engine'
import { resultRows } from './resultRows'
import { internalError, undecodableError, type AnalyzedFeatures, type AnalyzedImage } from './workerProtocol'

/**
 * A v3 upload's image (Face Skin Analysis 3.0): its analysis and where it found what it counted are stored; its
 * results are read per batch (`v3/results.ts`), so it gets no v1 result records.
 */
async function processV3Image(deps: ProcessingDeps, image: LocatedImage): Promise<void> {
  const bytes = await deps.bytes.read(image.id)
  let analyzed: AnalyzedFeatures = { analysis: null, features: null }
  if (bytes) {
    try {
      analyzed = await deps.engine.analyzeWithFeatures(bytes)
    } catch {
      // the worker failed (not the image): stored as not analysable, like an undecodable image
    }
  }
  let erase = false
  deps.store.db.transaction(() => {
    const json = JSON.stringify(analyzed.analysis)
    if (!deps.store.images.finishAnalysis(image.id, json, JSON.stringify(analyzed.features))) return
    erase = deps.store.datasets.cleansImages(image.dataset_id)
    if (erase) deps.store.images.eraseOriginal(image.id)
  })()
  if (erase) await deps.bytes.erase([image.id])
}

export interface ProcessingDeps {
  store: Store
  bytes: ImageBytes
  engine: AnalysisEngine
  /** Face Skin Metrics analyses every dataset (spec dialect); else only datasets it was attached to. */
  analysesUnattached?: boolean
}

interface AcneOutcome {
  targetImageId: string
  runId: string
  records: AlgorithmResult[]
}

const errorOf = (analysis: ImageAnalysis | null) =>
  analysis ? (analysis.ok ? null : analysis.error) : undecodableError

async function analyzeStored(deps: ProcessingDeps, imageId: string): Promise<AnalyzedImage> {
  const bytes = await deps.bytes.read(imageId)
  if (bytes) {
    try {
      return await deps.engine.analyze(bytes, skinMetricsApplication)
    } catch {
      // the worker failed (not the image): the records say so, and a re-upload may be retried
    }
  }
  return { analysis: null, skin: await deps.engine.failed(skinMetricsApplication, internalError) }
}

async function acneRecords(
  deps: ProcessingDeps,
  mode: 'front' | 'triplet',
  analyses: { front: ImageAnalysis | null; left?: ImageAnalysis | null; right?: ImageAnalysis | null },
): Promise<AlgorithmResult[]> {
  const all = [analyses.front, ...(mode === 'triplet' ? [analyses.left ?? null, analyses.right ?? null] : [])]
  const error = all.map(errorOf).find((e) => e !== null)
  if (error) return deps.engine.failed(acneApplication, error)
  const ok = (a: ImageAnalysis | null | undefined): OkAnalysis | undefined => (a?.ok ? a : undefined)
  const front = ok(analyses.front)
  if (!front) return deps.engine.failed(acneApplication, internalError)
  return deps.engine.acne(mode, { front, left: ok(analyses.left), right: ok(analyses.right) })
}

/**
 * Acne results due now that `image` is analysed: `front` mode gives them to a frontal image at once;
 * `triplet` mode waits until the batch's front, left and right images are all analysed, then attaches
 * them to the front image (once).
 */
async function acneOutcome(
  deps: ProcessingDeps,
  image: LocatedImage,
  analysis: ImageAnalysis | null,
): Promise<AcneOutcome | null> {
  const { store } = deps
  const batch = store.images.listByBatch(image.batch_id)
  const bySide = new Map(batch.map((row) => [row.side_id, row]))
  const front = bySide.get(sides.front)
  if (!front || store.results.hasApplication(front.id, acneApplication.id)) return null
  const triplet = [front, bySide.get(sides.left), bySide.get(sides.right)]
  const runsSeen = Math.min(...triplet.map((row) => row?.runs_seen ?? image.runs_seen))
  const applicable = acneRun(store, image, runsSeen)
  if (!applicable) return null
  const analysisOf = (id: string): ImageAnalysis | null =>
    id === image.id ? analysis : (JSON.parse(store.images.analysisOf(id) ?? 'null') as ImageAnalysis | null)
  if (applicable.mode === 'front') {
    if (image.side_id !== sides.front) return null
    const records = await acneRecords(deps, 'front', { front: analysis })
    return { targetImageId: front.id, runId: applicable.run.id, records }
  }
  const [, left, right] = triplet
  if (!left || !right) return null
  if (triplet.some((row) => row && row.id !== image.id && row.analysis_state !== 'done')) return null
  const records = await acneRecords(deps, 'triplet', {
    front: analysisOf(front.id),
    left: analysisOf(left.id),
    right: analysisOf(right.id),
  })
  return { targetImageId: front.id, runId: applicable.run.id, records }
}

/**
 * Analyses one uploaded image and stores its records in one transaction (nothing if it was deleted meanwhile).
 * Where the dataset cleans images as soon as they are ready, the original is erased then (results stay).
 */
export async function processImage(deps: ProcessingDeps, imageId: string): Promise<void> {
  const { store } = deps
  const image = store.images.locate(imageId)
  if (!image || image.analysis_state !== 'pending') return
  if (image.api_version === 3) return processV3Image(deps, image)
  const analyzed = await analyzeStored(deps, imageId)
  const acne = await acneOutcome(deps, image, analyzed.analysis)
  let erase = false
  store.db.transaction(() => {
    if (!store.images.finishAnalysis(imageId, JSON.stringify(analyzed.analysis))) return
    erase = store.datasets.cleansImages(image.dataset_id)
    if (erase) store.images.eraseOriginal(imageId)
    const run = skinMetricsRun(store, image.dataset_id, image.runs_seen, deps.analysesUnattached ?? true)
    const rows: ResultRow[] = run ? resultRows(image, run, analyzed.skin) : []
    const target = acne && store.images.locate(acne.targetImageId)
    if (acne && target && !store.results.hasApplication(target.id, acneApplication.id)) {
      rows.push(...resultRows(target, { id: acne.runId, application_id: acneApplication.id }, acne.records))
    }
    for (const row of rows) store.results.insert(row)
  })()
  if (erase) await deps.bytes.erase([imageId])
}
