/**
 * An analysed frame or photo as the FaceShot the baseline rules compare (src-shared/domain/faceMatch.ts): the
 * subject's eyes, nose tip and mouth, their yaw, roll and pitch, and the face's light. Pure, so a live frame, the
 * baseline photo and the photos of a compare are described by the same arithmetic.
 */
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { largestFace } from './faceLayout'
import type { FoundFace, Point } from './frame'
import { estimateHeadPose, EYE_IMAGE_LEFT, EYE_IMAGE_RIGHT, mean, NOSE_TIP } from './headPose'

const MOUTH = [48, 59] as const

/** Where the nose tip sits between the eye line and the mouth, looking straight ahead (a typical adult face). */
const NEUTRAL_NOSE_SHARE = 0.55
/** How far the nose tip stands out of the face, as a share of the eye-to-mouth distance. */
const NOSE_DEPTH_SHARE = 0.4

const degrees = (radians: number) => (radians * 180) / Math.PI

/**
 * Pitch in degrees, chin up > 0: raising the chin moves the nose tip (which stands out of the face) up towards
 * the eye line, so its share of the way from the eyes down to the mouth shrinks by depth × tan(pitch). Measured
 * across the eye line, so roll does not count. An estimate: only its difference from the baseline's is used.
 */
export function estimatePitch(eyes: Point, nose: Point, mouth: Point, roll: number): number {
  const angle = (roll * Math.PI) / 180
  // The face's "down": across the eye line.
  const down = { x: -Math.sin(angle), y: Math.cos(angle) }
  const depth = (p: Point) => (p.x - eyes.x) * down.x + (p.y - eyes.y) * down.y
  const span = depth(mouth)
  if (span <= 0) return 0
  return degrees(Math.atan((NEUTRAL_NOSE_SHARE - depth(nose) / span) / NOSE_DEPTH_SHARE))
}

/** What a FaceShot is made of: the parts of checks.ts's FrameAnalysis it reads. */
export type ShotSource = {
  width: number
  height: number
  faces: readonly FoundFace[]
  quality: { meanLuma: number; redBlue: number }
}

/** The FaceShot of the largest face of an analysis, or null when no face was found. */
export function faceShotOf(analysis: ShotSource): FaceShot | null {
  const face = largestFace(analysis.faces)
  if (!face || face.landmarks.length < 68) return null
  const { landmarks } = face
  const eyeLeft = mean(landmarks, EYE_IMAGE_LEFT)
  const eyeRight = mean(landmarks, EYE_IMAGE_RIGHT)
  const mouth = mean(landmarks, MOUTH)
  const nose = landmarks[NOSE_TIP] ?? mouth
  const { yaw, roll } = estimateHeadPose(landmarks)
  const eyes = { x: (eyeLeft.x + eyeRight.x) / 2, y: (eyeLeft.y + eyeRight.y) / 2 }
  return {
    width: analysis.width,
    height: analysis.height,
    eyeLeft,
    eyeRight,
    nose,
    mouth,
    yaw,
    roll,
    pitch: estimatePitch(eyes, nose, mouth, roll),
    luma: analysis.quality.meanLuma,
    redBlue: analysis.quality.redBlue,
  }
}
