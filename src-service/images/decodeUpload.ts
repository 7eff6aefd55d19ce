import sharp from 'sharp'
import { invalidField } from '../http/errors'

export type ImageMediaType = 'image/jpeg' | 'image/png' | 'image/webp'

export interface DecodedImage {
  bytes: Buffer
  mediaType: ImageMediaType
  /** As displayed (EXIF orientation applied). */
  width: number
  height: number
}

export const maxImageBytes = 30 * 1024 * 1024
export const minShortSide = 256

const attr = 'b64data'
const bareBase64 = /^[A-Za-z0-9+/]*={0,2}$/

function mediaTypeOf(bytes: Buffer): ImageMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}

const sharpFormats: Record<ImageMediaType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
}

function decodeBase64(text: string): Buffer {
  if (/^data:/i.test(text)) throw invalidField(attr, 'Send bare base64, without a "data:" prefix.')
  if (!bareBase64.test(text) || text.length % 4 === 1) throw invalidField(attr, 'Invalid base64 data.')
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if (Math.floor((text.length * 3) / 4) - padding > maxImageBytes)
    throw invalidField(attr, `The image is larger than ${maxImageBytes / 1024 / 1024} MiB.`)
  return Buffer.from(text, 'base64')
}

async function dimensionsOf(
  bytes: Buffer,
  mediaType: ImageMediaType,
  attr: string,
): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes).metadata()
    if (meta.format !== sharpFormats[mediaType]) throw new Error(`format ${meta.format}`)
    await sharp(bytes).resize({ width: 64, height: 64, fit: 'inside' }).toBuffer()
    const oriented = meta.autoOrient
    return { width: oriented.width, height: oriented.height }
  } catch {
    throw invalidField(attr, 'The image could not be decoded.')
  }
}

/**
 * Checks an upload's `b64data`: bare base64, JPEG/PNG/WebP by magic bytes, at most 30 MiB decoded,
 * fully decodable, and at least 256 px on its short side. Every failure is `400 invalid_field_value`
 * with attr `b64data`.
 */
export async function decodeUpload(b64data: string): Promise<DecodedImage> {
  return checkImageBytes(decodeBase64(b64data), attr)
}

/**
 * The checks of an upload on its bytes (a v3 upload's PUT): JPEG/PNG/WebP, decodable, 256 px short side. Failures
 * are `invalidField(attrName, …)` errors; the size limit is the caller's.
 */
export async function checkImageBytes(bytes: Buffer, attr: string): Promise<DecodedImage> {
  const mediaType = mediaTypeOf(bytes)
  if (!mediaType) throw invalidField(attr, 'Unsupported image format: send JPEG, PNG or WebP.')
  const { width, height } = await dimensionsOf(bytes, mediaType, attr)
  if (Math.min(width, height) < minShortSide)
    throw invalidField(
      attr,
      `The image is ${width}×${height} px; its short side must be at least ${minShortSide} px.`,
    )
  return { bytes, mediaType, width, height }
}
