/**
 * The durable upload queue: one row per capture and one per side, with every remote id recorded the moment
 * it is known, so a restarted worker knows exactly what the service already has.
 *
 * The rows and the store's interface are captureRows.ts; its parts: captures added and read (queueRecords.ts),
 * what the worker learns of each (queueSteps.ts), a subject's captures together (queueSubjects.ts).
 */
import type { CaptureQueueStore } from './captureRows'
import type { AppDb } from './db'
import { queueRecords } from './queueRecords'
import { queueSteps } from './queueSteps'
import { queueSubjects } from './queueSubjects'

export {
  ACTIVE_STATES,
  type CaptureFlow,
  type CaptureQueueStore,
  type CaptureRecord,
  type CaptureRow,
  type NewCapture,
  type NewSide,
  type SideRow,
  type SideTarget,
  type SideUpload,
} from './captureRows'

export function createCaptureQueueStore(db: AppDb): CaptureQueueStore {
  return { ...queueRecords(db), ...queueSteps(db), ...queueSubjects(db) }
}
