import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { skinMetricsApplication } from '../applications/catalog'
import { defaultImageTypeId } from '../imageTypes'
import type { AlgorithmResult } from '../processing/analysisTypes'
import { createAnalysisEngine } from '../processing/engine'
import type { AnalyzedImage } from '../processing/workerProtocol'
import { seededRandom } from '../faultMode'
import { formatTimestamp } from '../time'
import { createAnalysisCache } from './analysisCache'
import { facePhoto } from './facePhotos'
import { benchTreatments } from './benchTreatments'
import { insertVisit, type SeedDeps } from './seedImages'

export const benchDatasetName = 'Benchmark'
export const benchSubjectName = 'Benchmark Subject'
/** 167 images × 6 Face Skin Metrics records = 1,002 results. */
export const defaultBenchImages = 167

/** The analysis of one real portrait: the template every benchmark image's results are varied from. */
async function templateAnalysis(deps: SeedDeps, jpeg: Buffer): Promise<AnalyzedImage> {
  const cache = createAnalysisCache(deps.cacheDir)
  const cached = cache.get(jpeg)
  if (cached) return cached
  if (deps.figures) deps.figures.analyses += 1
  const engine = createAnalysisEngine()
  try {
    const analyzed = await engine.analyze(jpeg, skinMetricsApplication)
    cache.put(jpeg, analyzed)
    return analyzed
  } finally {
    await engine.close()
  }
}

/** The template's records with every numeric main metric moved by a random walk step. */
function varied(records: AlgorithmResult[], random: () => number, drift: number): AlgorithmResult[] {
  return records.map((record) => ({
    ...record,
    result: {
      ...record.result,
      area_results: record.result.area_results.map((area) => {
        const value = area.main_metric.value
        if (typeof value !== 'number') return area
        const moved = Math.round(Math.min(100, Math.max(0, value + drift + (random() - 0.5) * 10)))
        return { ...area, main_metric: { ...area.main_metric, value: moved } }
      }),
    },
  }))
}

/**
 * A "Benchmark" dataset with one subject and `images` daily visits (default 167: 1,002 results), inserted
 * straight through the store: one real analysis of a demo portrait, its values varied per visit; `treatments`
 * entries in its `meta.treatments` (issue 45: none unless asked). Idempotent.
 */
export async function seedBenchSubject(
  deps: SeedDeps,
  companyId: string,
  images = defaultBenchImages,
  treatments = 0,
): Promise<void> {
  const { store } = deps
  if (store.datasets.findByName(companyId, benchDatasetName)) return
  const portrait = await facePhoto(1)
  const template = await templateAnalysis(deps, portrait.bytes)
  const { data: jpeg, info } = await sharp(portrait.bytes)
    .resize({ width: 256 })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  const now = new Date()
  const datasetId = randomUUID()
  const subjectId = randomUUID()
  store.datasets.insert({
    id: datasetId,
    company_id: companyId,
    name: benchDatasetName,
    image_type_id: defaultImageTypeId,
    creation_time: formatTimestamp(now),
  })
  store.subjects.insert({
    id: subjectId,
    dataset_id: datasetId,
    name: benchSubjectName,
    birth_date: '1985-01-01',
    biological_sex: 'female',
    meta: treatments > 0 ? JSON.stringify({ treatments: benchTreatments(treatments, now, images) }) : null,
    author_id: null,
    creation_time: formatTimestamp(now),
  })
  const random = seededRandom(42)
  for (let i = 0; i < images; i++) {
    const drift = 8 * Math.sin(i / 20)
    await insertVisit(deps, {
      subjectId,
      datasetId,
      captureTime: new Date(now.getTime() - (images - i) * 86_400_000),
      jpeg,
      width: info.width,
      height: info.height,
      analyzed: { analysis: template.analysis, skin: varied(template.skin, random, drift) },
    })
  }
}
