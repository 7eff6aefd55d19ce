import type Database from 'better-sqlite3'
import type { SkinApi } from '../../api'
import type { SavePlace } from './savePlace'

export interface ReportDeps {
  /** Runs a service call with the session's key (Session.withApi). */
  api<T>(call: (api: SkinApi) => Promise<T>): Promise<T>
  /** The account's durable database (`account.sqlite`, table `reports`). */
  db: Database.Database
  /** The account's folder; the PDFs go to its `reports/` folder. */
  accountDir: string
  savePlace: SavePlace
  now?: () => Date
  newId?: () => string
  /** How a user's copy is written; the tests put failures of the file system here. */
  writeCopy?: (path: string, bytes: Uint8Array) => Promise<void>
}
