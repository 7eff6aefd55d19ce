/**
 * A capture into a dataset with Face Skin Analysis 3.0 attached: the v3 flow, each step written to the queue
 * before the next, so a restart (a crash, a kill) resumes at the right step.
 *
 * 1. Links: the upload call makes the batch and answers a signed link per side; the batch and links are recorded
 *    in one transaction. The call is marked sent first: if its answer is lost, the batch it may have made has no
 *    photo (its links were never known), and it is found by its capture time and deleted before asking again.
 * 2. Each side: marked `sending`, PUT to its own link, then `done`. A side left `sending` is PUT again to the same
 *    link (a storage object is overwritten), never to another one while its batch stands.
 * 3. Links that stop working before every side is stored (a capture that waited offline, or a 403 from storage):
 *    the batch is deleted on the service (with any side it got), forgotten, and new links asked for. So a capture
 *    never leaves an empty batch, nor two batches with its photos.
 * 4. Compute, once every side is stored; recorded when answered (asked again after a lost answer: the service
 *    starts the analysis once).
 */
import type { CaptureSide } from '../../../src-shared/contract'
import { parseServiceTime } from '../../../src-shared/domain/serviceTime'
import { ApiError, linkExpiry, V3_LINK_SECONDS, type UploadTarget } from '../../api'
import type { CaptureRecord, SideRow, SideTarget } from '../../store/accountDb/captureQueue'
import { AppFailure } from '../appFailure'
import { readSide, reload } from './sideFiles'
import { queueEvents } from './states'
import type { StepContext } from './stepContext'

/** Links are taken as gone this long before they say they expire (a PUT of a large photo takes a while). */
export const LINK_MARGIN_MS = 2 * 60_000

const allStored = (record: CaptureRecord) => record.sides.every((side) => side.upload === 'done')

function linksGone(record: CaptureRecord, now: number): boolean {
  const until = record.capture.links_until
  return until === null || now >= until - LINK_MARGIN_MS
}

/** The capture's batch on the service, deleted (already gone is fine); then forgotten in the queue. */
async function discardBatch(record: CaptureRecord, ctx: StepContext): Promise<void> {
  const { capture } = record
  if (capture.batch_id !== null) {
    try {
      await ctx.api.batches.remove({
        datasetId: capture.dataset_id,
        subjectId: capture.subject_id,
        batchId: capture.batch_id,
      })
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) throw e
    }
  }
  ctx.queue.forgetBatch(capture.id)
}

/**
 * After an upload call whose answer was lost: the subject's batches with this capture's time that no other
 * capture claims and that hold no photo are the ones that call made; they are deleted.
 */
async function removeUnansweredBatches(record: CaptureRecord, ctx: StepContext): Promise<void> {
  const { capture } = record
  const wanted = parseServiceTime(capture.capture_time)
  const claimed = ctx.queue.batchIdsInUse(capture.id)
  const batches = await ctx.api.batches.all(capture.dataset_id, capture.subject_id, ctx.signal)
  for (const batch of batches) {
    if (claimed.has(batch.id) || batch.creation_time === null) continue
    if (parseServiceTime(batch.creation_time) !== wanted) continue
    const ref = { datasetId: capture.dataset_id, subjectId: capture.subject_id, batchId: batch.id }
    if ((await ctx.api.batches.images(ref, ctx.signal)).length > 0) continue
    try {
      await ctx.api.batches.remove(ref)
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) throw e
    }
  }
}

