/**
 * Makes sure the batch cache knows every image that has results: when one is missing, the subject's batches are
 * listed again and the image lists of batches whose count changed (or was never read) are fetched.
 */
import type { Batch, Image, SkinApi } from '../../api'
import type { CachedImage, SubjectMediaStore } from '../../store/cache/subjectMedia'
import type { VisitMedia } from './assembleVisits'

const IMAGE_LIST_CONCURRENCY = 4

type Api = <T>(call: (api: SkinApi) => Promise<T>) => Promise<T>

export function toCachedImage(
  image: Image,
  datasetId: string,
  subjectId: string,
  batchId: string,
): CachedImage {
  return {
    imageId: image.id,
    datasetId,
    subjectId,
    batchId: image.batch_id ?? batchId,
    side: image.side,
    originalUrl: image.original_url,
  }
}

async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return out
}

export function readVisitMedia(store: SubjectMediaStore, subjectId: string): VisitMedia {
  return {
    images: new Map(store.imagesOf(subjectId).map((i) => [i.imageId, i])),
    batches: new Map(store.batchesOf(subjectId).map((b) => [b.batchId, b])),
    faceShots: store.faceShotsOf(subjectId),
  }
}

export async function syncVisitMedia(
  api: Api,
  store: SubjectMediaStore,
  target: { datasetId: string; subjectId: string },
  neededImageIds: ReadonlySet<string>,
  options: { listBatches?: boolean } = {},
): Promise<VisitMedia> {
  const { datasetId, subjectId } = target
  const known = readVisitMedia(store, subjectId)
  if (!options.listBatches && [...neededImageIds].every((id) => known.images.has(id))) return known

  const batches: Batch[] = await api((a) => a.batches.all(datasetId, subjectId))
  store.putBatches(
    batches.map((b) => ({
      batchId: b.id,
      subjectId,
      creationTime: b.creation_time ?? null,
      imagesCount: b.images_count ?? null,
    })),
  )
  const cachedCounts = new Map<string, number>()
  for (const image of known.images.values())
    cachedCounts.set(image.batchId, (cachedCounts.get(image.batchId) ?? 0) + 1)
  const stale = batches.filter(
    (b) => b.images_count === undefined || b.images_count !== (cachedCounts.get(b.id) ?? 0),
  )
  const lists = await inTurns(stale, IMAGE_LIST_CONCURRENCY, (b) =>
    api((a) => a.batches.images({ datasetId, subjectId, batchId: b.id })),
  )
  store.putImages(
    stale.map((b) => b.id),
    lists.flatMap((images, i) =>
      images.map((image) => toCachedImage(image, datasetId, subjectId, stale[i]?.id ?? '')),
    ),
  )
  return readVisitMedia(store, subjectId)
}
