import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { facePhoto } from '../../../tests/support/photos'
import { archivableJpeg } from './jpegFacts'

describe('a photo as the archive encapsulates it', () => {
  it("keeps a baseline JPEG's bytes as they are, with its size", async () => {
    const photo = await facePhoto(300, 400)
    const { jpeg, facts } = await archivableJpeg(photo)
    expect(jpeg.equals(photo)).toBe(true)
    expect(facts).toEqual({ width: 300, height: 400, chromaSubsampling: '4:2:0' })
  })

  it('re-encodes a progressive JPEG, a PNG and a greyscale JPEG to a baseline colour JPEG', async () => {
    const photo = await facePhoto(300, 400)
    const others = [
      await sharp(photo).jpeg({ progressive: true }).toBuffer(),
      await sharp(photo).png().toBuffer(),
      await sharp(photo).greyscale().jpeg().toBuffer(),
    ]
    for (const other of others) {
      const { jpeg, facts } = await archivableJpeg(other)
      const meta = await sharp(jpeg).metadata()
      expect([meta.format, meta.isProgressive, meta.channels]).toEqual(['jpeg', false, 3])
      expect([facts.width, facts.height]).toEqual([300, 400])
    }
  })
})
