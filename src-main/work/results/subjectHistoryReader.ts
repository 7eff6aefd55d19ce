/**
 * `history.forSubject`: every result of the subject (all pages, `since`), grouped into visits with capture
 * times from the batch cache, cached per subject and `since` as the charts need it (chartedVisits.ts); served
 * from that cache when fresh (unless `refresh`: an open screen keeping current) or when the service cannot be
 * reached. Each image's full records go to the image results cache on the way. The subject's batches are listed
 * on every read from the service, so the answer says how many photos of the period have no result yet (`pending`,
 * issue 29: still being analysed here or on another workstation).
 */
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import type { ChannelParsedArgs, SubjectHistory, Visit } from '../../../src-shared/contract'
import { createImageResultsStore } from '../../store/cache/imageResults'
import { createSubjectHistoryStore } from '../../store/cache/subjectHistory'
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
import { createSubjectUse } from '../../store/cache/subjectUse'
import { assembleVisits } from './assembleVisits'
import { chartedVisits } from './chartedVisits'
import { isFresh, servesFromCache, withoutCopy } from '../cacheFallback'
import { DEFAULT_FRESH_FOR_MS, parsedJson, type ResultsDeps } from './resultsDeps'
import { isoFromServiceTime } from './serviceTimes'
import type { SkinAnalysis3Reader } from './skinAnalysis3Reader'
import { readVisitMedia, syncVisitMedia } from './subjectMediaSync'

type HistoryArgs = ChannelParsedArgs<'history.forSubject'>

/** The cache holds what this module wrote (and the dispatcher validates every answer against the contract). */
function cachedVisits(json: string): Visit[] | null {
  const parsed = parsedJson(json)
  return Array.isArray(parsed) ? (parsed as Visit[]) : null
}

export function createSubjectHistoryReader(deps: ResultsDeps, skinAnalysis3: SkinAnalysis3Reader) {
  const histories = createSubjectHistoryStore(deps.cache)
  const media = createSubjectMediaStore(deps.cache)
  const imageResults = createImageResultsStore(deps.cache)
  const use = createSubjectUse(deps.cache)
  const now = deps.now ?? (() => new Date())
  const freshForMs = deps.freshForMs ?? DEFAULT_FRESH_FOR_MS
  const keepImageResults = deps.cache.transaction((visits: readonly Visit[], at: Date) => {
    for (const visit of visits) imageResults.put(visit.imageId, visit.results, at)
  })

  async function fetchVisits({
    datasetId,
    subjectId,
    since,
  }: HistoryArgs): Promise<{ visits: Visit[]; pending: number }> {
    const records = await deps.api((api) => api.results.forSubject(subjectId, { since, pageSize: 100 }))
    const needed = new Set(records.map((r) => r.image_id))
    const v3 = await skinAnalysis3.datasetUsesV3(datasetId)
    // Every batch is listed: a 3.0 visit has no v1 records to find, and a batch without results is still pending.
    const visitMedia = await syncVisitMedia(deps.api, media, { datasetId, subjectId }, needed, {
      listBatches: true,
    })
    const withRecords = new Set(
      [...needed].flatMap((imageId) => visitMedia.images.get(imageId)?.batchId ?? []),
    )
    const sinceMs = since === null ? null : Date.parse(`${since}T00:00:00Z`)
    for (const batch of visitMedia.batches.values()) {
      if (withRecords.has(batch.batchId) || batch.imagesCount === 0) continue
      const at = isoFromServiceTime(batch.creationTime)
      if (sinceMs !== null && at !== null && Date.parse(at) < sinceMs) continue
      // a 3.0 visit kept here (captured on this workstation, or read before); else asked for where 3.0 is attached
      const kept = [...visitMedia.images.values()]
        .filter((image) => image.batchId === batch.batchId)
        .flatMap((image) => skinAnalysis3.cachedFor(image.imageId))
      if (kept.length > 0) records.push(...kept)
      else if (v3) {
        const read = await skinAnalysis3.forBatch({ datasetId, subjectId, batchId: batch.batchId })
        if (read) records.push(...read)
      }
    }
    const withResults = new Set(records.map((r) => r.image_id))
    let pending = 0
    for (const batch of visitMedia.batches.values()) {
      const at = isoFromServiceTime(batch.creationTime)
      if (sinceMs !== null && at !== null && Date.parse(at) < sinceMs) continue
      const images = [...visitMedia.images.values()].filter((image) => image.batchId === batch.batchId)
      // A batch none of whose photos has a result yet: each of its photos is waiting for the analysis.
      if (images.length > 0 && !images.some((image) => withResults.has(image.imageId)))
        pending += images.length
    }
    return { visits: assembleVisits(records, readVisitMedia(media, subjectId)), pending }
  }

  /** `pending` as last read from the service, by subject and period (a copy from the cache says it too). */
  const lastPending = new Map<string, number>()
  const pendingKey = (subjectId: string, since: string | null) => `${subjectId}|${since ?? ''}`

  /** For offline use when this period was never fetched: cut from a longer kept one (a kept subject has all). */
  function cutFromLonger(subjectId: string, since: string | null): SubjectHistory | null {
    if (since === null) return null
    const longer = histories.covering(subjectId, since)
    const visits = longer && cachedVisits(longer.json)
    if (!longer || !visits) return null
    const kept = visits.filter((v) => v.capturedAt.slice(0, 10) >= since)
    return { subjectId, since, visits: kept, fromCache: true, fetchedAt: longer.fetchedAt }
  }

  return async function forSubject(args: HistoryArgs): Promise<SubjectHistory> {
    const { subjectId, since } = args
    // A subject created here and still in the outbox: the service has nothing of it yet.
    if (isLocalSubjectId(subjectId)) return { subjectId, since, visits: [], fromCache: true, fetchedAt: null }
    // Opened now: retention keeps its cached copies for another period.
    use.opened(subjectId, now())
    const row = histories.get(subjectId, since)
    const cachedList = row && cachedVisits(row.json)
    const known = lastPending.get(pendingKey(subjectId, since))
    const cached: SubjectHistory | null =
      row && cachedList
        ? {
            subjectId,
            since,
            visits: cachedList,
            fromCache: true,
            fetchedAt: row.fetchedAt,
            ...(known === undefined ? {} : { pending: known }),
          }
        : null
    if (!args.refresh && cached?.fetchedAt && isFresh(cached.fetchedAt, now(), freshForMs)) return cached
    let fetched: { visits: Visit[]; pending: number }
    try {
      fetched = await fetchVisits(args)
    } catch (e) {
      const kept = servesFromCache(e) ? (cached ?? cutFromLonger(subjectId, since)) : null
      if (kept) return kept
      throw withoutCopy(e)
    }
    const fetchedAt = now()
    keepImageResults(fetched.visits, fetchedAt)
    const visits = chartedVisits(fetched.visits)
    histories.put(subjectId, since, visits, fetchedAt)
    lastPending.set(pendingKey(subjectId, since), fetched.pending)
    return {
      subjectId,
      since,
      visits,
      fromCache: false,
      fetchedAt: fetchedAt.toISOString(),
      pending: fetched.pending,
    }
  }
}
