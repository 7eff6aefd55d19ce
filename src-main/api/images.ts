import type { BatchRef } from './batches'
import type { HttpClient, RawResponse } from './http'
import { companyPath } from './paths'
import { imageResultsSchema, imageSchema, type AnalysisResult, type Image } from './schemas'
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
  /** Every analysis result of an image (spec 4.2), in no meaningful order. */
  results(imageId: string, signal?: AbortSignal): Promise<AnalysisResult[]>
  /**
   * The photo's bytes: `urls.original` when the image record gave one (only ever on the service's origin),
   * else `GET .../images/{iid}/original/`.
   */
  original(imageId: string, originalUrl?: string | null, signal?: AbortSignal): Promise<RawResponse>
}

export function createImagesApi(http: HttpClient, companyId: string): ImagesApi {
  return {
    upload: ({ datasetId, subjectId, batchId }, side, bytes, { onProgress, signal } = {}) =>
      http.request(
        'POST',
        companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, 'batches', batchId, 'images'),
        imageSchema,
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
    results: (imageId, signal) =>
      http.request(
        'GET',
        companyPath(companyId, 'images', imageId, 'metrics_and_submetrics'),
        imageResultsSchema,
        { signal },
      ),
    original: (imageId, originalUrl, signal) =>
      http.requestRaw('GET', originalUrl ?? companyPath(companyId, 'images', imageId, 'original'), {
        accept: 'image/*',
        signal,
      }),
  }
}
