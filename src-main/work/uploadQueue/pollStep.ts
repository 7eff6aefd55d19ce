/**
 * Steps (d) and (e) for one capture: read each image's results, cache them, count the analyses that answered, and
 * finish the capture when each application it waits for has answered (rejected entries for `is_ok: false`), or
 * fail it once the wait is too long.
 */
import type { ResultRecord } from '../../../src-shared/contract'
import { ApiError } from '../../api'
import { removeCaptureFiles } from '../../store/captureFiles'
import { AppFailure } from '../appFailure'
import { countAnalyses, expectedAnalyses, rejectedSides, type UploadedSide } from './expectedResults'
import { queueEvents } from './states'
import type { StepContext } from './stepContext'

export type PollOutcome = 'done' | 'waiting' | 'stopped'

async function fillSubjectName(id: string, ctx: StepContext): Promise<void> {
  const record = ctx.queue.get(id)
  if (record === null || record.capture.subject_name !== null) return
  const { dataset_id, subject_id } = record.capture
  try {
    const subject = await ctx.api.subjects.get(dataset_id, subject_id)
    ctx.queue.setSubjectName(id, subject.name)
  } catch (e) {
    // The name is a nicety for the queue list: a subject now hidden or gone must not hold back the results.
    if (!(e instanceof ApiError && (e.status === 403 || e.status === 404))) throw e
  }
}

export async function pollCapture(id: string, ctx: StepContext): Promise<PollOutcome> {
  const { uploaded, results_ready, fail } = queueEvents
  const before = ctx.queue.get(id)
  if (before === null) return 'stopped'
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
  if (count.requiredReady && (count.ready === count.total || othersWaited)) {
    ctx.queue.setRejected(id, JSON.stringify(rejectedSides(sides, byImage)))
    // Every side is on the service and its results are cached: the photos on this computer have done their job.
    // Deleted before the capture is done (every side has its image id, so nothing would ever send them again).
    await removeCaptureFiles(ctx.dataDir, id)
    const moved = ctx.queue.setState(id, results_ready.to, results_ready.from)
    ctx.histories.markStale(before.capture.subject_id)
    ctx.changed(id)
    return moved ? 'done' : 'stopped'
  }
  if (ctx.now() - since >= ctx.timing.resultsTimeoutMs) {
    const failure = new AppFailure('results_timeout', {
      minutes: String(Math.round(ctx.timing.resultsTimeoutMs / 60_000)),
    })
    const problem = { code: failure.code, params: failure.params, field: null, detail: null }
    ctx.queue.setState(id, fail.to, fail.from, JSON.stringify(problem))
    ctx.changed(id)
    return 'stopped'
  }
  return 'waiting'
}
