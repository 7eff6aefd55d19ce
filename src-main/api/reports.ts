import type { HttpClient } from './http'
import { ApiError } from './errors'

/** Rendering a report takes the service a few seconds, far more than an ordinary read. */
export const REPORT_TIMEOUT_MS = 60_000

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((value, i) => bytes[i] === value)
}

export function reportPath(imageId: string): string {
  return `/service/pdf-generator/v3/images/${encodeURIComponent(imageId)}/pdf/`
}

export interface ReportsApi {
  /**
   * `POST /service/pdf-generator/v3/images/{image_id}/pdf/` with `{locale}` (spec 4.1): the PDF's bytes.
   * A 422 is an ApiError whose `validationDetail` holds the spec's `detail` array; an answer that is not
   * a PDF is an ApiError with code `not_a_pdf`.
   */
  generate(imageId: string, locale: string, signal?: AbortSignal): Promise<Uint8Array>
}

export function createReportsApi(http: HttpClient): ReportsApi {
  return {
    async generate(imageId, locale, signal) {
      const path = reportPath(imageId)
      const raw = await http.requestRaw('POST', path, {
        body: { locale },
        accept: 'application/pdf',
        timeoutMs: Math.max(http.timeoutMs, REPORT_TIMEOUT_MS),
        // Rendering changes nothing on the service, so a failed attempt may be sent again.
        idempotent: true,
        signal,
      })
      if (!isPdf(raw.bytes)) {
        throw new ApiError({
          kind: 'invalid_response',
          status: raw.status,
          method: 'POST',
          path,
          code: 'not_a_pdf',
          detail: `the answer (${(raw.headers.get('content-type') ?? 'no content type').slice(0, 100)}) is not a PDF`,
        })
      }
      return raw.bytes
    },
  }
}
