/**
 * Face Skin Analysis 3.0's results of a batch, for the screens: a v3 capture's results are read per batch
 * (`/api/v3/…/batches/{bid}/results/`), not per image, so a visit captured on another workstation is found by
 * its batch. Complete results never change: once cached (records per image, masks per image and parameter) they
 * are served from the cache. A batch the service does not know as a v3 batch (404: a v1 batch, or a service
 * without the v3 flow) is remembered as such for the life of the app, so it is asked once.
 */
import type { ResultRecord } from '../../../src-shared/contract'
import { ApiError, findSkinAnalysis3Application, isOffline } from '../../api'
import { datasetApplications } from '../applications/faceMetrics'
import { createImageMasksStore } from '../../store/cache/imageMasks'
import { createImageResultsStore } from '../../store/cache/imageResults'
import { createSubjectMediaStore } from '../../store/cache/subjectMedia'
import { parsedJson, type ResultsDeps } from './resultsDeps'
import { keepMasks } from './skinAnalysis3Masks'
import { isSkinAnalysis3Record, skinAnalysis3Records } from './skinAnalysis3Records'
import { readResultRecords } from '../../api'

/** How long whether a dataset has 3.0 attached is taken as known. */
export const DATASET_CHECK_MS = 5 * 60_000

export interface BatchPlace {
  datasetId: string
  subjectId: string
  batchId: string
}

export function createSkinAnalysis3Reader(deps: ResultsDeps) {
  const media = createSubjectMediaStore(deps.cache)
  const results = createImageResultsStore(deps.cache)
  const masks = createImageMasksStore(deps.cache)
  const notV3 = new Set<string>()
  const datasetFlows = new Map<string, { v3: boolean; at: number }>()
  const clock = () => (deps.now ?? (() => new Date()))().getTime()

  /**
   * Whether the dataset has Face Skin Analysis 3.0 attached (its visits may be v3 batches), asked at most every
   * DATASET_CHECK_MS; a dataset record that cannot be read counts as not (asked again when it was offline).
   */
  async function datasetUsesV3(datasetId: string): Promise<boolean> {
    const known = datasetFlows.get(datasetId)
    if (known && clock() - known.at < DATASET_CHECK_MS) return known.v3
    let v3 = false
    try {
      const found = await deps.api((api) => datasetApplications(api, datasetId))
      v3 = found.flow === 'v3'
    } catch (e) {
      // offline: asked again next time; a record that cannot be read (gone, not ours) counts as not, for a while
      if (isOffline(e)) return false
    }
    datasetFlows.set(datasetId, { v3, at: clock() })
    return v3
  }

  const cachedRecords = (imageId: string): ResultRecord[] => {
    const parsed = parsedJson(results.get(imageId)?.json ?? '[]')
    return Array.isArray(parsed) ? readResultRecords(parsed).records : []
  }

  /** The batch's images by side, from the cache, else listed from the service (and cached). */
  async function imagesOf(place: BatchPlace) {
    let images = media.imagesOf(place.subjectId).filter((image) => image.batchId === place.batchId)
    if (images.length === 0) {
      const listed = await deps.api((api) => api.batches.images(place))
      for (const image of listed)
        media.putImage({
          imageId: image.id,
          datasetId: place.datasetId,
          subjectId: place.subjectId,
          batchId: place.batchId,
          side: image.side,
          originalUrl: image.original_url,
        })
      images = media.imagesOf(place.subjectId).filter((image) => image.batchId === place.batchId)
    }
    return images
  }

  /**
   * The batch's 3.0 records (all sides' together), cached or read from the service; null when the batch is not
   * a v3 batch or its results are not complete yet.
   */
  async function forBatch(place: BatchPlace): Promise<ResultRecord[] | null> {
    if (notV3.has(place.batchId)) return null
    const images = await imagesOf(place)
    const cached = images.flatMap((image) => cachedRecords(image.imageId)).filter(isSkinAnalysis3Record)
    if (cached.length > 0) return cached
    let answer
    try {
      answer = await deps.api((api) => api.skinAnalysis3.results(place.batchId))
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 405)) {
        notV3.add(place.batchId)
        return null
      }
      throw e
    }
    if (!answer.complete) return null
    const bySide: Partial<Record<'front' | 'left' | 'right', string>> = {}
    for (const image of images)
      if (image.side === 'front' || image.side === 'left' || image.side === 'right')
        bySide[image.side] = image.imageId
    const imageId = bySide.front ?? images[0]?.imageId
    if (!imageId) return null
    const application = await deps
      .api((api) => api.applications.all())
      .then(findSkinAnalysis3Application, () => null)
    const records = skinAnalysis3Records(answer, {
      imageId,
      batchId: place.batchId,
      sideImages: bySide,
      applicationId: application?.id ?? null,
    })
    await deps.api((api) => keepMasks(answer, bySide, { api, masks, signal: new AbortController().signal }))
    for (const image of images)
      results.put(
        image.imageId,
        records.filter((record) => record.image_id === image.imageId),
      )
    return records
  }

  /** The image's place, when the workstation knows its batch. */
  function placeOf(imageId: string): BatchPlace | null {
    const image = media.image(imageId)
    if (!image?.datasetId) return null
    return { datasetId: image.datasetId, subjectId: image.subjectId, batchId: image.batchId }
  }

  return {
    forBatch,
    datasetUsesV3,
    /** The image's 3.0 records in the cache (complete results never change). */
    cachedFor: (imageId: string) => cachedRecords(imageId).filter(isSkinAnalysis3Record),
    /** The image's 3.0 records read by its batch, or null (not a v3 batch, not complete, batch unknown). */
    async forImage(imageId: string): Promise<ResultRecord[] | null> {
      const place = placeOf(imageId)
      if (!place) return null
      const records = await forBatch(place)
      return records ? records.filter((record) => record.image_id === imageId) : null
    },
    /** The image's masks: kept ones, else read with its batch's results when the service is reachable. */
    async masksOf(imageId: string) {
      const kept = masks.of(imageId)
      if (kept.length > 0) return kept
      const place = placeOf(imageId)
      // only where the dataset has 3.0 attached: a 2.0 visit asks the service nothing for masks
      if (!place || notV3.has(place.batchId) || !(await datasetUsesV3(place.datasetId))) return []
      try {
        await forBatch(place)
      } catch {
        // offline, or the service failed: no masks for now (the results say why, if they cannot be read)
        return []
      }
      return masks.of(imageId)
    },
  }
}
export type SkinAnalysis3Reader = ReturnType<typeof createSkinAnalysis3Reader>
