/** Counts from the account database that "clear cache" leaves alone: saved reports and unfinished captures. */
import type { AppDb } from './db'

export function createAccountFigures(db: AppDb) {
  const reports = db.prepare<[], { n: number; bytes: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(bytes), 0) AS bytes FROM reports',
  )
  const queued = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM captures WHERE state NOT IN ('done', 'cancelled')",
  )
  return {
    reports: () => reports.get() ?? { n: 0, bytes: 0 },
    queuedCaptures: () => queued.get()?.n ?? 0,
  }
}
