/** Real face photos (the face-api demo samples) as JPEG bytes of a chosen size, or a plain gradient without a face. */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

const demoFolder = resolve(__dirname, '..', '..', 'node_modules', '@vladmandic', 'face-api', 'demo')

export function facePhotoPath(sample = 1): string | null {
  const path = join(demoFolder, `sample${sample}.jpg`)
  return existsSync(path) ? path : null
}

/** A face photo scaled to cover width×height (cropped to it), or a generated picture when the samples are absent. */
export async function facePhoto(width: number, height: number, sample = 1): Promise<Buffer> {
  const path = facePhotoPath(sample)
  if (path === null) return gradientPhoto(width, height)
  return sharp(path).resize({ width, height, fit: 'cover' }).jpeg({ quality: 90 }).toBuffer()
}

/** A smooth gradient: decodes fine, has no face (the service answers `is_ok: false`). */
export async function gradientPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#c98"/><stop offset="1" stop-color="#456"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

/**
 * A face photo with sensor-like grain, so its JPEG is as large as a camera's (a smooth upscale compresses to a
 * fraction of that and decodes faster than a real photo would).
 */
export async function cameraLikePhoto(width: number, height: number, sample = 1): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer()
  return sharp(await facePhoto(width, height, sample))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer()
}
