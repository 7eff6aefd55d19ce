/** Which faces count, and whether the main one is large enough and centred. */
import type { Box, FoundFace } from './frame'
import {
  BACKGROUND_FACE_RATIO,
  MAX_CENTRE_OFFSET_X,
  MAX_CENTRE_OFFSET_Y,
  MAX_FACE_HEIGHT_SHARE,
  MIN_FACE_HEIGHT_SHARE,
} from './thresholds'

export type LayoutAdvice = 'ok' | 'closer' | 'back' | 'centre'

/** The largest face (the subject), or null. */
export function largestFace(faces: readonly FoundFace[]): FoundFace | null {
  let best: FoundFace | null = null
  for (const face of faces)
    if (!best || face.box.width * face.box.height > best.box.width * best.box.height) best = face
  return best
}

/** Faces that count as people in the picture: not far smaller than the subject's (posters, passers-by). */
export function countedFaces(faces: readonly FoundFace[]): FoundFace[] {
  const main = largestFace(faces)
  if (!main) return []
  return faces.filter((face) => face.box.width >= main.box.width * BACKGROUND_FACE_RATIO)
}

export function adviseLayout(box: Box, frameWidth: number, frameHeight: number): LayoutAdvice {
  const heightShare = box.height / frameHeight
  if (heightShare > MAX_FACE_HEIGHT_SHARE) return 'back'
  const dx = Math.abs(box.x + box.width / 2 - frameWidth / 2) / frameWidth
  const dy = Math.abs(box.y + box.height / 2 - frameHeight / 2) / frameHeight
  if (dx > MAX_CENTRE_OFFSET_X || dy > MAX_CENTRE_OFFSET_Y) return 'centre'
  if (heightShare < MIN_FACE_HEIGHT_SHARE) return 'closer'
  return 'ok'
}
