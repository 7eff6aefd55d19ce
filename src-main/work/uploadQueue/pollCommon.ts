/** What both flows' results polls share: the subject's name for the queue, finishing, and giving up. */
import { ApiError } from '../../api'
import { removeCaptureFiles } from '../../store/accountDb/captureFiles'
import { AppFailure } from '../appFailure'
import { queueEvents } from './states'
import type { StepContext } from './stepContext'

export type PollOutcome = 'done' | 'waiting' | 'stopped'

export async function fillSubjectName(id: string, ctx: StepContext): Promise<void> {
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

/**
 * Every side is on the service and its results are cached: the photos on this computer have done their job.
 * They are deleted before the capture is done (every side is recorded, so nothing would ever send them again).
 */
export async function finishCapture(
  id: string,
  subjectId: string,
  rejected: readonly { side: string; reason: string }[],
  ctx: StepContext,
): Promise<PollOutcome> {
  const { results_ready } = queueEvents
  ctx.queue.setRejected(id, JSON.stringify(rejected))
  await removeCaptureFiles(ctx.dataDir, id)
  const moved = ctx.queue.setState(id, results_ready.to, results_ready.from)
  ctx.histories.markStale(subjectId)
  ctx.changed(id)
  return moved ? 'done' : 'stopped'
}

/** Fails the capture once its results took longer than the results timeout since it was sent; else waits. */
export function failIfTooLong(id: string, since: number, ctx: StepContext): PollOutcome {
  const { fail } = queueEvents
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
