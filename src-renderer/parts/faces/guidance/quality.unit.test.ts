/**
 * Sharpness and exposure on real face photos (crops of face-api's demo photos at their own resolution, decoded
 * with sharp into raw RGBA at the analysis size, measured on the face the model finds): the photo passes, a blurred copy fails sharpness, a
 * darkened copy fails exposure, a blown-out copy fails on clipped highlights.
 */
import sharp, { type Sharp } from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Box } from './frame'
import { largestFace } from './faceLayout'
import { isSharp, judgeExposure, measureQuality } from './quality'
import { MAX_CLIPPED_SHARE } from './thresholds'
import { nativeFaces } from '../../../../tests/support/photos'
import { analysisFrame, findFaces } from '../../../../tests/support/faceModel'

type Photo = { name: string; bytes: Buffer; face: Box }
const photos: Photo[] = []

beforeAll(async () => {
  for (const [name, bytes] of await nativeFaces()) {
    const face = largestFace(await findFaces(await analysisFrame(bytes)))
    if (!face) throw new Error(`No face in ${name}`)
    photos.push({ name, bytes, face: face.box })
  }
}, 60_000)

async function qualityOf(photo: Photo, edit: (image: Sharp) => Sharp = (image) => image) {
  return measureQuality(await analysisFrame(await edit(sharp(photo.bytes)).toBuffer()), photo.face)
}

describe('quality of real face photos', () => {
  it('passes sharpness and exposure as taken', async () => {
    for (const photo of photos) {
      const quality = await qualityOf(photo)
      expect(isSharp(quality), photo.name).toBe(true)
      expect(judgeExposure(quality), photo.name).toBe('ok')
    }
  })

  it('fails sharpness when blurred', async () => {
    for (const photo of photos) {
      const quality = await qualityOf(photo, (image) => image.blur(8))
      expect(isSharp(quality), photo.name).toBe(false)
    }
  })

  it('fails exposure (too dark) when darkened, but still reads as sharp', async () => {
    for (const photo of photos) {
      const quality = await qualityOf(photo, (image) => image.linear(0.25, 0))
      expect(judgeExposure(quality), photo.name).toBe('dark')
      expect(isSharp(quality), photo.name).toBe(true)
    }
  })

  it('fails on clipped highlights when blown out', async () => {
    for (const photo of photos) {
      const quality = await qualityOf(photo, (image) => image.linear(2.6, 40))
      expect(quality.clippedShare, photo.name).toBeGreaterThan(MAX_CLIPPED_SHARE)
      expect(judgeExposure(quality), photo.name).not.toBe('ok')
    }
    // Blown out but not brighter overall than the limit: the verdict is the glare itself.
    const middle = photos.find((photo) => photo.name === 'middle')
    if (!middle) throw new Error('missing photo')
    expect(judgeExposure(await qualityOf(middle, (image) => image.linear(1.7, 20)))).toBe('clipped')
  })

  it('measures the middle of the frame when there is no face', () => {
    const data = new Uint8ClampedArray(100 * 50 * 4).fill(255)
    const quality = measureQuality({ width: 100, height: 50, data }, null)
    expect(quality.meanLuma).toBeCloseTo(255, 5)
    expect(quality.clippedShare).toBe(1)
    expect(quality.sharpness).toBe(0)
  })
})
