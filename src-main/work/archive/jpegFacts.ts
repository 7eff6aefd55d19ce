/**
 * A photo's JPEG as the archive can encapsulate it (issue 44): a baseline JPEG of 3 components, as the service
 * keeps a camera's photo. Read with sharp; anything else (progressive, greyscale, CMYK, PNG) is re-encoded once
 * to a baseline JPEG of high quality, since JPEG Baseline is the transfer syntax every PACS reads.
 */
import sharp from 'sharp'
import type { JpegFacts } from './photoInstance'

export interface ArchivableJpeg {
  jpeg: Buffer
  facts: JpegFacts
}

/** `bytes` as a baseline 3-component JPEG, and its facts. */
export async function archivableJpeg(bytes: Buffer): Promise<ArchivableJpeg> {
  const facts = await baselineFacts(bytes)
  if (facts) return { jpeg: bytes, facts }
  const jpeg = await sharp(bytes)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .jpeg({ quality: 95, progressive: false })
    .toBuffer()
  const madeFacts = await baselineFacts(jpeg)
  if (!madeFacts) throw new Error('sharp made no baseline JPEG')
  return { jpeg, facts: madeFacts }
}

/** The facts of a baseline 3-component sRGB JPEG, or null when `bytes` is anything else. */
async function baselineFacts(bytes: Buffer): Promise<JpegFacts | null> {
  const meta = await sharp(bytes).metadata()
  const baseline =
    meta.format === 'jpeg' && !meta.isProgressive && meta.channels === 3 && meta.space === 'srgb'
  if (!baseline || !meta.width || !meta.height || !meta.chromaSubsampling) return null
  return { width: meta.width, height: meta.height, chromaSubsampling: meta.chromaSubsampling }
}
