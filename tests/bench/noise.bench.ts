/**
 * The noise floor of each skin metric (issue 28): how much a score moves between two photos of the same skin
 * taken with the demo's capture variation alone (src-service/seed/historyPlans.ts: tilt ±4°, zoom ±5 %, the face
 * ±4 % / ±3 % off centre, exposure ±7 %, white balance ±2 %), through the local service's own analysis. For each
 * demo face, CAPTURES photos of one unchanged skin are drawn (src-service/seed/visitPhoto.ts) and analysed; the
 * floor of a metric is the 95th percentile of |score(a) − score(b)| over every pair of the same face. Printed per
 * metric with the spread; the figures go into src-shared/domain/noiseFloors.ts by hand, with this bench named as
 * how they were measured.
 */
import { analyzeImage, loadModels, skinMetricsResults } from '../../src-service/analysis'
import { seededRandom } from '../../src-service/faultMode'
import { visitPhoto } from '../../src-service/seed/visitPhoto'

export const title = 'Noise floors: score changes from capture variation alone, per metric'

const FACES = [1, 2, 3, 4]
const CAPTURES = 10
const SKIN = { redness: 0.12, blemishes: 6 }

const between = (random: () => number, low: number, high: number) => low + (high - low) * random()

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)
}

export async function run(): Promise<void> {
  await loadModels()
  /** metric tech name → per face, the scores of its captures */
  const scores = new Map<string, number[][]>()
  let analysed = 0
  let refused = 0
  for (const [f, face] of FACES.entries()) {
    const random = seededRandom(9_001 + face)
    for (let i = 0; i < CAPTURES; i++) {
      const capture = {
        rotateDegrees: between(random, -4, 4),
        zoom: between(random, 0.95, 1.05),
        shiftX: between(random, -0.04, 0.04),
        shiftY: between(random, -0.03, 0.03),
        brightness: between(random, 0.93, 1.07),
        warmth: between(random, -0.02, 0.02),
      }
      const photo = await visitPhoto(face, { ...SKIN, seed: 1000 + face }, capture)
      const analysis = await analyzeImage(photo.bytes)
      if (!analysis.ok) {
        refused++
        continue
      }
      analysed++
      for (const { result } of skinMetricsResults(analysis)) {
        const main = result.area_results.find((a) => a.area_name === 'face')?.main_metric
        if (!main || typeof main.value !== 'number') continue
        const perFace = scores.get(main.tech_name) ?? FACES.map(() => [])
        perFace[f]!.push(main.value)
        scores.set(main.tech_name, perFace)
      }
    }
  }
  console.log(
    `photos analysed: ${analysed} (${FACES.length} faces × ${CAPTURES} captures; refused ${refused})`,
  )
  for (const [metric, perFace] of scores) {
    const differences: number[] = []
    const spreads: number[] = []
    for (const values of perFace) {
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++) differences.push(Math.abs(values[i]! - values[j]!))
      if (values.length > 1) {
        const mean = values.reduce((a, b) => a + b, 0) / values.length
        spreads.push(Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1)))
      }
    }
    differences.sort((a, b) => a - b)
    const sd = spreads.reduce((a, b) => a + b, 0) / (spreads.length || 1)
    console.log(
      `${metric}: noise floor (p95 |Δ| between two captures) ${quantile(differences, 0.95).toFixed(1)} points; ` +
        `median |Δ| ${quantile(differences, 0.5).toFixed(1)}; mean SD per face ${sd.toFixed(2)} (pairs ${differences.length})`,
    )
  }
}
