/**
 * `results.forImage`: the cache when fresh, else the service (read by the API's result reader, cached); the cache
 * again when offline. A v3 capture's image has its results by batch (`skinAnalysis3Reader.ts`).
 */
import type { ImageResults, ResultRecord } from '../../../src-shared/contract'
import { createImageResultsStore } from '../../store/cache/imageResults'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import { DEFAULT_FRESH_FOR_MS, parsedJson, type ResultsDeps } from './resultsDeps'
import { readResultRecords } from '../../api'
import type { SkinAnalysis3Reader } from './skinAnalysis3Reader'

function cachedRecords(json: string): ResultRecord[] | null {
  const parsed = parsedJson(json)
  return Array.isArray(parsed) ? readResultRecords(parsed).records : null
}

export function createImageResultsReader(deps: ResultsDeps, skinAnalysis3: SkinAnalysis3Reader) {
  const store = createImageResultsStore(deps.cache)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? DEFAULT_FRESH_FOR_MS

  /** `refresh`: the service is asked even when the kept results are fresh (an open visit keeping current). */
  return async function forImage(imageId: string, refresh = false): Promise<ImageResults> {
    const cached = store.get(imageId)
    // Face Skin Analysis 3.0's results are complete when kept, and the v1 endpoint does not have them
    if (cached && skinAnalysis3.cachedFor(imageId).length > 0)
      return {
        imageId,
        results: cachedRecords(cached.json) ?? [],
        fromCache: true,
        fetchedAt: cached.fetchedAt,
      }
    const records = cached && cachedRecords(cached.json)
    const fromCache = cached && records && { imageId, results: records, fetchedAt: cached.fetchedAt }
    // No results yet means the analysis may still be running: always ask again.
    if (
      !refresh &&
      fromCache &&
      fromCache.results.length > 0 &&
      isFresh(fromCache.fetchedAt, now(), freshForMs)
    )
      return { ...fromCache, fromCache: true }
    let results: ResultRecord[]
    try {
      results = await deps.api((api) => api.results.forImage(imageId))
      // none by image: the image may be a v3 capture's, whose results are read by its batch
      if (results.length === 0) results = (await skinAnalysis3.forImage(imageId)) ?? results
    } catch (e) {
      if (fromCache && servesFromCache(e)) return { ...fromCache, fromCache: true }
      throw withoutCopy(e)
    }
    const fetchedAt = now()
    store.put(imageId, results, fetchedAt)
    return { imageId, results, fromCache: false, fetchedAt: fetchedAt.toISOString() }
  }
}
