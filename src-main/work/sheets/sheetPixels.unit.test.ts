/**
 * A pair's photos as the sheet shows them (libvips through sharp): the later photo, taken larger, elsewhere in
 * the frame and turned, is put back on the earlier one by the landmarks, so the two match pixel for pixel where
 * a pair shown as taken does not; both come out as JPEGs of one size with none of the phone's metadata.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { jpegMetadata, NO_METADATA, withPhoneMetadata } from '../../../tests/support/photos'
import { pairImages } from './sheetPixels'

const W = 800
const H = 600

/** Blobs of colour on a gradient: every part of the picture differs from its neighbours. */
async function picture(): Promise<Buffer> {
  const blobs = Array.from({ length: 30 }, (_, i) => {
    const x = (i * 137) % W
    const y = (i * 89) % H
    return `<circle cx="${x}" cy="${y}" r="${30 + (i % 5) * 8}" fill="hsl(${(i * 47) % 360},70%,50%)"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eee"/>
    <stop offset="1" stop-color="#335"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${blobs}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer()
}

const landmarks = {
  eyeLeft: { x: 350, y: 250 },
  eyeRight: { x: 450, y: 250 },
  nose: { x: 400, y: 310 },
  mouth: { x: 400, y: 370 },
}
const shotOf = (
  width: number,
  height: number,
  move: (p: { x: number; y: number }) => { x: number; y: number },
): FaceShot => ({
  width,
  height,
  eyeLeft: move(landmarks.eyeLeft),
  eyeRight: move(landmarks.eyeRight),
  nose: move(landmarks.nose),
  mouth: move(landmarks.mouth),
  yaw: 0,
  roll: 0,
  pitch: 0,
  luma: 120,
  redBlue: 1.2,
})

/** The mean difference of two same-sized JPEGs, per channel, over their middle half (away from the fill). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((j) => sharp(j).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  )
  const { width, height } = x!.info
  let sum = 0
  let n = 0
  for (let j = Math.floor(height / 4); j < (3 * height) / 4; j++)
    for (let i = Math.floor(width / 4); i < (3 * width) / 4; i++)
      for (let c = 0; c < 3; c++) {
        const o = (j * width + i) * 3 + c
        sum += Math.abs(x!.data[o]! - y!.data[o]!)
        n++
      }
  return sum / n
}

describe('a pair of photos on the sheet', () => {
  it('puts the later photo back on the earlier one by the landmarks: larger, moved and turned', async () => {
    const before = await picture()
    // taken 25 % closer, 60 px right and 40 px down: a larger photo
    const scaled = await sharp(before)
      .resize(W * 1.25, H * 1.25)
      .extend({ left: 60, top: 40, right: 0, bottom: 0, background: '#000' })
      .jpeg({ quality: 95 })
      .toBuffer()
    const scaledShot = shotOf(W * 1.25 + 60, H * 1.25 + 40, (p) => ({
      x: p.x * 1.25 + 60,
      y: p.y * 1.25 + 40,
    }))
    // turned 8° clockwise about its middle (sharp widens the canvas to hold it)
    const angle = (8 * Math.PI) / 180
    const turnedW = W * Math.cos(angle) + H * Math.sin(angle)
    const turnedH = W * Math.sin(angle) + H * Math.cos(angle)
    const turned = await sharp(before).rotate(8, { background: '#000' }).jpeg({ quality: 95 }).toBuffer()
    const meta = await sharp(turned).metadata()
    const turnedShot = shotOf(meta.width, meta.height, (p) => {
      const dx = p.x - W / 2
      const dy = p.y - H / 2
      return {
        x: Math.cos(angle) * dx - Math.sin(angle) * dy + turnedW / 2 + (meta.width - turnedW) / 2,
        y: Math.sin(angle) * dx + Math.cos(angle) * dy + turnedH / 2 + (meta.height - turnedH) / 2,
      }
    })
    const beforeShot = shotOf(W, H, (p) => p)

    for (const [after, afterShot] of [
      [scaled, scaledShot],
      [turned, turnedShot],
    ] as const) {
      const aligned = await pairImages({
        side: 'front',
        before: { bytes: before, shot: beforeShot },
        after: { bytes: after, shot: afterShot },
        region: null,
        heading: '',
        beforeCaption: '',
        afterCaption: '',
        note: '',
      })
      // the compare frame: 3:4, the earlier photo's full height
      expect([aligned.width, aligned.height]).toEqual([450, 600])
      const asTaken = await pairImages({
        side: 'front',
        before: { bytes: before, shot: null },
        after: { bytes: after, shot: null },
        region: null,
        heading: '',
        beforeCaption: '',
        afterCaption: '',
        note: '',
      })
      const alignedOff = await difference(aligned.before, aligned.after)
      const takenOff = await difference(asTaken.before, asTaken.after)
      expect(alignedOff).toBeLessThan(8)
      expect(takenOff).toBeGreaterThan(alignedOff * 3)
    }
  })

  it('cuts both photos to a region, and writes none of the phone’s metadata', async () => {
    const before = await withPhoneMetadata(await picture())
    expect(jpegMetadata(before)).toMatchObject({ exif: true, gps: true, xmp: true })
    const shot = shotOf(W, H, (p) => p)
    const images = await pairImages({
      side: 'front',
      before: { bytes: before, shot },
      after: { bytes: before, shot },
      region: { left: 0.4, top: 0.3, width: 0.2, height: 0.3 },
      heading: '',
      beforeCaption: '',
      afterCaption: '',
      note: '',
    })
    expect([images.width, images.height]).toEqual([160, 180])
    for (const jpeg of [images.before, images.after]) expect(jpegMetadata(jpeg)).toEqual(NO_METADATA)
    expect(await difference(images.before, images.after)).toBeLessThan(2)
  })
})
