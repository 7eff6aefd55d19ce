/** `results.forImage`: the cache when fresh, else the service (sanitized, cached); the cache again when offline. */
import type { ImageResults, ResultRecord } from '../../../src-preload/contract'
import { createImageResultsStore } from '../../store/imageResults'
import { isFresh, servesFromCache } from './cacheFallback'
import { DEFAULT_FRESH_FOR_MS, type ResultsDeps } from './resultsDeps'
import { sanitizeRecords } from './sanitizeRecords'

function cachedRecords(json: string): ResultRecord[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? sanitizeRecords(parsed) : []
}

export function createImageResultsReader(deps: ResultsDeps) {
  const store = createImageResultsStore(deps.db)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? DEFAULT_FRESH_FOR_MS

  return async function forImage(imageId: string): Promise<ImageResults> {
    const cached = store.get(imageId)
    const fromCache = cached && { imageId, results: cachedRecords(cached.json), fetchedAt: cached.fetchedAt }
    // No results yet means the analysis may still be running: always ask again.
    if (fromCache && fromCache.results.length > 0 && isFresh(fromCache.fetchedAt, now(), freshForMs))
      return { ...fromCache, fromCache: true }
    let raw: unknown[]
    try {
      raw = await deps.api((api) => api.results.forImage(imageId))
    } catch (e) {
      if (fromCache && servesFromCache(e)) return { ...fromCache, fromCache: true }
      throw e
    }
    const results = sanitizeRecords(raw)
    const fetchedAt = now()
    store.put(imageId, results, fetchedAt)
    return { imageId, results, fromCache: false, fetchedAt: fetchedAt.toISOString() }
  }
}
