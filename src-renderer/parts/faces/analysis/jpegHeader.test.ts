import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readJpegHeader } from './jpegHeader'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#996655' } })

describe('a JPEG’s size and orientation from its header', () => {
  it('reads the size of a baseline and of a progressive JPEG, upright without Exif', async () => {
    const baseline = new Uint8Array(await jpeg(4000, 3000).jpeg().toBuffer())
    expect(readJpegHeader(baseline)).toEqual({ width: 4000, height: 3000, orientation: 1 })
    const progressive = new Uint8Array(await jpeg(300, 500).jpeg({ progressive: true }).toBuffer())
    expect(readJpegHeader(progressive)).toEqual({ width: 300, height: 500, orientation: 1 })
  })

  it('reads the Exif orientation, in either byte order sharp writes', async () => {
    for (const orientation of [3, 6, 8]) {
      const bytes = new Uint8Array(await jpeg(640, 480).withMetadata({ orientation }).jpeg().toBuffer())
      expect(readJpegHeader(bytes)).toEqual({ width: 640, height: 480, orientation })
    }
  })

  it('says nothing of what is not a JPEG, or is cut off before its frame header', async () => {
    expect(readJpegHeader(new Uint8Array(await jpeg(20, 20).png().toBuffer()))).toBeNull()
    const whole = new Uint8Array(await jpeg(20, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer())
    expect(readJpegHeader(whole.subarray(0, 40))).toBeNull()
    expect(readJpegHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull()
    expect(readJpegHeader(new Uint8Array())).toBeNull()
  })
})
