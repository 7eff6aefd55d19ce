/** Steps (a0) to (c) for one capture: analysis attached, run, batch, then each missing side, recording every id as it comes. */
import { keepFaceShots } from './faceShots'
import { ensureAcneRun } from './acneRun'
import { obtainBatch, reconcileSides } from './batchReconcile'
import { ensureFaceMetrics } from './faceMetricsStep'
import { isSideTaken } from './failure'
import { queueEvents } from './states'
import { toCachedImage } from '../results/subjectMediaSync'
import { readSide, reload } from './sideFiles'
import type { StepContext } from './stepContext'
import { uploadCaptureV3 } from './v3UploadStep'

/** Returns true when every side is on the service. */
export async function uploadCapture(id: string, ctx: StepContext): Promise<boolean> {
  const { upload, uploaded } = queueEvents
  if (!ctx.queue.setState(id, upload.to, upload.from)) return false
  ctx.queue.countAttempt(id)
  ctx.changed(id)

  let record = reload(id, ctx)
  if (record.capture.batch_id === null) {
    const { flow, expectedApps } = await ensureFaceMetrics(record.capture, ctx)
    ctx.queue.setExpectedApps(id, expectedApps)
    // the flow is settled until a batch is asked for (a v3 call whose answer was lost stays v3: it cleans up)
    if (record.capture.batch_requested === 0) ctx.queue.setFlow(id, flow)
    record = reload(id, ctx)
  }
  if (record.capture.flow === 'v3') return uploadCaptureV3(id, ctx)
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

  const sent = reload(id, ctx)
  keepFaceShots(
    ctx.media,
    capture.subject_id,
    sent.sides.map((side) => ({ faceShot: side.face_shot, imageId: side.image_id })),
  )
  ctx.queue.setProcessingSince(id, ctx.now())
  if (ctx.queue.setState(id, uploaded.to, uploaded.from)) ctx.changed(id)
  return true
}
