import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppFailure } from '../appFailure'
import { MAX_LONG_SIDE, preparePhoto } from './preparePhoto'
import { facePhoto, pixelAt, rampPhoto } from '../../../tests/support/photos'

/** The Huffman tables a JPEG's DHT segments define, by class (0 DC, 1 AC) and id: `class/id` → the 16 code counts. */
function huffmanTables(jpeg: Buffer): Map<string, number[]> {
  const tables = new Map<string, number[]>()
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff;) {
    const marker = jpeg[at + 1]
    const length = jpeg.readUInt16BE(at + 2)
    if (marker === 0xda) break // the scan: no table after it in a baseline JPEG
    for (let t = at + 4; marker === 0xc4 && t < at + 2 + length;) {
      const counts = [...jpeg.subarray(t + 1, t + 17)]
      tables.set(`${(jpeg[t] ?? 0) >> 4}/${(jpeg[t] ?? 0) & 15}`, counts)
      t += 17 + counts.reduce((sum, count) => sum + count, 0)
    }
    at += 2 + length
  }
  return tables
}

/** The luminance DC table of the JPEG standard (ITU T.81, Annex K.3): what an encoder writes in one pass. */
const STANDARD_LUMA_DC = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]

describe('preparing a photo', () => {
  it('applies the EXIF orientation: a 1600×1200 photo tagged "rotate 90°" comes out 1200×1600', async () => {
    const landscape = await rampPhoto(1600, 1200)
    const tagged = await sharp(landscape).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    expect((await sharp(tagged).metadata()).orientation).toBe(6)

    const out = await preparePhoto(tagged, 'front')
    const meta = await sharp(out.bytes).metadata()
    expect([out.width, out.height]).toEqual([1200, 1600])
    expect([meta.width, meta.height]).toEqual([1200, 1600])
    expect(meta.orientation).toBeUndefined()
    // Turned clockwise: the source's top-left corner (dark red, blue 128) is now at the top-right.
    const [red, green] = await pixelAt(out.bytes, 1199, 0)
    expect(red).toBeLessThan(40)
    expect(green).toBeLessThan(40)
  })

  it('strips every metadata block: EXIF (with GPS), XMP and ICC', async () => {
    const photo = await rampPhoto(1200, 1100)
    const tagged = await sharp(photo)
      .withExif({
        IFD0: { Make: 'ClinicCam', Copyright: 'Patient 4711' },
        IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .jpeg()
      .toBuffer()
    const before = await sharp(tagged).metadata()
    expect(before.exif?.toString('latin1')).toContain('WGS-84')
    expect(before.exif?.toString('latin1')).toContain('ClinicCam')
    expect(before.xmp).toBeDefined()
    expect(before.icc).toBeDefined()

    const out = await preparePhoto(tagged, 'front')
    const after = await sharp(out.bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect(out.bytes.toString('latin1')).not.toContain('WGS-84')
    expect(out.bytes.toString('latin1')).not.toContain('ClinicCam')
    expect(out.bytes.toString('latin1')).not.toContain('Exif\0')
  })

  it("refuses a photo under the service's 256 px with its size and the minimum, and takes a 640 px one", async () => {
    const error: unknown = await preparePhoto(await rampPhoto(320, 240), 'left').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect(error).toMatchObject({
      code: 'image_too_small',
      field: 'shots.left',
      params: { side: 'left', width: '320', height: '240', min: '256' },
    })
    expect(await preparePhoto(await rampPhoto(640, 640), 'front')).toMatchObject({ width: 640, height: 640 })
  })

  it('caps a 6000×4000 photo at 4096 px on its long side', async () => {
    const out = await preparePhoto(await rampPhoto(6000, 4000), 'front')
    expect(out.width).toBe(MAX_LONG_SIDE)
    expect(out.height).toBe(Math.round((4000 * MAX_LONG_SIDE) / 6000))
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg')
  })

  it('re-encodes PNG and WebP as JPEG and keeps a photo within limits at its size', async () => {
    for (const format of ['png', 'webp'] as const) {
      const out = await preparePhoto(await rampPhoto(1280, 1024, format), 'right')
      const meta = await sharp(out.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 1024])
    }
  })

  it('encodes in one pass (standard Huffman tables), to the pixels of an optimised encode (issue 46)', async () => {
    const photo = await facePhoto(1600, 1200)
    const out = await preparePhoto(photo, 'front')
    // the cost: libjpeg's optimised tables take a second pass over the whole photo (more than half the preparation)
    expect(huffmanTables(out.bytes).get('0/0')).toEqual(STANDARD_LUMA_DC)
    // the quality: Huffman coding is lossless, so the pixels are those of the optimised encoding, bit for bit
    const optimised = await sharp(photo)
      .rotate()
      .jpeg({ quality: 92, mozjpeg: false, optimiseCoding: true })
      .toBuffer()
    expect(huffmanTables(optimised).get('0/0')).not.toEqual(STANDARD_LUMA_DC)
    const [mine, theirs] = await Promise.all([out.bytes, optimised].map((b) => sharp(b).raw().toBuffer()))
    expect(mine?.equals(theirs ?? Buffer.alloc(0))).toBe(true)
    // and the file a few per cent larger at most
    expect(out.bytes.length).toBeLessThan(optimised.length * 1.05)
  })
})
