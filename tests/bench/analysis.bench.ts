/** Analysis of one image (decode, detect, measure) at 12 MP and at 1 MP, after the models are loaded. */
import { analyzeImage, loadModels } from '../../src-service/analysis'
import { report, timeRuns } from './stats'
import { scaledPortrait } from '../support/photos'

export const title = 'Image analysis (analyzeImage) per image'

export async function run(): Promise<void> {
  const loadStart = performance.now()
  await loadModels()
  console.log(`model load: ${(performance.now() - loadStart).toFixed(0)} ms (once per thread)`)
  const cases = [
    { label: '12 MP JPEG (4000×3000)', bytes: await scaledPortrait('darkHair', 4000, 3000) },
    { label: '1 MP JPEG (1152×864)', bytes: await scaledPortrait('darkHair', 1152, 864) },
  ]
  for (const { label, bytes } of cases) {
    const first = await analyzeImage(bytes)
    if (!first.ok) throw new Error(`${label}: ${first.error}`)
    await analyzeImage(bytes)
    report(`${label}, ${(bytes.length / 1e6).toFixed(1)} MB`, await timeRuns(9, () => analyzeImage(bytes)))
  }
}
