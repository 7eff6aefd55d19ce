/** Steps (a0) to (c) for one capture: analysis attached, run, batch, then each missing side, recording every id as it comes. */
import type { CaptureSide } from '../../../src-shared/contract'
import { readCaptureFile } from '../../store/captureFiles'
import { isMissingFile } from '../../store/fileBytes'
import { DamagedFileError } from '../../store/sealedFiles'
import { AppFailure } from '../appFailure'
import type { CaptureRecord } from '../../store/captureQueue'
import { ensureAcneRun } from './acneRun'
import { obtainBatch, reconcileSides } from './batchReconcile'
import { ensureFaceMetrics } from './faceMetricsStep'
import { isSideTaken } from './failure'
import { queueEvents } from './states'
import { toCachedImage } from '../results/subjectMediaSync'
import type { StepContext } from './stepContext'

function reload(id: string, ctx: StepContext): CaptureRecord {
  const record = ctx.queue.get(id)
  if (record === null) throw new Error(`capture ${id} is gone`)
  return record
}

/** A side's sealed photo; one that is gone or does not open fails the capture by name (it can only be retaken). */
async function readSide(side: { side: CaptureSide; file: string }, ctx: StepContext): Promise<Uint8Array> {
  try {
    return await readCaptureFile(ctx.dataDir, side.file, ctx.seal)
  } catch (e) {
    if (e instanceof DamagedFileError || isMissingFile(e))
      throw new AppFailure('capture_unreadable', { side: side.side }, null, String(e))
    throw e
  }
}

/** Returns true when every side is on the service. */
export async function uploadCapture(id: string, ctx: StepContext): Promise<boolean> {
  const { upload, uploaded } = queueEvents
  if (!ctx.queue.setState(id, upload.to, upload.from)) return false
  ctx.queue.countAttempt(id)
  ctx.changed(id)

  let record = reload(id, ctx)
  if (record.capture.batch_id === null)
    ctx.queue.setExpectedApps(id, await ensureFaceMetrics(record.capture, ctx))
  ctx.queue.setExpectAcne(id, await ensureAcneRun(record.capture, ctx))
  const batchId = await obtainBatch(record, ctx)
  record = reload(id, ctx)
  if (record.sides.some((side) => side.upload === 'sending')) {
    await reconcileSides(record, batchId, ctx)
    record = reload(id, ctx)
  }

  const { capture } = record
  const ref = { datasetId: capture.dataset_id, subjectId: capture.subject_id, batchId }
  // The visit's place and time for its screen, before any history is read (the batch's creation_time is ours).
  ctx.media.putBatches([
    { batchId, subjectId: capture.subject_id, creationTime: capture.capture_time, imagesCount: null },
  ])
  for (const side of record.sides) {
    if (side.upload === 'done') continue
    const bytes = await readSide(side, ctx)
    ctx.signal.throwIfAborted()
    ctx.queue.markSideSending(id, side.side)
    try {
      const image = await ctx.api.images.upload(ref, side.side, bytes, {
        signal: ctx.signal,
        onProgress: (sent, total) => ctx.progress(id, side.side, sent, total),
      })
      ctx.queue.recordImage(id, side.side, image.id)
      ctx.media.putImage(toCachedImage(image, capture.dataset_id, capture.subject_id, batchId))
    } catch (e) {
      if (!isSideTaken(e)) throw e
      await reconcileSides(reload(id, ctx), batchId, ctx)
      if (reload(id, ctx).sides.find((s) => s.side === side.side)?.upload !== 'done') throw e
    }
    ctx.changed(id)
  }

  ctx.queue.setProcessingSince(id, ctx.now())
  if (ctx.queue.setState(id, uploaded.to, uploaded.from)) ctx.changed(id)
  return true
}
