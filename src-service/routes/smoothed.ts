import type { FastifyInstance } from 'fastify'
import type { ServiceContext } from '../context'
import { errorItem, validationError, type ErrorItem } from '../http/errors'
import { requestUrl } from '../http/pagination'
import { smoothedMetrics, type SmoothingQuery } from '../metrics/smoothedMetrics'
import { smoothingMethods, type SmoothingMethod } from '../metrics/smoothing'
import { findCompanyImage } from './lookup'

export const maxSampleSize = 50
const defaultSampleSize = 5

function readQuery(params: URLSearchParams): SmoothingQuery {
  const errors: ErrorItem[] = []
  const method = params.get('smoothing_method') || 'mean'
  if (!smoothingMethods.includes(method as SmoothingMethod)) {
    errors.push(
      errorItem('invalid_choice', `"${method}" is not a valid choice.`, 'smoothing_method', smoothingMethods),
    )
  }
  const size = params.get('sample_max_size') || String(defaultSampleSize)
  const sampleMaxSize = /^\d{1,3}$/.test(size) ? Number(size) : NaN
  if (!(sampleMaxSize >= 0 && sampleMaxSize <= maxSampleSize)) {
    errors.push(
      errorItem(
        'invalid_field_value',
        `Ensure this value is an integer from 0 to ${maxSampleSize}.`,
        'sample_max_size',
      ),
    )
  }
  const days = params.get('sample_time_window')
  const timeWindowDays = days ? (/^\d{1,6}(\.\d+)?$/.test(days) ? Number(days) : NaN) : null
  if (Number.isNaN(timeWindowDays)) {
    errors.push(
      errorItem('invalid_field_value', 'A number of days (0 or more) is required.', 'sample_time_window'),
    )
  }
  if (errors.length > 0) throw validationError(errors)
  return { method: method as SmoothingMethod, sampleMaxSize, timeWindowDays }
}

/** `GET /images/{iid}/smoothed_metrics/?smoothing_method=&sample_max_size=&sample_time_window=` (spec 4.3). */
export function registerSmoothedRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Params: { cid: string; iid: string } }>('/images/:iid/smoothed_metrics/', async (request) => {
    const image = findCompanyImage(ctx, request.params.cid, request.params.iid)
    return smoothedMetrics(ctx.store, image, readQuery(requestUrl(request).searchParams))
  })
}
