/**
 * Face Skin Analysis 3.0's v3 flow (service-gaps.md, "Read again 2026-11-25"): ask for signed upload links per
 * side, PUT each side's bytes to its link (a storage host: without the key, with exactly the headers the answer
 * names), start the analysis, read the batch's results. The records are read by `records/skinAnalysis3.ts`.
 */
import type { HttpClient } from './http'
import { companyPathV3 } from './paths'
import {
  resultsAnswerRecord,
  uploadAnswerRecord,
  type SkinAnalysis3Results,
  type UploadAnswer,
  type UploadTarget,
  type V3Side,
} from './records/skinAnalysis3'
import { rawBody, type UploadProgress } from './uploadBody'

/** As for a v1 upload: the client's timeout plus the body at the slowest acceptable rate. */
const SLOWEST_UPLOAD_BYTES_PER_MS = 64
/** The links the workstation asks for live an hour (the documentation's example). */
export const V3_LINK_SECONDS = 3600

export interface SkinAnalysis3Api {
  /**
   * `POST /api/v3/companies/{cid}/subjects/{sid}/upload/` with a file name per side and the capture time. Sent
   * once, whatever the failure: the service may have made the batch, so the caller looks for it first.
   */
  requestUpload(
    subjectId: string,
    files: Partial<Record<V3Side, string>>,
    creationTime: string,
    signal?: AbortSignal,
  ): Promise<UploadAnswer>
  /** PUTs a side's bytes to its signed link, as the answer said (retried on network errors: the same link). */
  put(
    target: Pick<UploadTarget, 'url' | 'method' | 'headers'>,
    bytes: Uint8Array,
    options?: { onProgress?: UploadProgress; signal?: AbortSignal },
  ): Promise<void>
  /** `POST /api/v3/companies/{cid}/batches/{bid}/compute/` with `{app_args: {}}` (a null app_args may fail). */
  compute(batchId: string, signal?: AbortSignal): Promise<void>
  /** The batch's results with masks as SVG links (read again for fresh links: they expire). */
  results(batchId: string, signal?: AbortSignal): Promise<SkinAnalysis3Results>
  /** A mask's SVG text at its link (a storage host, without the key). */
  maskSvg(url: string, signal?: AbortSignal): Promise<string>
}

export function createSkinAnalysis3Api(http: HttpClient, companyId: string): SkinAnalysis3Api {
  return {
    requestUpload: (subjectId, files, creationTime, signal) =>
      http.post(
        companyPathV3(companyId, 'subjects', subjectId, 'upload'),
        { ...files, creation_time: creationTime },
        uploadAnswerRecord,
        { signal, retryRateLimited: false },
      ),
    put: async (target, bytes, { onProgress, signal } = {}) => {
      const method = target.method === 'POST' ? 'POST' : 'PUT'
      await http.sendForeignRaw(method, target.url, {
        bodyStream: rawBody(bytes, 'application/octet-stream', onProgress),
        signedHeaders: target.headers,
        accept: '*/*',
        idempotent: true,
        retryRateLimited: false,
        timeoutMs: http.timeoutMs + Math.ceil(bytes.byteLength / SLOWEST_UPLOAD_BYTES_PER_MS),
        signal,
      })
    },
    compute: async (batchId, signal) => {
      await http.requestRaw('POST', companyPathV3(companyId, 'batches', batchId, 'compute'), {
        body: { app_args: {} },
        signal,
        retryRateLimited: false,
      })
    },
    results: (batchId, signal) =>
      http.request('GET', companyPathV3(companyId, 'batches', batchId, 'results'), resultsAnswerRecord, {
        query: { expiration_seconds: V3_LINK_SECONDS, with_masks: true, svg_masks: true },
        signal,
      }),
    maskSvg: async (url, signal) => {
      const raw = await http.getForeignRaw(url, { accept: 'image/svg+xml,*/*', signal })
      return new TextDecoder().decode(raw.bytes)
    },
  }
}
