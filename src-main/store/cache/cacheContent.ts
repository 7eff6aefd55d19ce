/** What the cache database holds, as a figure for the user, and emptying it (the "clear cache" button). */
import { statSync } from 'node:fs'
import type { CacheDb } from './cacheDb'
import { COMPANY_NAME, LAST_ONLINE_AT, SEX_BOOK } from './cacheMeta'

const fileBytes = (path: string) => {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

export function createCacheContent(cache: CacheDb) {
  const keptSubjects = cache.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM kept_subjects')
  // `roster_changes` is a counter, not a record: it goes on growing (the roster index relies on it, rosterIndex.ts)
  const tables = cache.prepare<[], { name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
     AND name NOT IN ('meta', 'roster_changes')`,
  )
  const clearMeta = cache.prepare<[string, string, string]>('DELETE FROM meta WHERE key NOT IN (?, ?, ?)')
  const emptyAll = cache.transaction(() => {
    for (const { name } of tables.all()) cache.exec(`DELETE FROM "${name}"`)
    clearMeta.run(LAST_ONLINE_AT, COMPANY_NAME, SEX_BOOK)
  })
  return {
    keptSubjects: () => keptSubjects.get()?.n ?? 0,
    /** The database file and its write-ahead log, as they are on disk. */
    fileBytes: () => fileBytes(cache.name) + fileBytes(`${cache.name}-wal`),
    /** Every cached record, kept subjects included; then the file is shrunk to what is left. */
    clear() {
      emptyAll()
      cache.exec('VACUUM')
      cache.pragma('wal_checkpoint(TRUNCATE)')
    },
  }
}
