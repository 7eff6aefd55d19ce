/**
 * A stored photo (the baseline of a capture, the two photos of a compare) described as a FaceShot by the same
 * face model and arithmetic as the live frames, in the photo's own upright pixels: the photo, with its EXIF
 * orientation applied (as <img> shows it), is analysed at the guidance's size and the points scaled back.
 * An upright JPEG is decoded straight at that size.
 */
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { faceShotOf } from '../guidance/faceShot'
import { analysisSize, getAnalyser } from './analyser'
import { recordPhotoMeasure } from './benchStats'
import { readJpegHeader } from './jpegHeader'

export type PhotoShot = {
  /** The photo's upright size, in px. */
  width: number
  height: number
  /** Null when the face model found no face in it. */
  shot: FaceShot | null
}

const scaled = (shot: FaceShot, k: number, width: number, height: number): FaceShot => {
  const point = (p: { x: number; y: number }) => ({ x: p.x * k, y: p.y * k })
  return {
    ...shot,
    width,
    height,
    eyeLeft: point(shot.eyeLeft),
    eyeRight: point(shot.eyeRight),
    nose: point(shot.nose),
    mouth: point(shot.mouth),
  }
}

async function measureSource(
  source: ImageBitmapSource,
  width: number,
  height: number,
  start: number,
): Promise<PhotoShot> {
  const size = analysisSize(width, height)
  const small = await createImageBitmap(source, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'medium',
    imageOrientation: 'from-image',
  })
  const decoded = performance.now()
  const shot = faceShotOf(await getAnalyser().analyse(small))
  recordPhotoMeasure({ start, decoded, end: performance.now(), width, height })
  return { width, height, shot: shot ? scaled(shot, width / size.width, width, height) : null }
}

/**
 * An upright JPEG decoded straight at the analysis size (WebCodecs' ImageDecoder with a desired size scales
 * while decoding: about 40 ms for 12 MP here, against 230 ms for a whole decode); null where that does not apply
 * (not a JPEG, turned by Exif, no ImageDecoder), and the photo is then decoded whole.
 */
async function measureJpegScaled(bytes: Uint8Array, start: number): Promise<PhotoShot | null> {
  const header = readJpegHeader(bytes)
  if (!header || header.orientation !== 1 || typeof ImageDecoder === 'undefined') return null
  const size = analysisSize(header.width, header.height)
  const decoder = new ImageDecoder({
    data: bytes,
    type: 'image/jpeg',
    desiredWidth: size.width,
    desiredHeight: size.height,
  })
  try {
    const { image } = await decoder.decode()
    try {
      return await measureSource(image, header.width, header.height, start)
    } finally {
      image.close()
    }
  } finally {
    decoder.close()
  }
}

/** Rejects when the bytes do not decode or the face model cannot run (the caller shows the photo anyway). */
export async function measurePhoto(bytes: Uint8Array, mediaType: string): Promise<PhotoShot> {
  await getAnalyser().ready
  const start = performance.now()
  const scaledDecode = await measureJpegScaled(bytes, start).catch(() => null)
  if (scaledDecode) return scaledDecode
  const whole = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: mediaType }), {
    imageOrientation: 'from-image',
  })
  try {
    return await measureSource(whole, whole.width, whole.height, start)
  } finally {
    whole.close()
  }
}
