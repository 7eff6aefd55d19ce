/**
 * The upload queue's rows as SQLite keeps them (table `captures`, one per capture; `capture_sides`, one per side),
 * the store's interface over them (captureQueue.ts builds it from its parts), and what those parts share.
 */
import type { CaptureMode, CaptureSide, QueueState } from '../../../src-shared/contract'
import type { AppDb } from './db'

export type SideUpload = 'pending' | 'sending' | 'done'

export interface CaptureRow {
  seq: number
  id: string
  dataset_id: string
  subject_id: string
  subject_name: string | null
  mode: CaptureMode
  state: QueueState
  /** Service timestamp sent as the batch's creation_time; unique per subject in this database. */
  capture_time: string
  created_at: string
  updated_at: string
  batch_id: string | null
  /** 1 once a batch create was sent; with no batch_id, its answer may have been lost. */
  batch_requested: number
  /** 1 or 0 once the run step decided whether acne results will come; null before. */
  expect_acne: number | null
  /** JSON list of the applications the capture waits for besides acne (expectedResults.ts); null before. */
  expected_apps: string | null
  /** Analyses (image × application) answered so far, of how many; null before the first poll. */
  analyses_ready: number | null
  analyses_total: number | null
  processing_since: number | null
  /** JSON of an AppErrorPayload. */
  problem: string | null
  /** JSON array of {side, reason}. */
  rejected: string
  attempts: number
  /** 'v1' (Face Skin Metrics 2.0) or 'v3' (Face Skin Analysis 3.0) once the first step decided; null before. */
  flow: CaptureFlow | null
  /** v3: when the batch's signed upload links stop working (ms since the epoch); null without links. */
  links_until: number | null
  /** v3: 1 once the service answered the batch's compute call. */
  computed: number
}

export type CaptureFlow = 'v1' | 'v3'

/** v3: where one side's bytes go, as the upload call answered. */
export interface SideTarget {
  side: CaptureSide
  url: string
  method: string
  headers: Record<string, string>
  imageId: string | null
}

export interface SideRow {
  capture_id: string
  side: CaptureSide
  position: number
  /** Path of the prepared JPEG, relative to the data folder. */
  file: string
  bytes: number
  width: number
  height: number
  source: 'camera' | 'file'
  file_name: string | null
  warnings: string
  /** The face as the capture screen measured the photo (JSON of a FaceShot), or null. */
  face_shot: string | null
  /** 'sending' while a POST may have reached the service without its answer reaching us. */
  upload: SideUpload
  image_id: string | null
  /** v3: the signed link the side's bytes are PUT to, its method and headers (JSON), and the image id named. */
  put_url: string | null
  put_method: string | null
  put_headers: string | null
  target_image_id: string | null
}

export interface CaptureRecord {
  capture: CaptureRow
  sides: SideRow[]
}

export type NewCapture = Pick<CaptureRow, 'id' | 'dataset_id' | 'subject_id' | 'mode'> & { nowMs: number }
export type NewSide = Pick<
  SideRow,
  'side' | 'file' | 'bytes' | 'width' | 'height' | 'source' | 'file_name'
> & {
  warnings: string[]
  face_shot?: string | null
}

export const ACTIVE_STATES: readonly QueueState[] = ['queued', 'uploading', 'waiting_offline', 'processing']
export const activeList = ACTIVE_STATES.map((state) => `'${state}'`).join(', ')

export interface CaptureQueueStore {
  /** Inserts the capture and its sides in one transaction; the capture time is made unique per subject. */
  insert(capture: NewCapture, sides: NewSide[]): CaptureRecord
  get(id: string): CaptureRecord | null
  /** Every capture, oldest first. */
  list(): CaptureRecord[]
  /** Captures the worker still has to advance, oldest first. */
  active(): CaptureRecord[]
  /** Moves to `state` only from one of `from`; false when the capture was elsewhere (cancelled, say). */
  setState(id: string, state: QueueState, from: readonly QueueState[], problem?: string | null): boolean
  setFlow(id: string, flow: CaptureFlow): void
  /** v3: the batch and each side's link, in one transaction, with when the links stop working. */
  recordLinks(id: string, batchId: string, linksUntil: number, targets: readonly SideTarget[]): void
  /**
   * v3: forgets the batch and its links (after the batch was deleted on the service): every side goes back to
   * pending, so new links are asked for and every side is sent to the new batch.
   */
  forgetBatch(id: string): void
  markComputed(id: string): void
  /** v3: the storage host said the links are gone (the batch is then given up). */
  expireLinks(id: string): void
  markBatchRequested(id: string): void
  recordBatch(id: string, batchId: string): void
  setExpectAcne(id: string, expectAcne: boolean): void
  setExpectedApps(id: string, json: string): void
  setAnalyses(id: string, ready: number, total: number): void
  setProcessingSince(id: string, ms: number | null): void
  setRejected(id: string, rejectedJson: string): void
  countAttempt(id: string): void
  setSubjectName(id: string, name: string): void
  markSideSending(id: string, side: CaptureSide): void
  recordImage(id: string, side: CaptureSide, imageId: string | null): void
  resetSide(id: string, side: CaptureSide): void
  /** Batch ids already recorded by captures other than `exceptId`. */
  batchIdsInUse(exceptId: string): Set<string>
  /** How many of the subject's captures are still under way (queued, sending, waiting or processing). */
  activeOfSubject(subjectId: string): number
  /** Deletes the subject's captures that are no longer under way; answers their ids (for their folders). */
  removeSettledOfSubject(subjectId: string): string[]
  /**
   * The subject's outbox create was sent: its captures (queued under its local id) are the service's subject's
   * now. Answers their ids.
   */
  moveSubject(fromId: string, toId: string): string[]
  /** The ids of the subject's captures still under way. */
  activeIdsOfSubject(subjectId: string): string[]
}

export const nowIso = () => new Date().toISOString()

/** An UPDATE of one capture's row that also sets `updated_at`; run by `update`. */
export const touch = (db: AppDb, sql: string) =>
  db.prepare(`UPDATE captures SET ${sql}, updated_at = @now WHERE id = @id`)

export const update = (statement: ReturnType<typeof touch>, id: string, value?: string | number | null) =>
  void statement.run({ id, value: value ?? null, now: nowIso() })
