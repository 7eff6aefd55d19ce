/**
 * Head pose from the 68 iBUG landmarks, and which photo side a pose makes.
 *
 * Sign convention, used everywhere in the app. Pose is always measured on the UNMIRRORED frame (the picture as
 * the camera sees the subject; the live preview is mirrored for display only):
 * - yaw > 0: the nose points to the image's right, so the subject has turned to THEIR left and their RIGHT
 *   cheek faces the camera: spec side `right` (side_id 2).
 * - yaw < 0: the subject has turned to THEIR right and their LEFT cheek faces the camera: spec side `left`
 *   (side_id 3).
 * A mirrored frame flips the sign, which is why nothing mirrored is ever analysed.
 * This matches the local service's `estimateYawDegrees` (positive = nose towards image right).
 */
import type { CaptureSide } from '../../../../src-shared/contract'
import type { Point } from './frame'
import { FRONT_MAX_YAW, MAX_ROLL, SIDE_MAX_YAW, SIDE_MIN_YAW } from './thresholds'

export type HeadPose = {
  /** Degrees; see the sign convention above. */
  yaw: number
  /** Degrees the eye line is tilted from horizontal; positive = the image-right eye is lower. */
  roll: number
}

/** What the subject should do so the pose fits the side being photographed. */
export type PoseAdvice = 'ok' | 'lookStraight' | 'turnLeft' | 'turnRight' | 'turnLess' | 'upright'

const JAW_IMAGE_LEFT = 0
const JAW_IMAGE_RIGHT = 16
/** Landmarks of the 68-point iBUG layout read here and by faceShot.ts. */
export const NOSE_TIP = 30
export const EYE_IMAGE_LEFT = [36, 41] as const
export const EYE_IMAGE_RIGHT = [42, 47] as const

/** The mean of the landmarks from..to (inclusive). */
export function mean(points: readonly Point[], [from, to]: readonly [number, number]): Point {
  let x = 0
  let y = 0
  for (let i = from; i <= to; i++) {
    x += points[i]?.x ?? 0
    y += points[i]?.y ?? 0
  }
  const n = to - from + 1
  return { x: x / n, y: y / n }
}

const degrees = (radians: number) => (radians * 180) / Math.PI

/**
 * Yaw from where the nose tip sits between the two ends of the jaw line, measured along the eye line (so a
 * tilted head does not read as a turned one): asin of its offset from the middle, as a share of half the width.
 */
export function estimateHeadPose(landmarks: readonly Point[]): HeadPose {
  const eyeLeft = mean(landmarks, EYE_IMAGE_LEFT)
  const eyeRight = mean(landmarks, EYE_IMAGE_RIGHT)
  const length = Math.hypot(eyeRight.x - eyeLeft.x, eyeRight.y - eyeLeft.y) || 1
  const ux = (eyeRight.x - eyeLeft.x) / length
  const uy = (eyeRight.y - eyeLeft.y) / length
  const along = (p: Point | undefined) => (p ? p.x * ux + p.y * uy : 0)
  const a = along(landmarks[JAW_IMAGE_LEFT])
  const b = along(landmarks[JAW_IMAGE_RIGHT])
  const half = (b - a) / 2 || 1
  const offset = (along(landmarks[NOSE_TIP]) - (a + b) / 2) / half
  return {
    yaw: degrees(Math.asin(Math.max(-1, Math.min(1, offset)))),
    roll: degrees(Math.atan2(uy, ux)),
  }
}

/** The side a photo with this yaw shows (used to suggest the side of a dropped photo). */
export function sideForYaw(yaw: number): CaptureSide {
  if (Math.abs(yaw) <= FRONT_MAX_YAW) return 'front'
  return yaw > 0 ? 'right' : 'left'
}

/** The yaw sign a side needs: the right cheek shows when the subject turns to their left (yaw > 0). */
const turnSign: Record<Exclude<CaptureSide, 'front'>, 1 | -1> = { right: 1, left: -1 }

export function adviseForSide(pose: HeadPose, side: CaptureSide): PoseAdvice {
  if (Math.abs(pose.roll) > MAX_ROLL) return 'upright'
  if (side === 'front') return Math.abs(pose.yaw) <= FRONT_MAX_YAW ? 'ok' : 'lookStraight'
  const turned = pose.yaw * turnSign[side]
  // Subject's own left/right: side `right` needs a turn to their left, side `left` a turn to their right.
  if (turned < SIDE_MIN_YAW) return side === 'right' ? 'turnLeft' : 'turnRight'
  if (turned > SIDE_MAX_YAW) return 'turnLess'
  return 'ok'
}
