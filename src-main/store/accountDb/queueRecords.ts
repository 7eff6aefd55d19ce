/** Captures added to the queue (with their sides, in one transaction) and read back whole. */
import { formatServiceTime, parseServiceTime } from '../../../src-shared/domain/serviceTime'
import {
  activeList,
  type CaptureQueueStore,
  type CaptureRecord,
  type CaptureRow,
  type NewCapture,
  type NewSide,
  type SideRow,
} from './captureRows'
import type { AppDb } from './db'

export function queueRecords(db: AppDb): Pick<CaptureQueueStore, 'insert' | 'get' | 'list' | 'active'> {
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
  const withSides = (capture: CaptureRow): CaptureRecord => ({ capture, sides: sidesOf.all(capture.id) })
  const get = (id: string) => {
    const capture = captureById.get(id)
    return capture ? withSides(capture) : null
  }
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
  }
}
