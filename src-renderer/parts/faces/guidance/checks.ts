/**
 * The capture checklist: one verdict per check for an analysed frame (live camera) or photo (file), and the one
 * hint to show. Pure, so the same rules judge the camera and dropped photos and the unit tests pin them.
 */
import type { CaptureSide } from '../../../../src-shared/contract'
import { baselineHints, type BaselineHint, type FaceShot } from '../../../../src-shared/domain/faceMatch'
import { adviseLayout, countedFaces, largestFace } from './faceLayout'
import type { FoundFace } from './frame'
import { faceShotOf } from './faceShot'
import { adviseForSide, estimateHeadPose, type HeadPose, type PoseAdvice } from './headPose'
import { isSharp, judgeExposure, type FrameQuality } from './quality'
import { GOOD_PHOTO_SHORT_SIDE, MIN_PHOTO_SHORT_SIDE } from '../../../../src-shared/contractValues'

export const checkNames = [
  'face',
  'position',
  'pose',
  'sharpness',
  'exposure',
  'resolution',
  'match',
] as const
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
  /** The frame against the patient's last photo of this side (issue 28): what to change so they match. */
  | `baseline.${BaselineHint}`
  /** The baseline photo was found but the face model found no face in it: nothing to match. */
  | 'baselineNoFace'

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
  /**
   * The patient's last analysed photo of this side, as a FaceShot (null: it has no face the model found), or
   * undefined when there is none: then there is no `match` check at all.
   */
  baseline?: FaceShot | null
}

export type Guidance = {
  checks: Check[]
  /** The first thing to fix, or 'ready' when every check holds. */
  hint: CheckReason | 'ready'
  allOk: boolean
  face: FoundFace | null
  pose: HeadPose | null
  /** What to change so the frame matches the baseline, the largest difference first (empty: it matches). */
  baselineHints: BaselineHint[]
  /** The frame's face as a FaceShot (kept with a shot taken from it), or null without a face. */
  shot: FaceShot | null
}

const pass = (name: CheckName): Check => ({ name, ok: true, reason: null })
const fail = (name: CheckName, reason: CheckReason): Check => ({ name, ok: false, reason })

/**
 * The `match` check: holds when every tolerance to the baseline holds. It is help, not a gate: a failing match
 * only holds back the auto-capture (the shutter takes the photo) and is never recorded as a warning with it.
 */
function matchCheck(
  baseline: FaceShot | null,
  shot: FaceShot | null,
): { check: Check; hints: BaselineHint[] } {
  if (baseline === null) return { check: { name: 'match', ok: true, reason: 'baselineNoFace' }, hints: [] }
  if (!shot) return { check: fail('match', 'noFace'), hints: [] }
  const hints = baselineHints(baseline, shot)
  const first = hints[0]
  return { check: first ? fail('match', `baseline.${first}`) : pass('match'), hints }
}

export function evaluateGuidance({ analysis, side, sourceShortSide, baseline }: GuidanceInput): Guidance {
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
  const shot = faceShotOf(analysis)
  const match = baseline === undefined ? null : matchCheck(baseline, shot)
  if (match) checks.push(match.check)
  const allOk = checks.every((check) => check.ok)
  return { checks, hint: hintFor(checks), allOk, face, pose, baselineHints: match?.hints ?? [], shot }
}

/** The first failing check in checklist order; but in the dark, light comes first (it is why no face shows). */
function hintFor(checks: Check[]): CheckReason | 'ready' {
  const failing = checks.filter((check) => !check.ok)
  const dark = failing.find((check) => check.name === 'exposure' && check.reason === 'dark')
  if (dark?.reason && failing[0]?.name === 'face') return dark.reason
  return failing[0]?.reason ?? 'ready'
}

/** Names of the checks that did not hold (or hold with a note), as recorded with a shot; never the match. */
export function failedChecks(checks: readonly Check[]): CheckName[] {
  return checks
    .filter((check) => check.name !== 'match' && (!check.ok || check.reason !== null))
    .map((check) => check.name)
}
