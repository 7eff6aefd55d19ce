/**
 * The contract's ground: the id every channel takes, the freshness every read answer carries, and the paging of
 * lists. Re-exported by src-shared/contract.ts.
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
