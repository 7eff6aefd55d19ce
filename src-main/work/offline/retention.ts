/**
 * Storage limitation: the cached photos and results of subjects not opened on this workstation for the
 * retention period (Settings, default 30 days) are deleted; subjects kept "available offline" stay until their
 * keep is removed. Saved reports and queued captures are not cache and stay. Runs when the account opens and
 * every hour after.
 */
import type { CacheDb } from '../../store/cacheDb'
import type { FileSeal } from '../../store/sealedFiles'
import { createSubjectCopies } from '../../store/subjectCopies'
import { createSubjectUse } from '../../store/subjectUse'

const DAY_MS = 24 * 60 * 60 * 1000

export interface RetentionDeps {
  cache: CacheDb
  /** The account folder (photos live under it). */
  dir: string
  seal: FileSeal
  retentionDays: () => Promise<number>
}

export function createRetention(deps: RetentionDeps) {
  const copies = createSubjectCopies(deps.dir, deps.cache, deps.seal)
  const use = createSubjectUse(deps.cache)
  return {
    /** Deletes what is past the period at `now`; answers the subjects whose copies went. */
    async purge(now = new Date()): Promise<string[]> {
      const days = await deps.retentionDays()
      const stale = use.unopenedSince(new Date(now.getTime() - days * DAY_MS), now)
      for (const subjectId of stale) await copies.drop(subjectId)
      return stale
    },
  }
}
export type Retention = ReturnType<typeof createRetention>
