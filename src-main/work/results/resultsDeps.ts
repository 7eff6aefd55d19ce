import type { SkinApi } from '../../api'
import type { AppDb } from '../../store/db'

export interface ResultsDeps {
  /** Runs a service call with the session's key (Session.withApi). */
  api<T>(call: (api: SkinApi) => Promise<T>): Promise<T>
  db: AppDb
  dataDir: string
  now?: () => Date
  /** A cached answer younger than this is served without asking the service; default 60 s. */
  freshForMs?: number
}

export const DEFAULT_FRESH_FOR_MS = 60_000
