/**
 * Steps (b) and (c) made safe to repeat. The spec has no idempotency key, and a POST whose answer is lost
 * (timeout, dropped connection, 5xx, a crash before the id was written down) may still have been stored.
 *
 * Batches: each capture sends its own creation_time (the capture's timestamp, unique per subject in the local
 * queue). Before creating a batch again after an uncertain create, the subject's batches are listed and the one
 * with that creation_time (not claimed by another capture) is adopted. Should the service not keep the time we
 * send, the worst case is an empty extra batch: images only ever go into a batch whose id is recorded, so a lost
 * batch answer can never lead to a second image of a side.
 *
 * Images: a side is marked `sending` before its POST. Any side still `sending` at the next attempt (or after a
 * restart) is looked up in the batch's image list first; only sides the batch lacks are uploaded again. The
 * service also refuses a second image for a side (400 on side_id), which leads to the same lookup.
 */
import { parseServiceTime } from '../../../src-shared/domain/serviceTime'
import type { CaptureRecord } from '../../store/accountDb/captureQueue'
import type { StepContext } from './stepContext'

export async function obtainBatch({ capture }: CaptureRecord, ctx: StepContext): Promise<string> {
  if (capture.batch_id !== null) return capture.batch_id
  if (capture.batch_requested === 1) {
    const wanted = parseServiceTime(capture.capture_time)
    const claimed = ctx.queue.batchIdsInUse(capture.id)
    const batches = await ctx.api.batches.all(capture.dataset_id, capture.subject_id, ctx.signal)
    const ours = batches.find(
      (batch) =>
        !claimed.has(batch.id) &&
        batch.creation_time !== null &&
        parseServiceTime(batch.creation_time) === wanted,
    )
    if (ours !== undefined) {
      ctx.queue.recordBatch(capture.id, ours.id)
      return ours.id
    }
  }
  ctx.signal.throwIfAborted()
  ctx.queue.markBatchRequested(capture.id)
  const batch = await ctx.api.batches.create(
    capture.dataset_id,
    capture.subject_id,
    { creation_time: capture.capture_time },
    ctx.signal,
  )
  ctx.queue.recordBatch(capture.id, batch.id)
  return batch.id
}

/** Takes the ids of sides already in the batch; sides whose POST did not arrive go back to pending. */
export async function reconcileSides({ capture, sides }: CaptureRecord, batchId: string, ctx: StepContext) {
  const images = await ctx.api.batches.images(
    { datasetId: capture.dataset_id, subjectId: capture.subject_id, batchId },
    ctx.signal,
  )
  for (const side of sides) {
    if (side.upload === 'done') continue
    const present = images.find((image) => image.side === side.side)
    if (present !== undefined) ctx.queue.recordImage(capture.id, side.side, present.id)
    else if (side.upload === 'sending') ctx.queue.resetSide(capture.id, side.side)
  }
}
