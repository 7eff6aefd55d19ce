/**
 * `images.original`: the photo kept under the account's `photos/` when it is there and still matches its
 * checksum, else from the service (then kept); offline and not kept, `not_cached`.
 */
import type { ChannelResult } from '../../../src-shared/contract'
import type { SkinApi } from '../../api'
import { createPhotoFiles, isSafePhotoId } from '../../store/photoFiles'
import { createSubjectMediaStore } from '../../store/subjectMedia'
import { AppFailure } from '../appFailure'
import { withoutCopy } from '../cacheFallback'
import { photoTypeOf } from '../../../src-shared/domain/photoType'
import type { ResultsDeps } from './resultsDeps'

/** `urls.original` when it points at the service we talk to now (a demo service may have moved port). */
function sameOriginUrl(api: SkinApi, url: string | null | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin === new URL(api.http.baseUrl).origin ? url : null
  } catch {
    return null
  }
}

export function createOriginalPhotoReader(deps: Pick<ResultsDeps, 'api' | 'cache' | 'dir' | 'seal'>) {
  const files = createPhotoFiles(deps.dir, deps.cache, deps.seal)
  const media = createSubjectMediaStore(deps.cache)

  return async function original(imageId: string): Promise<ChannelResult<'images.original'>> {
    if (!isSafePhotoId(imageId)) throw new AppFailure('bad_request', {}, 'imageId', 'not an image id')
    const kept = await files.read(imageId)
    const keptType = kept && photoTypeOf(kept)
    if (kept && keptType) return { bytes: kept, mediaType: keptType }
    const known = media.image(imageId)
    const raw = await deps
      .api((api) => api.images.original(imageId, sameOriginUrl(api, known?.originalUrl)))
      .catch((e: unknown) => {
        throw withoutCopy(e)
      })
    const mediaType = photoTypeOf(raw.bytes)
    if (!mediaType)
      throw new AppFailure('image_unreadable', {}, null, 'the service sent no JPEG, PNG or WebP')
    await files.write(imageId, raw.bytes)
    return { bytes: new Uint8Array(raw.bytes), mediaType }
  }
}
