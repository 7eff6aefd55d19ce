/**
 * What the upload worker learns of a capture, written the moment it is known: its state, the batch, each side's
 * upload and image, the applications it waits for, and (v3) the signed links and the compute call.
 */
import { nowIso, touch, update, type CaptureQueueStore, type SideTarget } from './captureRows'
import type { AppDb } from './db'

type Steps = Omit<
  CaptureQueueStore,
  | 'insert'
  | 'get'
  | 'list'
  | 'active'
  | 'activeOfSubject'
  | 'removeSettledOfSubject'
  | 'moveSubject'
  | 'activeIdsOfSubject'
>

/** The v3 flow's signed links: recorded with the batch in one transaction, or forgotten with it. */
function linkSteps(db: AppDb): Pick<Steps, 'recordLinks' | 'forgetBatch'> {
  const setLinks = db.prepare(
    `UPDATE captures SET batch_id = @batchId, batch_requested = 1, links_until = @until, updated_at = @now
     WHERE id = @id`,
  )
  const sideLink = db.prepare(
    `UPDATE capture_sides SET put_url = @url, put_method = @method, put_headers = @headers,
     target_image_id = @imageId WHERE capture_id = @id AND side = @side`,
  )
  const clearLinks = db.prepare(
    `UPDATE captures SET batch_id = NULL, batch_requested = 0, links_until = NULL, computed = 0, updated_at = @now
     WHERE id = @id`,
  )
  const clearSides = db.prepare(
    `UPDATE capture_sides SET upload = 'pending', image_id = NULL, put_url = NULL, put_method = NULL,
     put_headers = NULL, target_image_id = NULL WHERE capture_id = @id`,
  )
  const recordLinks = db.transaction(
    (id: string, batchId: string, until: number, targets: readonly SideTarget[]) => {
      setLinks.run({ id, batchId, until, now: nowIso() })
      for (const t of targets)
        sideLink.run({
          id,
          side: t.side,
          url: t.url,
          method: t.method,
          headers: JSON.stringify(t.headers),
          imageId: t.imageId,
        })
    },
  )
  const forgetBatch = db.transaction((id: string) => {
    clearLinks.run({ id, now: nowIso() })
    clearSides.run({ id })
  })
  return {
    recordLinks: (id, batchId, until, targets) => recordLinks(id, batchId, until, targets),
    forgetBatch: (id) => forgetBatch(id),
  }
}

export function queueSteps(db: AppDb): Steps {
  const setBatchRequested = touch(db, 'batch_requested = 1')
  const setBatch = touch(db, 'batch_id = @value')
  const setExpectAcne = touch(db, 'expect_acne = @value')
  const setExpectedApps = touch(db, 'expected_apps = @value')
  const setAnalyses = db.prepare(
    'UPDATE captures SET analyses_ready = @ready, analyses_total = @total, updated_at = @now WHERE id = @id',
  )
  const setProcessingSince = touch(db, 'processing_since = @value')
  const setRejected = touch(db, 'rejected = @value')
  const countAttempt = touch(db, 'attempts = attempts + 1')
  const setSubjectName = touch(db, 'subject_name = @value')
  const sideUpdate = (sql: string) =>
    db.prepare(`UPDATE capture_sides SET ${sql} WHERE capture_id = @id AND side = @side`)
  const sideSending = sideUpdate("upload = 'sending'")
  const sideDone = sideUpdate("upload = 'done', image_id = @imageId")
  const sidePending = sideUpdate("upload = 'pending'")
  const setFlow = touch(db, 'flow = @value')
  const setComputed = touch(db, 'computed = 1')
  const setLinksGone = touch(db, 'links_until = 0')
  const batchIds = db.prepare<[string], { batch_id: string }>(
    'SELECT batch_id FROM captures WHERE batch_id IS NOT NULL AND id != ?',
  )
  return {
    setState(id, state, from, problem = null) {
      const places = from.map((_, i) => `@from${i}`).join(', ')
      const params: Record<string, string | null> = { id, state, problem, now: nowIso() }
      from.forEach((value, i) => (params[`from${i}`] = value))
      const result = db
        .prepare(
          `UPDATE captures SET state = @state, problem = @problem, updated_at = @now
           WHERE id = @id AND state IN (${places})`,
        )
        .run(params)
      return result.changes > 0
    },
    setFlow: (id, flow) => update(setFlow, id, flow),
    ...linkSteps(db),
    markComputed: (id) => update(setComputed, id),
    expireLinks: (id) => update(setLinksGone, id),
    markBatchRequested: (id) => update(setBatchRequested, id),
    recordBatch: (id, batchId) => update(setBatch, id, batchId),
    setExpectAcne: (id, expectAcne) => update(setExpectAcne, id, expectAcne ? 1 : 0),
    setExpectedApps: (id, json) => update(setExpectedApps, id, json),
    setAnalyses: (id, ready, total) => void setAnalyses.run({ id, ready, total, now: nowIso() }),
    setProcessingSince: (id, ms) => update(setProcessingSince, id, ms),
    setRejected: (id, json) => update(setRejected, id, json),
    countAttempt: (id) => update(countAttempt, id),
    setSubjectName: (id, name) => update(setSubjectName, id, name),
    markSideSending: (id, side) => void sideSending.run({ id, side }),
    recordImage: (id, side, imageId) => void sideDone.run({ id, side, imageId }),
    resetSide: (id, side) => void sidePending.run({ id, side }),
    batchIdsInUse: (exceptId) => new Set(batchIds.all(exceptId).map((row) => row.batch_id)),
  }
}
