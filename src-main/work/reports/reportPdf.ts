/** One report from the service, with its failures turned into what the report form can show. */
import { ApiError, createReportsApi } from '../../api'
import { AppFailure } from '../appFailure'
import type { ReportDeps } from './reportDeps'

function reportFailure(e: unknown): unknown {
  if (!(e instanceof ApiError)) return e
  if (e.code === 'not_a_pdf') return new AppFailure('not_a_pdf', {}, null, e.message)
  if (e.status !== 422) return e
  // Spec 4.1: the message of the first `detail` item is what the user reads beside the field.
  const issue = e.validationDetail?.[0]
  const message = issue?.msg ?? e.detail
  if (issue?.loc.includes('image_id')) return new AppFailure('bad_request', { message }, 'imageId', e.message)
  return new AppFailure('invalid_locale', { message }, 'locale', e.message)
}

export async function fetchReportPdf(
  deps: Pick<ReportDeps, 'api' | 'analysedBy3'>,
  imageId: string,
  locale: string,
): Promise<Uint8Array> {
  try {
    return await deps.api((api) => createReportsApi(api.http).generate(imageId, locale))
  } catch (e) {
    // a 3.0 visit's image has no report there: say why rather than "not found"
    if (e instanceof ApiError && e.status === 404 && deps.analysedBy3?.(imageId))
      throw new AppFailure('report_unavailable', {}, null, e.message)
    throw reportFailure(e)
  }
}
