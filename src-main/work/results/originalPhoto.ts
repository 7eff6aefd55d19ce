/**
 * `images.original`: the photo kept under the account's `photos/` when it is there and still matches its
 * checksum, else from the link in its image record, `urls.original` (then kept). That link is on the service,
 * or a storage host's signed link that expires (about an hour) or that the service may have revoked: a link that
 * fails is replaced once by reading the image record again. A photo neither the service nor this workstation
 * still has (a dataset that deletes originals, a record without `urls`) is `photo_not_available`, in words;
 * offline and not kept, `not_cached`.
 */
import type { ChannelResult } from '../../../src-shared/contract'
import { isApiError, isOffline } from '../../api'
import { logFor } from '../../log/log'
import { createPhotoFiles, isSafePhotoId } from '../../store/cache/photoFiles'
import { createSubjectMediaStore, type CachedImage } from '../../store/cache/subjectMedia'
import { AppFailure } from '../appFailure'
import { withoutCopy } from '../cacheFallback'
import { photoTypeOf } from '../../../src-shared/domain/photoType'
import type { ResultsDeps } from './resultsDeps'
import { syncVisitMedia, toCachedImage } from './subjectMediaSync'

const log = logFor('photos')

type Photo = ChannelResult<'images.original'>
/** Whose photo it is, where the caller knows. */
type PhotoPlace = { datasetId?: string; subjectId?: string }

/** Why a link gave no photo: said in the log (never the link: its query is a credential). */
class LinkFailed extends Error {}

export function createOriginalPhotoReader(deps: Pick<ResultsDeps, 'api' | 'cache' | 'dir' | 'seal'>) {
  const files = createPhotoFiles(deps.dir, deps.cache, deps.seal)
  const media = createSubjectMediaStore(deps.cache)

  /** The photo at `url`; a link that answers no photo (refused, expired, HTML, empty) is LinkFailed. */
  async function fetchPhoto(url: string): Promise<Photo> {
    let bytes: Uint8Array
    try {
      bytes = (await deps.api((api) => api.images.original(url))).bytes
    } catch (e) {
      // Refused, gone, expired, or not a link to follow: the link's fault. Offline, busy or failing (5xx, 429): the
      // caller's usual failure, and the link may still work later.
      if (!isApiError(e) || e.kind === 'network' || e.kind === 'timeout') throw e
      const refused = e.status !== null && e.status < 500 && e.status !== 429
      if (e.kind !== 'invalid_response' && !refused) throw e
      throw new LinkFailed(`${e.code}${e.status === null ? '' : ` (${e.status})`}`)
    }
    const mediaType = photoTypeOf(bytes)
    if (!mediaType)
      throw new LinkFailed(bytes.length === 0 ? 'an empty answer' : 'an answer that is not a photo')
    return { bytes: new Uint8Array(bytes), mediaType }
  }

  /** The image record read again (its batch's list): a fresh link, kept; null when it cannot be found. */
  async function readAgain(known: CachedImage | null): Promise<string | null> {
    if (known === null || known.datasetId === null) return null
    const { datasetId, subjectId, batchId } = known
    const images = await deps.api((api) => api.batches.images({ datasetId, subjectId, batchId }))
    const image = images.find((candidate) => candidate.id === known.imageId)
    if (!image) return null
    media.putImage(toCachedImage(image, datasetId, subjectId, batchId))
    return image.original_url
  }

  /** The image as last read; not read yet, its subject's visits are read (where the screen said whose it is). */
  async function locate(imageId: string, where: PhotoPlace): Promise<CachedImage | null> {
    const known = media.image(imageId)
    if (known !== null || !where.datasetId || !where.subjectId) return known
    const { datasetId, subjectId } = where
    await syncVisitMedia(deps.api, media, { datasetId, subjectId }, new Set([imageId]))
    return media.image(imageId)
  }

  /** Whether main already knows it cannot reach the service (a call then fails at once, unsent). */
  const knownOffline = () =>
    deps
      .api(async () => false)
      .catch((e: unknown) => {
        if (isOffline(e)) return true
        throw e
      })

  return async function original(imageId: string, where: PhotoPlace = {}): Promise<Photo> {
    if (!isSafePhotoId(imageId)) throw new AppFailure('bad_request', {}, 'imageId', 'not an image id')
    const kept = await files.read(imageId)
    const keptType = kept && photoTypeOf(kept)
    if (kept && keptType) return { bytes: kept, mediaType: keptType }
    const why: string[] = []
    try {
      const known = await locate(imageId, where)
      // Nothing known of it and nobody to ask: not kept here is all that can be said.
      if (known === null && (await knownOffline())) throw new AppFailure('not_cached', {}, null, 'offline')
      let url = known?.originalUrl ?? null
      if (known === null) why.push('no record of the image was found')
      for (let attempt = 0; known !== null && attempt < 2; attempt++) {
        if (url !== null) {
          try {
            const photo = await fetchPhoto(url)
            await files.write(imageId, photo.bytes)
            return photo
          } catch (e) {
            if (!(e instanceof LinkFailed)) throw e
            why.push(e.message)
          }
        } else why.push('no link in the image record')
        if (attempt === 0) url = await readAgain(known)
      }
    } catch (e) {
      throw withoutCopy(e)
    }
    log.warn(`photo ${imageId} not available: ${why.join(', then ')}`)
    throw new AppFailure('photo_not_available', {}, null, why.join('; '))
  }
}
