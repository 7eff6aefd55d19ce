/**
 * One pass of the upload worker: which captures it may step (results polls, then the oldest still to upload), the
 * first of them that is due, and that capture's one step with the service, its failure sorted and paced.
 */
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { CaptureRecord } from '../../store/accountDb/captureQueue'
import { classifyFailure } from './failure'
import { pollCapture } from './pollStep'
import type { StepContext } from './stepContext'
import { uploadCapture } from './uploadStep'
import { changed, forget, holds, type WorkerState } from './workerState'

/** Every side on the service (and, for a v3 capture, its analysis started): what is left is polling. */
const isUploaded = (record: CaptureRecord) =>
  record.sides.every((side) => side.upload === 'done') &&
  (record.capture.flow !== 'v3' || record.capture.computed === 1)

/** What the service has acknowledged of a capture so far: a change during a step means it answered. */
const progressMark = (record: CaptureRecord | null) =>
  record
    ? [
        record.capture.batch_id,
        record.capture.expect_acne,
        record.capture.computed,
        ...record.sides.map((s) => `${s.upload === 'done' ? 'stored' : ''}:${s.image_id ?? ''}`),
      ].join('|')
    : ''

/** Runs one step of a capture with the service; false when the worker must pause (no session). */
async function step(
  state: WorkerState,
  id: string,
  work: (ctx: StepContext) => Promise<void>,
): Promise<boolean> {
  const { deps, pacing, progress, queue } = state
  const controller = new AbortController()
  state.current = { id, controller }
  const recovering = pacing.backingOff(id)
  const before = progressMark(queue.get(id))
  let baseUrl: string | undefined
  try {
    await deps.api(async (api) => {
      baseUrl = api.http.baseUrl
      await work({
        ...state.stores,
        api,
        signal: controller.signal,
        dataDir: deps.dataDir,
        seal: deps.seal,
        timing: state.timing,
        now: state.now,
        changed: (captureId) => changed(state, captureId),
        progress: (captureId, side, sent, total) => {
          if (progress.report(captureId, side, sent, total)) changed(state, captureId)
        },
        acneApplication: state.acneApplication,
      })
    })
    pacing.reachedService()
    // the backoff is over: the queue stops saying "retrying in …"
    if (recovering) changed(state, id)
    return true
  } catch (error) {
    // Whatever was sent of a side is lost with the request: a side sent again counts from 0.
    progress.forget(id)
    if (controller.signal.aborted) return true
    const failure = classifyFailure(error, baseUrl)
    if (failure.problem.code === 'internal') deps.onInternalError?.(error)
    if (!pacing.afterFailure(id, failure, progressMark(queue.get(id)) !== before)) return false
    changed(state, id)
    return true
  } finally {
    state.current = null
  }
}

const pollStep = (state: WorkerState, id: string) =>
  step(state, id, async (ctx) => {
    if ((await pollCapture(id, ctx)) === 'waiting') state.pacing.afterPoll(id)
    else forget(state, id)
  })

const uploadStep = (state: WorkerState, id: string) =>
  step(state, id, async (ctx) => {
    const uploaded = await uploadCapture(id, ctx)
    state.progress.forget(id)
    if (uploaded) state.pacing.afterUpload(id)
  })

/**
 * The captures the worker may step: the uploaded ones (results polls), then the oldest still to upload. A capture
 * of a subject created here and still in the outbox waits for it (the outbox moves it to the service's id), and one
 * taken under a consent still in the outbox waits for that (`held`).
 */
function candidates(state: WorkerState): CaptureRecord[] {
  const held = holds(state)
  const active = state.queue
    .active()
    .filter((record) => !isLocalSubjectId(record.capture.subject_id) && !held.has(record.capture.id))
  const head = active.find((record) => !isUploaded(record))
  return head ? [...active.filter(isUploaded), head] : active.filter(isUploaded)
}

/**
 * One pass: one step of the first due capture (results polls before the upload). Answers the ms until the
 * worker should look again: 0 after a step, the wait until the next capture is due, null when idle or paused.
 */
export async function runOnce(state: WorkerState): Promise<number | null> {
  if (state.stopping) return null
  const { pacing, now } = state
  const steppable = candidates(state)
  const due = steppable.find((record) => pacing.dueAt(record.capture.id) <= now())
  if (due) {
    const id = due.capture.id
    const carriedOn = isUploaded(due) ? await pollStep(state, id) : await uploadStep(state, id)
    return carriedOn ? 0 : null
  }
  if (steppable.length === 0) return null
  const next = Math.min(...steppable.map((record) => pacing.dueAt(record.capture.id)))
  return Math.max(1, next - now())
}
