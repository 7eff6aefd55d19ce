/**
 * The results poll of a v3 capture (Face Skin Analysis 3.0): the batch's results are read until the service says
 * every algorithm answered (`all_algorithms_calculated`); then they are cached as the front photo's records
 * (`work/results/skinAnalysis3Records.ts`) with each mask's SVG kept on this computer (its link expires within the
 * hour), and the capture is done. Too long a wait fails it, as for a v1 capture.
 */
import { keepFaceShots } from './faceShots'
import type { CaptureSide } from '../../../src-shared/contract'
import { findSkinAnalysis3Application, type V3Side } from '../../api'
import type { CaptureRecord } from '../../store/accountDb/captureQueue'
import { keepMasks } from '../results/skinAnalysis3Masks'
import { skinAnalysis3Records } from '../results/skinAnalysis3Records'
import { failIfTooLong, fillSubjectName, finishCapture, type PollOutcome } from './pollCommon'
import { queueEvents } from './states'
import type { StepContext } from './stepContext'

/** Each side's image id: as the upload answer named it, else from the batch's image list. */
async function sideImages(record: CaptureRecord, batchId: string, ctx: StepContext) {
  const ids: Partial<Record<CaptureSide, string>> = {}
  for (const side of record.sides) if (side.image_id) ids[side.side] = side.image_id
  if (record.sides.every((side) => ids[side.side])) return ids
  const { dataset_id: datasetId, subject_id: subjectId } = record.capture
  for (const image of await ctx.api.batches.images({ datasetId, subjectId, batchId }, ctx.signal))
    if (image.side && !ids[image.side]) ids[image.side] = image.id
  return ids
}

export async function pollCaptureV3(id: string, ctx: StepContext): Promise<PollOutcome> {
  const { uploaded } = queueEvents
  const before = ctx.queue.get(id)
  if (before === null) return 'stopped'
  const batchId = before.capture.batch_id
  if (batchId === null) throw new Error(`v3 capture ${id} is polled without a batch`)
  if (before.capture.processing_since === null) ctx.queue.setProcessingSince(id, ctx.now())

  const results = await ctx.api.skinAnalysis3.results(batchId, ctx.signal)
  await fillSubjectName(id, ctx)
  if (before.capture.state !== 'processing' && ctx.queue.setState(id, uploaded.to, uploaded.from))
    ctx.changed(id)
  const ready = results.complete ? 1 : 0
  if (ready !== before.capture.analyses_ready || before.capture.analyses_total !== 1) {
    ctx.queue.setAnalyses(id, ready, 1)
    ctx.changed(id)
  }

  if (results.complete) {
    const images = await sideImages(before, batchId, ctx)
    const imageId = images.front ?? before.sides.map((side) => images[side.side]).find(Boolean)
    if (!imageId) throw new Error(`v3 capture ${id} has no image id`)
    const application = findSkinAnalysis3Application(await ctx.api.applications.all())
    const records = skinAnalysis3Records(results, {
      imageId,
      batchId,
      sideImages: images as Partial<Record<V3Side, string>>,
      applicationId: application?.id ?? null,
    })
    for (const side of before.sides) {
      const sideImage = images[side.side]
      if (!sideImage) continue
      ctx.media.putImage({
        imageId: sideImage,
        datasetId: before.capture.dataset_id,
        subjectId: before.capture.subject_id,
        batchId,
        side: side.side,
        originalUrl: results.photos[side.side] ?? null,
      })
    }
    keepFaceShots(
      ctx.media,
      before.capture.subject_id,
      before.sides.map((side) => ({ faceShot: side.face_shot, imageId: images[side.side] })),
    )
    await keepMasks(results, images, ctx)
    ctx.results.put(imageId, records)
    for (const side of before.sides) {
      const other = images[side.side]
      if (other && other !== imageId)
        ctx.results.put(
          other,
          records.filter((r) => r.image_id === other),
        )
    }
    const rejected = Object.entries(results.problems).map(([side, reason]) => ({ side, reason }))
    return finishCapture(id, before.capture.subject_id, rejected, ctx)
  }
  const since = ctx.queue.get(id)?.capture.processing_since ?? ctx.now()
  return failIfTooLong(id, since, ctx)
}
