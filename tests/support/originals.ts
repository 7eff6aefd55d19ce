/**
 * An original photo as the service has it, fetched the documented way: the image record's `urls.original` (read
 * from the batch's image list), with the key on the service, without it on a storage host.
 */
import type { RawResponse, SkinApi } from '../../src-main/api'

export async function originalLink(
  api: SkinApi,
  target: { datasetId: string; subjectId: string },
  imageId: string,
): Promise<string | null> {
  for (const batch of await api.batches.all(target.datasetId, target.subjectId)) {
    const images = await api.batches.images({ ...target, batchId: batch.id })
    const image = images.find((candidate) => candidate.id === imageId)
    if (image) return image.original_url
  }
  throw new Error(`image ${imageId} is not in any batch of the subject`)
}

/** The bytes at the image's link; throws the service's (or storage host's) error, or when there is no link. */
export async function serviceOriginal(
  api: SkinApi,
  target: { datasetId: string; subjectId: string },
  imageId: string,
): Promise<RawResponse> {
  const link = await originalLink(api, target, imageId)
  if (link === null)
    throw Object.assign(new Error('the image record has no link to its original'), { status: 404 })
  return api.images.original(link)
}
