/**
 * The photos of one capture, from the camera and from files, and the rules that decide whether they can be
 * sent: one photo per side, only the sides the mode needs, every side present, nothing wrong with a file. Pure.
 */
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { sidesOfMode } from '../../../../src-shared/domain/sides'
import {
  evaluateGuidance,
  type CheckName,
  type CheckReason,
  type FrameAnalysis,
} from '../../../parts/faces/guidance/checks'
import { sideForYaw, estimateHeadPose } from '../../../parts/faces/guidance/headPose'
import { largestFace } from '../../../parts/faces/guidance/faceLayout'

/** Something wrong with a file itself: it cannot be sent as it is. */
export type FileProblem =
  | { code: 'empty' }
  | { code: 'notImage' }
  | { code: 'tooLarge'; bytes: number }
  | { code: 'truncated' }
  | { code: 'undecodable' }
  | { code: 'tooSmall'; width: number; height: number }

/** A check a shot was taken without (manual shutter), or 'unchecked' when the face model was not available. */
export type ShotWarning = CheckName | 'unchecked'

/** A quality warning shown with a photo and recorded with its shot; files also say why. */
export type PhotoWarning = { name: ShotWarning; reason: CheckReason | null }

/** Something wrong with a photo in the company of the others. */
export type SetProblem = 'duplicateSide' | 'notInMode'

export type Photo = {
  id: string
  source: 'camera' | 'file'
  fileName: string | null
  side: CaptureSide
  status: 'reading' | 'ready'
  bytes: Uint8Array<ArrayBuffer> | null
  /** An object URL of the photo for its thumbnail; the owner revokes it when the photo goes. */
  previewUrl: string | null
  width: number | null
  height: number | null
  /** What the face model made of a file (null for camera shots, while reading, or when the model is missing). */
  analysis: FrameAnalysis | null
  /** Camera shots: the face as measured in the frame the shot was taken from (issue 28), null without one. */
  faceShot?: FaceShot | null
  /** Camera shots: the checks that had not held when the shutter was pressed anyway. */
  overridden: ShotWarning[]
  problem: FileProblem | null
  /**
   * Where the side came from: a first free side while a file is read ('guess'), the head pose of the file
   * ('face'), the operator's choice, or the camera step. Only a guess gives way to another photo's face.
   */
  sideFrom: 'guess' | 'face' | 'operator' | 'camera'
  /** The operator sends this photo although a blocking check did not hold (recorded with the shot). */
  acceptedAnyway: boolean
}

/** Checks that stop a photo from being sent until the operator says to send it anyway. */
export const BLOCKING_CHECKS: readonly ShotWarning[] = ['face', 'pose']

export function requiredSides(mode: CaptureMode): CaptureSide[] {
  return [...sidesOfMode(mode)]
}

export function maxPhotos(mode: CaptureMode): number {
  return requiredSides(mode).length
}

export function setProblems(photos: readonly Photo[], mode: CaptureMode): Map<string, SetProblem[]> {
  const needed = requiredSides(mode)
  const problems = new Map<string, SetProblem[]>()
  for (const photo of photos) {
    const own: SetProblem[] = []
    if (photos.some((other) => other.id !== photo.id && other.side === photo.side)) own.push('duplicateSide')
    if (!needed.includes(photo.side)) own.push('notInMode')
    problems.set(photo.id, own)
  }
  return problems
}

/** Sides the mode needs that no photo covers yet. */
export function missingSides(photos: readonly Photo[], mode: CaptureMode): CaptureSide[] {
  return requiredSides(mode).filter((side) => !photos.some((photo) => photo.side === side))
}

/** The side the camera takes next: the first one still missing, or null when all are there. */
export function nextCameraSide(photos: readonly Photo[], mode: CaptureMode): CaptureSide | null {
  return missingSides(photos, mode)[0] ?? null
}

/** Quality warnings of a photo: the overridden checks of a camera shot; the checks a file fails for its side. */
export function photoWarnings(photo: Photo): PhotoWarning[] {
  if (photo.source === 'camera') return photo.overridden.map((name) => ({ name, reason: null }))
  if (!photo.analysis || photo.width === null || photo.height === null || photo.problem) return []
  const guidance = evaluateGuidance({
    analysis: photo.analysis,
    side: photo.side,
    sourceShortSide: Math.min(photo.width, photo.height),
  })
  // Too small to analyse is a problem of the file (tooSmall); lower resolution is a warning. No face: say it once.
  const failing = guidance.checks.filter(
    (check) => (!check.ok && check.name !== 'resolution') || (check.ok && check.reason !== null),
  )
  const noFace = failing.find((check) => check.name === 'face')
  const shown =
    noFace?.reason === 'noFace'
      ? failing.filter((check) => check.reason !== 'noFace' || check === noFace)
      : failing
  return shown.map((check) => ({ name: check.name, reason: check.reason }))
}

/** The side a file's head pose suggests; in front mode every photo is a front photo. */
export function suggestSide(
  analysis: FrameAnalysis | null,
  mode: CaptureMode,
  fallback: CaptureSide,
): CaptureSide {
  if (mode === 'front') return 'front'
  const face = analysis ? largestFace(analysis.faces) : null
  return face ? sideForYaw(estimateHeadPose(face.landmarks).yaw) : fallback
}

/** The first side no photo has, for a file whose side is not known yet. */
export function freeSide(photos: readonly Photo[], mode: CaptureMode): CaptureSide {
  const needed = requiredSides(mode)
  return needed.find((side) => !photos.some((photo) => photo.side === side)) ?? needed[0] ?? 'front'
}

/** The blocking checks a photo fails (no face, several faces, head turned), whether or not it was accepted. */
export function blockingWarnings(photo: Photo): PhotoWarning[] {
  return photoWarnings(photo).filter((warning) => BLOCKING_CHECKS.includes(warning.name))
}

/** Waits for the operator's "send anyway": a blocking check failed and nobody accepted it yet. */
export function needsOverride(photo: Photo): boolean {
  return !photo.acceptedAnyway && blockingWarnings(photo).length > 0
}

export function canSend(photos: readonly Photo[], mode: CaptureMode): boolean {
  if (photos.length === 0 || missingSides(photos, mode).length > 0) return false
  const problems = setProblems(photos, mode)
  return photos.every(
    (photo) =>
      photo.status === 'ready' &&
      photo.bytes !== null &&
      !photo.problem &&
      !problems.get(photo.id)?.length &&
      !needsOverride(photo),
  )
}

/** Which dropped files fit: as many as the mode still has room for, in the order they came; the rest are named. */
export function splitDrop<T>(
  existing: number,
  files: readonly T[],
  mode: CaptureMode,
): { kept: T[]; refused: T[] } {
  const room = Math.max(0, maxPhotos(mode) - existing)
  return { kept: files.slice(0, room), refused: files.slice(room) }
}
