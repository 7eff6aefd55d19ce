/**
 * The durable upload queue: one row per capture and one per side, with every remote id recorded the moment
 * it is known, so a restarted worker knows exactly what the service already has.
 */
import type { CaptureMode, CaptureSide, QueueState } from '../../../src-shared/contract'
import { formatServiceTime, parseServiceTime } from '../../../src-shared/domain/serviceTime'
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
const activeList = ACTIVE_STATES.map((state) => `'${state}'`).join(', ')

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

const nowIso = () => new Date().toISOString()

export function createCaptureQueueStore(db: AppDb): CaptureQueueStore {
  const captureById = db.prepare<[string], CaptureRow>('SELECT * FROM captures WHERE id = ?')
  const sidesOf = db.prepare<[string], SideRow>(
    'SELECT * FROM capture_sides WHERE capture_id = ? ORDER BY position',
  )
  const all = db.prepare<[], CaptureRow>('SELECT * FROM captures ORDER BY seq')
  const active = db.prepare<[], CaptureRow>(
    `SELECT * FROM captures WHERE state IN (${activeList}) ORDER BY seq`,
  )
  const latestTime = db.prepare<[string], { t: string | null }>(
    'SELECT MAX(capture_time) AS t FROM captures WHERE subject_id = ?',
  )
  const insertCapture = db.prepare(
    `INSERT INTO captures (id, dataset_id, subject_id, mode, state, capture_time, created_at, updated_at)
     VALUES (@id, @dataset_id, @subject_id, @mode, 'queued', @capture_time, @created_at, @created_at)`,
  )
  const insertSide = db.prepare(
    `INSERT INTO capture_sides (capture_id, side, position, file, bytes, width, height, source, file_name, warnings,
       face_shot)
     VALUES (@capture_id, @side, @position, @file, @bytes, @width, @height, @source, @file_name, @warnings,
       @face_shot)`,
  )
  const touch = (sql: string) => db.prepare(`UPDATE captures SET ${sql}, updated_at = @now WHERE id = @id`)
  const setBatchRequested = touch('batch_requested = 1')
  const setBatch = touch('batch_id = @value')
  const setExpectAcne = touch('expect_acne = @value')
  const setExpectedApps = touch('expected_apps = @value')
  const setAnalyses = db.prepare(
    'UPDATE captures SET analyses_ready = @ready, analyses_total = @total, updated_at = @now WHERE id = @id',
  )
  const setProcessingSince = touch('processing_since = @value')
  const setRejected = touch('rejected = @value')
  const countAttempt = touch('attempts = attempts + 1')
  const setSubjectName = touch('subject_name = @value')
  const sideUpdate = (sql: string) =>
    db.prepare(`UPDATE capture_sides SET ${sql} WHERE capture_id = @id AND side = @side`)
  const sideSending = sideUpdate("upload = 'sending'")
  const sideDone = sideUpdate("upload = 'done', image_id = @imageId")
  const sidePending = sideUpdate("upload = 'pending'")
  const activeCount = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM captures WHERE subject_id = ? AND state IN (${activeList})`,
  )
  const settledIds = db.prepare<[string], { id: string }>(
    `SELECT id FROM captures WHERE subject_id = ? AND state NOT IN (${activeList})`,
  )
  const activeIds = db.prepare<[string], { id: string }>(
    `SELECT id FROM captures WHERE subject_id = ? AND state IN (${activeList}) ORDER BY seq`,
  )
  const idsOf = db.prepare<[string], { id: string }>('SELECT id FROM captures WHERE subject_id = ?')
  const moveCaptures = db.prepare<[string, string, string]>(
    'UPDATE captures SET subject_id = ?, updated_at = ? WHERE subject_id = ?',
  )
  const moveSubject = db.transaction((fromId: string, toId: string): string[] => {
    const ids = idsOf.all(fromId).map((row) => row.id)
    moveCaptures.run(toId, nowIso(), fromId)
    return ids
  })
  const removeCapture = db.prepare<[string]>('DELETE FROM captures WHERE id = ?')
  const removeSettled = db.transaction((subjectId: string): string[] => {
    const ids = settledIds.all(subjectId).map((row) => row.id)
    for (const id of ids) removeCapture.run(id)
    return ids
  })
  const setFlow = touch('flow = @value')
  const setLinks = db.prepare(
    `UPDATE captures SET batch_id = @batchId, batch_requested = 1, links_until = @until, updated_at = @now
     WHERE id = @id`,
  )
  const sideLink = db.prepare(
    `UPDATE capture_sides SET put_url = @url, put_method = @method, put_headers = @headers,
     target_image_id = @imageId WHERE capture_id = @id AND side = @side`,
  )
  const clearLinks = db.prepare(
    `UPDATE captures SET batch_id = NULL, batch_requested = 0, links_until = NULL, computed = 0, updated_at = @now
     WHERE id = @id`,
  )
  const clearSides = db.prepare(
    `UPDATE capture_sides SET upload = 'pending', image_id = NULL, put_url = NULL, put_method = NULL,
     put_headers = NULL, target_image_id = NULL WHERE capture_id = @id`,
  )
  const setComputed = touch('computed = 1')
  const setLinksGone = touch('links_until = 0')
  const recordLinks = db.transaction(
    (id: string, batchId: string, until: number, targets: readonly SideTarget[]) => {
      setLinks.run({ id, batchId, until, now: nowIso() })
      for (const t of targets)
        sideLink.run({
          id,
          side: t.side,
          url: t.url,
          method: t.method,
          headers: JSON.stringify(t.headers),
          imageId: t.imageId,
        })
    },
  )
  const forgetBatch = db.transaction((id: string) => {
    clearLinks.run({ id, now: nowIso() })
    clearSides.run({ id })
  })
  const batchIds = db.prepare<[string], { batch_id: string }>(
    'SELECT batch_id FROM captures WHERE batch_id IS NOT NULL AND id != ?',
  )

  const withSides = (capture: CaptureRow): CaptureRecord => ({ capture, sides: sidesOf.all(capture.id) })
  const get = (id: string) => {
    const capture = captureById.get(id)
    return capture ? withSides(capture) : null
  }
  const update = (statement: ReturnType<typeof touch>, id: string, value?: string | number | null) =>
    void statement.run({ id, value: value ?? null, now: nowIso() })

  const insert = db.transaction((capture: NewCapture, sides: NewSide[]): CaptureRecord => {
    const latest = latestTime.get(capture.subject_id)?.t
    const latestMs = latest ? parseServiceTime(latest) : null
    const ms = latestMs !== null && latestMs >= capture.nowMs - 999 ? latestMs + 1000 : capture.nowMs
    const createdAt = new Date(capture.nowMs).toISOString()
    insertCapture.run({ ...capture, capture_time: formatServiceTime(ms), created_at: createdAt })
    sides.forEach((side, position) =>
      insertSide.run({
        ...side,
        capture_id: capture.id,
        position,
        warnings: JSON.stringify(side.warnings),
        face_shot: side.face_shot ?? null,
      }),
    )
    const stored = get(capture.id)
    if (!stored) throw new Error(`capture ${capture.id} vanished while being inserted`)
    return stored
  })

  return {
    insert: (capture, sides) => insert.immediate(capture, sides),
    get,
    list: () => all.all().map(withSides),
    active: () => active.all().map(withSides),
    activeOfSubject: (subjectId) => activeCount.get(subjectId)?.n ?? 0,
    removeSettledOfSubject: (subjectId) => removeSettled(subjectId),
    moveSubject: (fromId, toId) => moveSubject(fromId, toId),
    activeIdsOfSubject: (subjectId) => activeIds.all(subjectId).map((row) => row.id),
    setState(id, state, from, problem = null) {
      const places = from.map((_, i) => `@from${i}`).join(', ')
      const params: Record<string, string | null> = { id, state, problem, now: nowIso() }
      from.forEach((value, i) => (params[`from${i}`] = value))
      const result = db
        .prepare(
          `UPDATE captures SET state = @state, problem = @problem, updated_at = @now
           WHERE id = @id AND state IN (${places})`,
        )
        .run(params)
      return result.changes > 0
    },
    setFlow: (id, flow) => update(setFlow, id, flow),
    recordLinks: (id, batchId, until, targets) => recordLinks(id, batchId, until, targets),
    forgetBatch: (id) => forgetBatch(id),
    markComputed: (id) => update(setComputed, id),
    expireLinks: (id) => update(setLinksGone, id),
    markBatchRequested: (id) => update(setBatchRequested, id),
    recordBatch: (id, batchId) => update(setBatch, id, batchId),
    setExpectAcne: (id, expectAcne) => update(setExpectAcne, id, expectAcne ? 1 : 0),
    setExpectedApps: (id, json) => update(setExpectedApps, id, json),
    setAnalyses: (id, ready, total) => void setAnalyses.run({ id, ready, total, now: nowIso() }),
    setProcessingSince: (id, ms) => update(setProcessingSince, id, ms),
    setRejected: (id, json) => update(setRejected, id, json),
    countAttempt: (id) => update(countAttempt, id),
    setSubjectName: (id, name) => update(setSubjectName, id, name),
    markSideSending: (id, side) => void sideSending.run({ id, side }),
    recordImage: (id, side, imageId) => void sideDone.run({ id, side, imageId }),
    resetSide: (id, side) => void sidePending.run({ id, side }),
    batchIdsInUse: (exceptId) => new Set(batchIds.all(exceptId).map((row) => row.batch_id)),
  }
}
