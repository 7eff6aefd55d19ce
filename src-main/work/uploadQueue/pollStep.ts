/**
 * Steps (d) and (e) for one capture: read each image's results, cache them, count the analyses that answered, and
 * finish the capture when each application it waits for has answered (rejected entries for `is_ok: false`), or
 * fail it once the wait is too long.
 */
import type { ResultRecord } from '../../../src-shared/contract'
import { countAnalyses, expectedAnalyses, rejectedSides, type UploadedSide } from './expectedResults'
import { failIfTooLong, fillSubjectName, finishCapture, type PollOutcome } from './pollCommon'
import { queueEvents } from './states'
import type { StepContext } from './stepContext'
import { pollCaptureV3 } from './v3PollStep'

export type { PollOutcome } from './pollCommon'

export async function pollCapture(id: string, ctx: StepContext): Promise<PollOutcome> {
  const { uploaded } = queueEvents
  const before = ctx.queue.get(id)
  if (before === null) return 'stopped'
  if (before.capture.flow === 'v3') return pollCaptureV3(id, ctx)
  if (before.capture.processing_since === null) ctx.queue.setProcessingSince(id, ctx.now())

  const sides: UploadedSide[] = before.sides.flatMap((side) =>
    side.image_id === null ? [] : [{ side: side.side, imageId: side.image_id }],
  )
  const byImage = new Map<string, ResultRecord[]>()
  for (const { imageId } of sides) {
    const results = await ctx.api.results.forImage(imageId, ctx.signal)
    ctx.results.put(imageId, results)
    byImage.set(imageId, results)
  }
  await fillSubjectName(id, ctx)
  if (before.capture.state !== 'processing' && ctx.queue.setState(id, uploaded.to, uploaded.from))
    ctx.changed(id)

  const expected = expectedAnalyses(before.capture.expected_apps, before.capture.expect_acne === 1)
  const count = countAnalyses(sides, byImage, expected)
  if (count.ready !== before.capture.analyses_ready || count.total !== before.capture.analyses_total) {
    ctx.queue.setAnalyses(id, count.ready, count.total)
    ctx.changed(id)
  }
  const since = ctx.queue.get(id)?.capture.processing_since ?? ctx.now()
  // Applications the workstation does not know are waited for only a while: they may not answer single images.
  const othersWaited = ctx.now() - since >= ctx.timing.otherAnalysesGraceMs
  if (count.requiredReady && (count.ready === count.total || othersWaited))
    return finishCapture(id, before.capture.subject_id, rejectedSides(sides, byImage), ctx)
  return failIfTooLong(id, since, ctx)
}
