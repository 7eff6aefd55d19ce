/** A queue row as the renderer sees it (contract `QueueItem`), with live upload progress and backoff mixed in. */
import { AppErrorPayload, CaptureSide, type QueueItem, type QueueRetry } from '../../../src-shared/contract'
import type { CaptureRecord } from '../../store/accountDb/captureQueue'
import { z } from 'zod'
import { isActive } from './states'

const Rejected = z.array(z.object({ side: CaptureSide, reason: z.string() }))

function parseJson<T extends z.ZodType>(text: string | null, schema: T): z.output<T> | null {
  if (text === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export type SideProgress = ReadonlyMap<CaptureSide, number>

/** What the worker knows of a capture besides its row: bytes sent of each side, the backoff it is in. */
export interface LiveState {
  progress?: SideProgress
  retry?: QueueRetry | null
  /** What an active capture waits for outside the queue (the consent it was taken under: issue 41). */
  waitsFor?: AppErrorPayload | null
}

export function toQueueItem({ capture, sides }: CaptureRecord, live: LiveState = {}): QueueItem {
  const { progress, retry = null, waitsFor = null } = live
  return {
    id: capture.id,
    datasetId: capture.dataset_id,
    subjectId: capture.subject_id,
    subjectName: capture.subject_name,
    mode: capture.mode,
    state: capture.state,
    createdAt: capture.created_at,
    updatedAt: capture.updated_at,
    sides: sides.map((side) => ({
      side: side.side,
      bytes: side.bytes,
      sentBytes: side.upload === 'done' ? side.bytes : Math.min(side.bytes, progress?.get(side.side) ?? 0),
      uploaded: side.upload === 'done',
      imageId: side.image_id,
    })),
    problem: (isActive(capture.state) ? waitsFor : null) ?? parseJson(capture.problem, AppErrorPayload),
    rejected: parseJson(capture.rejected, Rejected) ?? [],
    attempts: capture.attempts,
    retry: isActive(capture.state) ? retry : null,
    analyses:
      capture.analyses_total === null || capture.analyses_ready === null
        ? null
        : { ready: capture.analyses_ready, total: capture.analyses_total },
  }
}
