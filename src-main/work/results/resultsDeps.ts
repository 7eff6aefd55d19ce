import type { SkinApi } from '../../api'
import type { CacheDb } from '../../store/cache/cacheDb'
import type { FileSeal } from '../../store/files/sealedFiles'

export interface ResultsDeps {
  /** Runs a service call with the session's key (Session.withApi). */
  api<T>(call: (api: SkinApi) => Promise<T>): Promise<T>
  cache: CacheDb
  /** The account's folder (photos are kept under it). */
  dir: string
  /** The account's data key, for the photo files. */
  seal: FileSeal
  now?: () => Date
  /** A cached answer younger than this is served without asking the service; default 60 s. */
  freshForMs?: number
}

export const DEFAULT_FRESH_FOR_MS = 60_000

/** Cached JSON that does not parse is treated as absent. */
export function parsedJson(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}
