/**
 * Storage limitation: the cached photos and results of subjects not opened on this workstation for the
 * retention period (Settings, default 30 days) are deleted; subjects kept "available offline" stay until their
 * keep is removed. The roster's copies (each subject's record as last listed: name, birth date, record number,
 * consent) follow the same period: a patient neither listed nor opened for it is forgotten here. Saved reports and queued captures are not cache and stay. Runs when the account opens and
 * every hour after.
 */
import type { CacheDb } from '../../store/cache/cacheDb'
import type { FileSeal } from '../../store/files/sealedFiles'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createSubjectCopies } from '../../store/cache/subjectCopies'
import { createSubjectUse } from '../../store/cache/subjectUse'

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
  const roster = createLibraryCache(deps.cache)
  return {
    /** Deletes what is past the period at `now`; answers the subjects whose copies went. */
    async purge(now = new Date()): Promise<string[]> {
      const days = await deps.retentionDays()
      const cutoff = new Date(now.getTime() - days * DAY_MS)
      const stale = use.unopenedSince(cutoff, now)
      for (const subjectId of stale) await copies.drop(subjectId)
      roster.ageOut(cutoff)
      return stale
    },
  }
}
export type Retention = ReturnType<typeof createRetention>