async function askLinks(record: CaptureRecord, ctx: StepContext): Promise<void> {
  const { capture } = record
  if (capture.batch_requested === 1) await removeUnansweredBatches(record, ctx)
  ctx.signal.throwIfAborted()
  ctx.queue.markBatchRequested(capture.id)
  const files: Partial<Record<CaptureSide, string>> = {}
  for (const side of record.sides) files[side.side] = side.file_name ?? `${side.side}.jpg`
  const askedAt = ctx.now()
  const capturedAt = new Date(parseServiceTime(capture.capture_time) ?? askedAt).toISOString()
  const answer = await ctx.api.skinAnalysis3.requestUpload(capture.subject_id, files, capturedAt, ctx.signal)
  const targets: SideTarget[] = []
  for (const side of record.sides) {
    const target = answer.targets.find((t) => t.side === side.side)
    if (!target)
      throw new AppFailure('unreadable_answer', { endpoint: 'POST /api/v3/…/upload/', field: side.side })
    targets.push(target)
  }
  // the earliest link decides; a link that does not say lives as long as asked for
  const until = Math.min(...targets.map((t) => linkExpiry(t.url) ?? askedAt + V3_LINK_SECONDS * 1000))
  ctx.queue.recordLinks(capture.id, answer.batchId, until, targets)
}

function targetOf(side: SideRow): Pick<UploadTarget, 'url' | 'method' | 'headers'> {
  if (side.put_url === null) throw new Error(`side ${side.side} has no upload link`)
  let headers: Record<string, string> = {}
  try {
    headers = JSON.parse(side.put_headers ?? '{}') as Record<string, string>
  } catch {
    // unreadable headers: the PUT goes without them, and the storage host says why if it needs them
  }
  return { url: side.put_url, method: side.put_method ?? 'PUT', headers }
}

/** A storage host refusing a PUT: 403 (expired or forged link) or 400 (headers, size). Never the API key. */
const storageRefused = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status !== null && e.status >= 400 && e.status < 500 && e.status !== 429

const mentionsExpiry = (e: ApiError) => e.status === 403 || /expire/i.test(`${e.detail} ${e.code}`)

/** Returns true when every side is stored and the analysis started. */
export async function uploadCaptureV3(id: string, ctx: StepContext): Promise<boolean> {
  let record = reload(id, ctx)
  let askedThisStep = false
  for (;;) {
    if (record.capture.batch_id !== null && !allStored(record) && linksGone(record, ctx.now())) {
      await discardBatch(record, ctx)
      record = reload(id, ctx)
    }
    if (record.capture.batch_id === null) {
      await askLinks(record, ctx)
      askedThisStep = true
      record = reload(id, ctx)
    }
    const { capture } = record
    const batchId = capture.batch_id
    if (batchId === null) throw new Error(`capture ${id} has no batch after asking for one`)
    ctx.media.putBatches([
      { batchId, subjectId: capture.subject_id, creationTime: capture.capture_time, imagesCount: null },
    ])
    let expired = false
    for (const side of record.sides) {
      if (side.upload === 'done') continue
      const bytes = await readSide(side, ctx)
      ctx.signal.throwIfAborted()
      ctx.queue.markSideSending(id, side.side)
      try {
        await ctx.api.skinAnalysis3.put(targetOf(side), bytes, {
          signal: ctx.signal,
          onProgress: (sent, total) => ctx.progress(id, side.side, sent, total),
        })
      } catch (e) {
        if (!storageRefused(e)) throw e
        // links asked for just now that fail at once will fail again: say so instead of asking forever
        if (!mentionsExpiry(e) || askedThisStep)
          throw new AppFailure('upload_refused', { status: String(e.status) }, null, e.detail)
        expired = true
        break
      }
      ctx.queue.recordImage(id, side.side, side.target_image_id)
      ctx.changed(id)
    }
    if (!expired) break
    // the storage host says the links are gone: written down first, so the batch is given up (deleted, then
    // forgotten) at the top of the loop, or at the next step after a crash
    ctx.queue.expireLinks(id)
    record = reload(id, ctx)
  }

  if (record.capture.computed !== 1) {
    const batchId = record.capture.batch_id
    if (batchId === null) throw new Error(`capture ${id} lost its batch`)
    await ctx.api.skinAnalysis3.compute(batchId, ctx.signal)
    ctx.queue.markComputed(id)
  }
  const { uploaded } = queueEvents
  ctx.queue.setProcessingSince(id, ctx.now())
  if (ctx.queue.setState(id, uploaded.to, uploaded.from)) ctx.changed(id)
  return true
}
