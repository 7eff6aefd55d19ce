/**
 * A stored photo (the baseline of a capture, the two photos of a compare) described as a FaceShot by the same
 * face model and arithmetic as the live frames, in the photo's own upright pixels: the photo is decoded with its
 * EXIF orientation applied (as <img> shows it), analysed at the guidance's size, and the points scaled back.
 */
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { faceShotOf } from '../guidance/faceShot'
import { analysisSize, getAnalyser } from './analyser'

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

/** Rejects when the bytes do not decode or the face model cannot run (the caller shows the photo anyway). */
export async function measurePhoto(bytes: Uint8Array, mediaType: string): Promise<PhotoShot> {
  const analyser = getAnalyser()
  await analyser.ready
  const whole = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: mediaType }), {
    imageOrientation: 'from-image',
  })
  const { width, height } = whole
  const size = analysisSize(width, height)
  let small: ImageBitmap
  try {
    small = await createImageBitmap(whole, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'medium',
    })
  } finally {
    whole.close()
  }
  const shot = faceShotOf(await analyser.analyse(small))
  return { width, height, shot: shot ? scaled(shot, width / size.width, width, height) : null }
}
