import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppFailure } from '../appFailure'
import { MAX_LONG_SIDE, preparePhoto } from './preparePhoto'
import { pixelAt, rampPhoto } from '../../../tests/support/photos'

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
})
