import type { BatchRef } from './batches'
import type { HttpClient, RawResponse } from './http'
import { companyPath } from './paths'
import { imageRecord, type Image } from './records'
import { REGULAR_LIGHT_ID, sideIds, type ImageSide } from './sides'
import { imageJsonBody, type UploadProgress } from './uploadBody'

/**
 * An upload may take the client's timeout plus the time to send its body at this slowest acceptable rate
 * (a 4 MB photo is 5.5 MB of base64: about 85 s on top).
 */
const SLOWEST_UPLOAD_BYTES_PER_MS = 64

export interface UploadOptions {
  onProgress?: UploadProgress
  signal?: AbortSignal
}

export interface ImagesApi {
  /**
   * `POST .../batches/{bid}/images/` with `{b64data, side_id, light_id: 1}`, streamed. Sent once, whatever
   * the failure: the service may have stored the image, so the caller reconciles before sending it again.
   */
  upload(batch: BatchRef, side: ImageSide, bytes: Uint8Array, options?: UploadOptions): Promise<Image>
  /**
   * The photo's bytes at the image record's `urls.original`: with the key where it is on the service's own origin,
   * without it anywhere else (a storage host's signed, expiring link; only https there). The documentation shows
   * no other address for an original, so there is none here.
   */
  original(originalUrl: string, signal?: AbortSignal): Promise<RawResponse>
}

export function createImagesApi(http: HttpClient, companyId: string): ImagesApi {
  return {
    upload: ({ datasetId, subjectId, batchId }, side, bytes, { onProgress, signal } = {}) =>
      http.request(
        'POST',
        companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, 'batches', batchId, 'images'),
        imageRecord,
        {
          bodyStream: imageJsonBody(
            bytes,
            { side_id: sideIds[side], light_id: REGULAR_LIGHT_ID },
            onProgress,
          ),
          retryRateLimited: false,
          timeoutMs: http.timeoutMs + Math.ceil((bytes.byteLength * 4) / 3 / SLOWEST_UPLOAD_BYTES_PER_MS),
          signal,
        },
      ),
    original: (originalUrl, signal) =>
      sameOrigin(originalUrl, http.baseUrl)
        ? http.requestRaw('GET', originalUrl, { accept: 'image/*', signal })
        : http.getForeignRaw(originalUrl, { accept: 'image/*', signal }),
  }
}

function sameOrigin(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(baseUrl).origin
  } catch {
    return false
  }
}
