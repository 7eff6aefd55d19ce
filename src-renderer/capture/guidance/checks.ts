/**
 * The capture checklist: one verdict per check for an analysed frame (live camera) or photo (file), and the one
 * hint to show. Pure, so the same rules judge the camera and dropped photos and the unit tests pin them.
 */
import type { CaptureSide } from '../../../src-shared/contract'
import { adviseLayout, countedFaces, largestFace } from './faceLayout'
import type { FoundFace } from './frame'
import { adviseForSide, estimateHeadPose, type HeadPose, type PoseAdvice } from './headPose'
import { isSharp, judgeExposure, type FrameQuality } from './quality'
import { GOOD_PHOTO_SHORT_SIDE, MIN_PHOTO_SHORT_SIDE } from '../../../src-shared/contractValues'

export const checkNames = ['face', 'position', 'pose', 'sharpness', 'exposure', 'resolution'] as const
export type CheckName = (typeof checkNames)[number]

export type CheckReason =
  | 'noFace'
  | 'manyFaces'
  | 'closer'
  | 'back'
  | 'centre'
  | Exclude<PoseAdvice, 'ok'>
  | 'blurred'
  | 'dark'
  | 'bright'
  | 'clipped'
  | 'lowResolution'
  | 'tooLowResolution'

/** `ok` with a reason: the check holds with a note recorded with the shot (a 720p camera: lower resolution). */
export type Check = { name: CheckName; ok: boolean; reason: CheckReason | null }

/** What the face model and the quality measurement made of one frame (in the analysed copy's pixels). */
export type FrameAnalysis = {
  width: number
  height: number
  faces: FoundFace[]
  /** Measured on the largest face, or on the middle of the frame when there is none. */
  quality: FrameQuality
}

export type GuidanceInput = {
  analysis: FrameAnalysis
  side: CaptureSide
  /** Short side, in px, of the camera stream or the photo itself (not of the analysed copy). */
  sourceShortSide: number
}

export type Guidance = {
  checks: Check[]
  /** The first thing to fix, or 'ready' when every check holds. */
  hint: CheckReason | 'ready'
  allOk: boolean
  face: FoundFace | null
  pose: HeadPose | null
}

const pass = (name: CheckName): Check => ({ name, ok: true, reason: null })
const fail = (name: CheckName, reason: CheckReason): Check => ({ name, ok: false, reason })

export function evaluateGuidance({ analysis, side, sourceShortSide }: GuidanceInput): Guidance {
  const people = countedFaces(analysis.faces)
  const face = largestFace(analysis.faces)
  const pose = face ? estimateHeadPose(face.landmarks) : null

  const faceCheck =
    people.length === 0
      ? fail('face', 'noFace')
      : people.length > 1
        ? fail('face', 'manyFaces')
        : pass('face')
  const layout = face ? adviseLayout(face.box, analysis.width, analysis.height) : null
  const poseAdvice = pose ? adviseForSide(pose, side) : null
  const exposure = judgeExposure(analysis.quality)

  const checks: Check[] = [
    faceCheck,
    layout === null
      ? fail('position', 'noFace')
      : layout === 'ok'
        ? pass('position')
        : fail('position', layout),
    poseAdvice === null
      ? fail('pose', 'noFace')
      : poseAdvice === 'ok'
        ? pass('pose')
        : fail('pose', poseAdvice),
    isSharp(analysis.quality) ? pass('sharpness') : fail('sharpness', 'blurred'),
    exposure === 'ok' ? pass('exposure') : fail('exposure', exposure),
    sourceShortSide >= GOOD_PHOTO_SHORT_SIDE
      ? pass('resolution')
      : sourceShortSide >= MIN_PHOTO_SHORT_SIDE
        ? { name: 'resolution', ok: true, reason: 'lowResolution' }
        : fail('resolution', 'tooLowResolution'),
  ]
  const allOk = checks.every((check) => check.ok)
  return { checks, hint: hintFor(checks), allOk, face, pose }
}

/** The first failing check in checklist order; but in the dark, light comes first (it is why no face shows). */
function hintFor(checks: Check[]): CheckReason | 'ready' {
  const failing = checks.filter((check) => !check.ok)
  const dark = failing.find((check) => check.name === 'exposure' && check.reason === 'dark')
  if (dark?.reason && failing[0]?.name === 'face') return dark.reason
  return failing[0]?.reason ?? 'ready'
}

/** Names of the checks that did not hold (or hold with a note), as recorded with a shot. */
export function failedChecks(checks: readonly Check[]): CheckName[] {
  return checks.filter((check) => !check.ok || check.reason !== null).map((check) => check.name)
}
