/**
 * The contract's ground: the id every channel takes, the freshness every read answer carries, the paging of
 * lists, where a saved file goes, and how a channel is written down. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'

/**
 * An id the renderer hands main (dataset, subject, image, capture, report): letters, digits, `-` and `_` only,
 * as the service's UUIDs are. Main puts these into the paths of requests that carry the key, so `..`, `/`, `?`
 * or `%` must never get through.
 */
export const Id = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/)

/** Where an answer came from: the service just now, or the local cache (offline, or before a refresh). */
export const Freshness = z.object({ fromCache: z.boolean(), fetchedAt: z.string().nullable() })

export const PageArgs = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
})

export const PageOf = <T extends z.ZodType>(item: T) =>
  Freshness.extend({
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasNext: z.boolean(),
    hasPrevious: z.boolean(),
    results: z.array(item),
  })
export type Page<T> = {
  count: number
  page: number
  pageSize: number
  hasNext: boolean
  hasPrevious: boolean
  results: T[]
  fromCache: boolean
  fetchedAt: string | null
}

/** A channel that takes nothing. */
export const Empty = z.object({}).strict()

/** One channel: what the renderer sends, and what main answers. */
export function channel<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result }
}

/** Where a file the user saves goes. */
export const SaveAsArgs = z.object({
  /**
   * Browser host only (no native Save dialog): a folder under the data folder's `exports/`, and a file name.
   * Electron ignores both and asks with the system Save dialog.
   */
  folder: z.string().max(512).nullable().default(null),
  fileName: z.string().max(512).nullable().default(null),
})
/** A file saved where the user chose (`saved` false: the Save dialog was cancelled). */
export const SavedFile = z.object({ saved: z.boolean(), path: z.string().nullable() })
