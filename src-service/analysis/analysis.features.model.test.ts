/**
 * Where the analysis found what it counted (the geometry of the Face Skin Analysis 3.0 masks), on real photos
 * with the real model: one feature per structure counted, on the face, in the photo's own pixels, and moving with
 * the face when the photo is padded.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeImageWithFeatures, loadModels, type FaceFeatures } from './index'
import { portrait } from '../../tests/support/photos'

beforeAll(async () => {
  await loadModels()
}, 60_000)

async function analysed(bytes: Buffer) {
  const { analysis, features } = await analyzeImageWithFeatures(bytes)
  if (!analysis.ok || !features) throw new Error('expected a face')
  return { analysis, features }
}

const centres = (f: FaceFeatures) => [
  ...f.spots.map(([x, y]) => [x, y] as const),
  ...f.pores.map(([x, y]) => [x, y] as const),
  ...f.lesions.map(([x, y]) => [x, y] as const),
  ...f.redness.map(([x, y, w, h]) => [x + w / 2, y + h / 2] as const),
]

describe('features of a face (3.0 masks)', () => {
  it('has one feature per structure the face counts, each inside the face', async () => {
    const { analysis, features } = await analysed(await portrait('darkHair'))
    const face = analysis.metrics.areas.face
    expect(features).toMatchObject({ width: analysis.width, height: analysis.height })
    expect(features.pores.length).toBe(face.poreCount)
    expect(features.spots.length).toBe(face.darkSpotCount)
    expect(features.lesions.length).toBe(face.redBlobCount)
    expect(features.pores.length).toBeGreaterThan(10)
    const { box } = analysis.face
    const margin = 0.15 * box.width
    for (const [x, y] of centres(features)) {
      expect(x).toBeGreaterThan(box.x - margin)
      expect(x).toBeLessThan(box.x + box.width + margin)
      expect(y).toBeGreaterThan(box.y - margin)
      expect(y).toBeLessThan(box.y + box.height + margin)
    }
  })

  it('moves with the face: padding the photo on the left shifts the features by the padding', async () => {
    const bytes = await portrait('darkHair')
    // the same pixels (PNG, lossless) with 256 px on the left: the long side stays, so the scale is the same
    const padded = await sharp(bytes).extend({ left: 256, background: '#808080' }).png().toBuffer()
    const a = await analysed(bytes)
    const b = await analysed(padded)
    expect(b.features.width).toBe(a.features.width + 256)
    // the landmarks move a little with the detector's input, so the crop is resampled a little differently:
    // most spots are found again, each at its place plus the padding
    const offsets: number[][] = []
    for (const [x, y] of a.features.spots) {
      const near = b.features.spots.find(([bx, by]) => Math.hypot(bx - x - 256, by - y) < 3)
      if (near) offsets.push([near[0] - x, near[1] - y])
    }
    expect(offsets.length).toBeGreaterThan(0.6 * a.features.spots.length)
    const median = (v: number[]) => [...v].sort((p, q) => p - q)[Math.floor(v.length / 2)] ?? NaN
    expect(median(offsets.map(([dx = 0]) => dx))).toBeCloseTo(256, 0)
    expect(Math.abs(median(offsets.map(([, dy = 0]) => dy)))).toBeLessThan(1)
  })
})
