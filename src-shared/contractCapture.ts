/**
 * The contract's captures: sides and modes, what the capture screen sends, and a queued capture as the queue
 * screens see it. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Id } from './contractBase'
import { AppErrorPayload } from './contractErrors'
import { MAX_PHOTO_BYTES, MAX_SHOTS } from './contractValues'
import { captureModes, captureSides } from './domain/sides'

export const CaptureSide = z.enum(captureSides)
export type CaptureSide = z.infer<typeof CaptureSide>
export const CaptureMode = z.enum(captureModes)
export type CaptureMode = z.infer<typeof CaptureMode>

/** Whether a dataset's photos will be analysed: Face Skin Metrics attached to it, or not, or not said. */
export const DatasetAnalysis = z.object({
  state: z.enum(['attached', 'not_attached', 'unavailable', 'unknown']),
  /** The application's name as the service lists it, when known. */
  applicationName: z.string().nullable(),
  /** The dataset's analysis takes a front, left and right photo (Face Skin Analysis 3.0): triplets are offered. */
  takesTriplet: z.boolean(),
})
export type DatasetAnalysis = z.infer<typeof DatasetAnalysis>

export const CaptureOptions = z.object({
  /** The acne application is listed for this company (private beta), so triplet capture is possible. */
  tripletAvailable: z.boolean(),
})

/** A capture has at most three photos: front, left and right. */

const ShotPoint = z.object({ x: z.number().finite(), y: z.number().finite() })
/**
 * A photo's face as the capture screen measured it (src-shared/domain/faceMatch.ts `FaceShot`): kept with the
 * image, so the history can say how comparable each photo is with the patient's first (issue 28).
 */
export const FaceShotSchema = z.object({
  width: z.number().positive().finite(),
  height: z.number().positive().finite(),
  eyeLeft: ShotPoint,
  eyeRight: ShotPoint,
  nose: ShotPoint,
  mouth: ShotPoint,
  yaw: z.number().finite(),
  roll: z.number().finite(),
  pitch: z.number().finite(),
  luma: z.number().finite(),
  redBlue: z.number().finite(),
})

export const Shot = z.object({
  side: CaptureSide,
  source: z.enum(['camera', 'file']),
  fileName: z.string().max(512).nullable().default(null),
  /** The photo as taken or dropped; main re-checks it, orients, strips metadata and re-encodes. */
  bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength > 0 && b.byteLength <= MAX_PHOTO_BYTES),
  /** Quality checks the user overrode (manual shutter), kept with the capture. */
  warnings: z.array(z.string().max(64)).max(16).default([]),
  /** The face as measured when the photo was taken or dropped (null: no face found, or not measured). */
  faceShot: FaceShotSchema.nullable().optional(),
})
export type Shot = z.infer<typeof Shot>

export const SubmitCaptureArgs = z.object({
  datasetId: Id,
  subjectId: Id,
  mode: CaptureMode,
  shots: z.array(Shot).min(1).max(MAX_SHOTS),
})

export const QueueState = z.enum([
  'queued',
  'uploading',
  'waiting_offline',
  'processing',
  'done',
  'failed',
  'cancelled',
])
export type QueueState = z.infer<typeof QueueState>

export const QueueSide = z.object({
  side: CaptureSide,
  bytes: z.number().int(),
  sentBytes: z.number().int(),
  uploaded: z.boolean(),
  imageId: z.string().nullable(),
})

/**
 * A capture waiting out a backoff after a failed request: when it is tried again, and why ('busy': a 5xx or a
 * 429; 'connection': one request's connection dropped or timed out while the service can still be reached).
 */
export const QueueRetry = z.object({ at: z.string(), reason: z.enum(['busy', 'connection']) })
export type QueueRetry = z.infer<typeof QueueRetry>

export const QueueItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  mode: CaptureMode,
  state: QueueState,
  createdAt: z.string(),
  updatedAt: z.string(),
  sides: z.array(QueueSide),
  /** A translatable code when the capture failed or waits (e.g. unreachable, no_face). */
  problem: AppErrorPayload.nullable(),
  /** Results with is_ok false, per side: the service's reason. */
  rejected: z.array(z.object({ side: CaptureSide, reason: z.string() })),
  attempts: z.number().int(),
  retry: QueueRetry.nullable(),
  /**
   * While processing and after: analyses (image × application) that answered, a result or a failure, of how many
   * the capture waits for; null before the first look at its results.
   */
  analyses: z.object({ ready: z.number().int(), total: z.number().int() }).nullable(),
})
export type QueueItem = z.infer<typeof QueueItem>
