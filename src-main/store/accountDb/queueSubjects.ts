/** A subject's captures together: how many are under way, the settled ones removed, all moved to another id. */
import { activeList, nowIso, type CaptureQueueStore } from './captureRows'
import type { AppDb } from './db'

export function queueSubjects(
  db: AppDb,
): Pick<
  CaptureQueueStore,
  'activeOfSubject' | 'removeSettledOfSubject' | 'moveSubject' | 'activeIdsOfSubject'
> {
  const activeCount = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM captures WHERE subject_id = ? AND state IN (${activeList})`,
  )
  const settledIds = db.prepare<[string], { id: string }>(
    `SELECT id FROM captures WHERE subject_id = ? AND state NOT IN (${activeList})`,
  )
  const activeIds = db.prepare<[string], { id: string }>(
    `SELECT id FROM captures WHERE subject_id = ? AND state IN (${activeList}) ORDER BY seq`,
  )
  const idsOf = db.prepare<[string], { id: string }>('SELECT id FROM captures WHERE subject_id = ?')
  const moveCaptures = db.prepare<[string, string, string]>(
    'UPDATE captures SET subject_id = ?, updated_at = ? WHERE subject_id = ?',
  )
  const moveSubject = db.transaction((fromId: string, toId: string): string[] => {
    const ids = idsOf.all(fromId).map((row) => row.id)
    moveCaptures.run(toId, nowIso(), fromId)
    return ids
  })
  const removeCapture = db.prepare<[string]>('DELETE FROM captures WHERE id = ?')
  const removeSettled = db.transaction((subjectId: string): string[] => {
    const ids = settledIds.all(subjectId).map((row) => row.id)
    for (const id of ids) removeCapture.run(id)
    return ids
  })
  return {
    activeOfSubject: (subjectId) => activeCount.get(subjectId)?.n ?? 0,
    removeSettledOfSubject: (subjectId) => removeSettled(subjectId),
    moveSubject: (fromId, toId) => moveSubject(fromId, toId),
    activeIdsOfSubject: (subjectId) => activeIds.all(subjectId).map((row) => row.id),
  }
}
