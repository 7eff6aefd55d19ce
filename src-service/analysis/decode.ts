/** Decoding uploaded bytes with sharp into a working RGB copy (EXIF orientation applied, long side capped). */
import sharp from 'sharp'

export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError'
}

/** Interleaved 8-bit RGB pixels. */
export interface RgbImage {
  data: Buffer
  width: number
  height: number
}

export interface DecodedImage {
  /** Size of the upright (orientation-applied) original. */
  width: number
  height: number
  /** Small upright copy for the face detector (long side DETECTION_LONG_SIDE). */
  small: RgbImage
  /** Larger upright copy the face is measured on, still decoding (libvips threads) while detection runs. */
  working: Promise<RgbImage>
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])
/** Long side of the working copy: big enough for fine texture on a selfie, small enough for speed. */
export const WORKING_LONG_SIDE = 1536
/** Long side of the copy the detector sees. */
export const DETECTION_LONG_SIDE = 640

async function readSize(
  bytes: Buffer,
): Promise<{ format: string | undefined; width: number; height: number }> {
  try {
    const meta = await sharp(bytes).metadata()
    const swap = (meta.orientation ?? 1) >= 5
    return {
      format: meta.format,
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
    }
  } catch (e) {
    throw new ImageDecodeError(`Undecodable image: ${e instanceof Error ? e.message : String(e)}`)
  }
}

/** An upright RGB copy whose long side is at most `longSide`. */
async function decodeScaled(bytes: Buffer, longSide: number): Promise<RgbImage> {
  try {
    // resize right after load lets libvips use JPEG shrink-on-load, so 12 MP decodes in tens of ms
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (e) {
    throw new ImageDecodeError(`Undecodable image: ${e instanceof Error ? e.message : String(e)}`)
  }
}

export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  const { format, width, height } = await readSize(bytes)
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageDecodeError(
      `Unsupported image format: ${format ?? 'unknown'} (JPEG, PNG or WebP expected)`,
    )
  }
  const working = decodeScaled(bytes, WORKING_LONG_SIDE)
  // a rejection is seen by whoever awaits `working`; this keeps it from being reported as unhandled meanwhile
  working.catch(() => undefined)
  const small = await decodeScaled(bytes, DETECTION_LONG_SIDE)
  return { width, height, small, working }
}

/** Cuts `region` out of raw RGB pixels and scales it to exactly `outWidth` × `outHeight`. */
export async function cropRgb(
  image: RgbImage,
  region: { left: number; top: number; width: number; height: number },
  outWidth: number,
  outHeight: number,
): Promise<RgbImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .extract(region)
    .resize(outWidth, outHeight, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}
