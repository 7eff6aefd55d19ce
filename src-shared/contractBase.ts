/**
 * The contract's ground: the id every channel takes and the freshness every read answer carries. Re-exported by
 * src-shared/contract.ts.
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
