import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeImage, loadModels, skinMetricsResults, type FaceAnalysis, type ImageAnalysis } from './index'
import { brighter, portrait, redder, scaledPortrait, withBlotches } from '../../tests/support/photos'

beforeAll(async () => {
  await loadModels()
}, 60_000)

function face(a: ImageAnalysis): FaceAnalysis {
  if (!a.ok) throw new Error(`expected a face, got ${a.error}`)
  return a
}

/** The value of metric `techName` of algorithm `selfie_v2.<algorithm>` in area `area` (default face). */
function metric(a: FaceAnalysis, algorithm: string, techName: string, area = 'face'): number | string {
  const found = skinMetricsResults(a).find((r) => r.algorithm_family_tech_name === `selfie_v2.${algorithm}`)
  const areaResult = found?.result.area_results.find((r) => r.area_name === area)
  const m = [areaResult?.main_metric, ...(areaResult?.sub_metrics ?? [])].find(
    (x) => x?.tech_name === techName,
  )
  if (!m) throw new Error(`no ${algorithm}/${techName} in ${area}`)
  return m.value
}

describe('measures follow the pixels', () => {
  it('a redder face: mean a* rises and redness_score falls (higher score = less red)', async () => {
    const base = await portrait('darkHair')
    const plain = face(await analyzeImage(base))
    const red = face(await analyzeImage(await redder(base)))
    const redder2 = face(await analyzeImage(await redder(base, 2)))
    expect(red.metrics.areas.face.meanA).toBeGreaterThan(plain.metrics.areas.face.meanA + 4)
    expect(redder2.metrics.areas.face.meanA).toBeGreaterThan(red.metrics.areas.face.meanA + 4)
    const scores = [plain, red, redder2].map((a) => metric(a, 'redness', 'redness_score'))
    expect(scores[1]).toBeLessThan(Number(scores[0]))
    expect(scores[2]).toBeLessThan(Number(scores[1]))
    for (const a of [plain, red, redder2]) {
      expect(metric(a, 'redness', 'redness_global_score')).toBeTypeOf('number')
    }
    expect(metric(redder2, 'redness', 'redness_global_score')).toBeLessThan(
      Number(metric(plain, 'redness', 'redness_global_score')),
    )
    // every named region is redder too
    for (const area of ['forehead', 'nose', 'left_cheek', 'right_cheek', 'chin'] as const) {
      expect(red.metrics.areas[area].meanA).toBeGreaterThan(plain.metrics.areas[area].meanA)
    }
  })

  it('blotches on the face: blotchiness rises and uniformness_score falls', async () => {
    for (const name of ['darkHair', 'smiling', 'brunette'] as const) {
      const base = await portrait(name)
      const plain = face(await analyzeImage(base))
      const blotched = face(await analyzeImage(await withBlotches(base, plain.face.box)))
      expect(blotched.metrics.areas.face.blotchiness).toBeGreaterThan(plain.metrics.areas.face.blotchiness)
      expect(metric(blotched, 'uniformness', 'uniformness_score')).toBeLessThan(
        Number(metric(plain, 'uniformness', 'uniformness_score')),
      )
    }
  })

  it('skin tone follows ITA°: a brighter photo of the same face gets a larger angle and no darker class', async () => {
    const tones = ['Very light', 'Light', 'Intermediate', 'Tan', 'Brown', 'Dark']
    const base = await portrait('darkHair')
    const plain = face(await analyzeImage(base))
    const bright = face(await analyzeImage(await brighter(base)))
    const f = plain.metrics.areas.face
    expect(f.itaDegrees).toBeCloseTo((Math.atan2(f.medianL - 50, f.medianB) * 180) / Math.PI, 2)
    expect(bright.metrics.areas.face.itaDegrees).toBeGreaterThan(f.itaDegrees + 5)
    const plainTone = String(metric(plain, 'skin_tone', 'skintone_class'))
    const brightTone = String(metric(bright, 'skin_tone', 'skintone_class'))
    expect(tones).toContain(plainTone)
    expect(tones.indexOf(brightTone)).toBeLessThanOrEqual(tones.indexOf(plainTone))
  })

  it('the same face at 12 MP and at 1 MP gives close measures (the crop is normalised)', async () => {
    const big = face(await analyzeImage(await scaledPortrait('smiling', 3000, 4000)))
    const small = face(await analyzeImage(await scaledPortrait('smiling', 864, 1152)))
    expect(big.width * big.height).toBe(12_000_000)
    const b = big.metrics.areas.face
    const s = small.metrics.areas.face
    expect(Math.abs(b.meanA - s.meanA)).toBeLessThan(1)
    expect(Math.abs(b.medianL - s.medianL)).toBeLessThan(2)
    expect(Math.abs(b.skinPixels - s.skinPixels) / s.skinPixels).toBeLessThan(0.1)
  })
})

describe('determinism', () => {
  it('the same bytes give identical analyses, also interleaved with other images', async () => {
    const bytes = await portrait('blonde')
    const first = await analyzeImage(bytes)
    const [second, , third] = await Promise.all([
      analyzeImage(bytes),
      analyzeImage(await portrait('fair')),
      analyzeImage(Buffer.from(bytes)),
    ])
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect(JSON.stringify(skinMetricsResults(face(second)))).toBe(
      JSON.stringify(skinMetricsResults(face(first))),
    )
  })
})
