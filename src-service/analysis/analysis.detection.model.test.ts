import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeImage, ImageDecodeError, loadModels, type ImageAnalysis } from './index'
import { landscapeGradient, portrait, sidewaysWithExif, staircasePhoto } from '../../tests/support/photos'

beforeAll(async () => {
  await loadModels()
}, 60_000)

function expectFace(a: ImageAnalysis): Extract<ImageAnalysis, { ok: true }> {
  if (!a.ok) throw new Error(`expected a face, got ${a.error}`)
  return a
}

describe('face detection on real photos', () => {
  it('finds the face of a portrait, with its box inside the image', async () => {
    const a = expectFace(await analyzeImage(await portrait('darkHair')))
    expect(a.width).toBe(768)
    expect(a.height).toBe(1024)
    const { box, score } = a.face
    expect(score).toBeGreaterThan(0.9)
    expect(box.x).toBeGreaterThan(0)
    expect(box.y).toBeGreaterThan(0)
    expect(box.x + box.width).toBeLessThan(768)
    expect(box.y + box.height).toBeLessThan(1024)
    // the portrait was cut with the face across the middle ~45 % of its width
    expect(box.width).toBeGreaterThan(768 * 0.3)
    expect(box.width).toBeLessThan(768 * 0.75)
  })

  it('decodes PNG and WebP as well as JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      expectFace(await analyzeImage(await portrait('smiling', { format })))
    }
  })

  it('estimates yaw: near 0 for a frontal face, signed for turned heads', async () => {
    const frontal = expectFace(await analyzeImage(await portrait('smiling')))
    expect(Math.abs(frontal.face.yawDegrees)).toBeLessThan(15)
    const leftCheek = expectFace(await analyzeImage(await portrait('showsLeftCheek')))
    expect(leftCheek.face.yawDegrees).toBeLessThan(-20)
    const rightCheek = expectFace(await analyzeImage(await portrait('showsRightCheek')))
    expect(rightCheek.face.yawDegrees).toBeGreaterThan(20)
  })

  it('applies the EXIF orientation before detecting', async () => {
    const sideways = await sidewaysWithExif(await portrait('darkHair'))
    const stored = await sharp(sideways).metadata()
    expect([stored.width, stored.height, stored.orientation]).toEqual([1024, 768, 6])
    const a = expectFace(await analyzeImage(sideways))
    expect([a.width, a.height]).toEqual([768, 1024])
  })
})

describe('images that cannot be analysed', () => {
  it('a synthetic landscape → No face detected', async () => {
    const a = await analyzeImage(await landscapeGradient())
    expect(a).toEqual({ ok: false, width: 1200, height: 800, error: 'No face detected' })
  })

  it('a real photo without a face → No face detected', async () => {
    const a = await analyzeImage(await staircasePhoto())
    expect(a).toEqual({ ok: false, width: 600, height: 450, error: 'No face detected' })
  })

  it('a face cut by the image border → Not full face', async () => {
    // the crop window moves right by 30 % of its width: about a third of the face falls off the left edge
    const a = await analyzeImage(await portrait('darkHair', { shiftX: 0.3 }))
    expect(a).toEqual({ ok: false, width: 768, height: 1024, error: 'Not full face' })
  })

  it('undecodable bytes → ImageDecodeError', async () => {
    const jpeg = await portrait('darkHair')
    const garbage = [
      Buffer.alloc(0),
      Buffer.from('not an image at all'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]),
      jpeg.subarray(0, 600),
    ]
    for (const bytes of garbage) {
      await expect(analyzeImage(bytes)).rejects.toBeInstanceOf(ImageDecodeError)
    }
  })

  it('a decodable format other than JPEG, PNG or WebP → ImageDecodeError', async () => {
    const gif = await sharp(await portrait('darkHair'))
      .gif()
      .toBuffer()
    await expect(analyzeImage(gif)).rejects.toThrow(/Unsupported image format: gif/)
  })
})
