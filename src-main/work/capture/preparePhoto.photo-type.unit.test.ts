import { describe, expect, it } from 'vitest'
import { AppFailure } from '../appFailure'
import { photoTypeOf } from '../../../src-shared/domain/photoType'
import { preparePhoto } from './preparePhoto'
import { rampPhoto } from '../../../tests/support/photos'

async function refusal(bytes: Uint8Array) {
  const error: unknown = await preparePhoto(bytes, 'front').then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof AppFailure)) throw new Error(`expected an AppFailure, got ${String(error)}`)
  return { code: error.code, field: error.field, params: error.params }
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
const text = Buffer.from('Patient notes: this is not a photo, just a text file renamed to photo.jpg\n')

describe('magic bytes', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', async () => {
    expect(photoTypeOf(await rampPhoto(32, 32, 'jpeg'))).toBe('image/jpeg')
    expect(photoTypeOf(await rampPhoto(32, 32, 'png'))).toBe('image/png')
    expect(photoTypeOf(await rampPhoto(32, 32, 'webp'))).toBe('image/webp')
  })

  it('recognises nothing else, whatever the file was called', () => {
    expect(photoTypeOf(pdf)).toBeNull()
    expect(photoTypeOf(text)).toBeNull()
    expect(photoTypeOf(new Uint8Array(0))).toBeNull()
    expect(photoTypeOf(Uint8Array.from([0xff, 0xd8]))).toBeNull()
  })
})

describe('photos that are not photos', () => {
  it('refuses a PDF or a text file renamed .jpg as not an image, naming the side', async () => {
    expect(await refusal(pdf)).toEqual({
      code: 'not_an_image',
      field: 'shots.front',
      params: { side: 'front' },
    })
    expect((await refusal(text)).code).toBe('not_an_image')
  })

  it('refuses 0 bytes as not an image', async () => {
    expect((await refusal(new Uint8Array(0))).code).toBe('not_an_image')
  })

  it('refuses a truncated JPEG as unreadable', async () => {
    const whole = await rampPhoto(1600, 1200)
    expect((await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).code).toBe('image_unreadable')
    expect((await refusal(whole.subarray(0, 40))).code).toBe('image_unreadable')
  })

  it('refuses a JPEG header followed by garbage as unreadable', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)])
    expect((await refusal(garbage)).code).toBe('image_unreadable')
  })
})
