/** `results.forImage`: the cache when fresh, else the service (read by the API's result reader, cached); the cache again when offline. */
import type { ImageResults, ResultRecord } from '../../../src-shared/contract'
import { createImageResultsStore } from '../../store/imageResults'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import { DEFAULT_FRESH_FOR_MS, parsedJson, type ResultsDeps } from './resultsDeps'
import { readResultRecords } from '../../api'

function cachedRecords(json: string): ResultRecord[] | null {
  const parsed = parsedJson(json)
  return Array.isArray(parsed) ? readResultRecords(parsed).records : null
}

export function createImageResultsReader(deps: ResultsDeps) {
  const store = createImageResultsStore(deps.cache)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? DEFAULT_FRESH_FOR_MS

  return async function forImage(imageId: string): Promise<ImageResults> {
    const cached = store.get(imageId)
    const records = cached && cachedRecords(cached.json)
    const fromCache = cached && records && { imageId, results: records, fetchedAt: cached.fetchedAt }
    // No results yet means the analysis may still be running: always ask again.
    if (fromCache && fromCache.results.length > 0 && isFresh(fromCache.fetchedAt, now(), freshForMs))
      return { ...fromCache, fromCache: true }
    let results: ResultRecord[]
    try {
      results = await deps.api((api) => api.results.forImage(imageId))
    } catch (e) {
      if (fromCache && servesFromCache(e)) return { ...fromCache, fromCache: true }
      throw withoutCopy(e)
    }
    const fetchedAt = now()
    store.put(imageId, results, fetchedAt)
    return { imageId, results, fromCache: false, fetchedAt: fetchedAt.toISOString() }
  }
}
