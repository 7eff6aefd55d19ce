import { z } from 'zod'
import type { HttpClient } from './http'
import { collect, paginate } from './pagination'
import { companyPath } from './paths'
import { pageOf, smoothedMetricSchema, type SmoothedMetric } from './schemas'

/** Records are read loosely here: the caller sanitizes each one, so a bad record never fails the whole list. */
const rawRecord = z.unknown()
const rawImageResults = z
  .union([z.array(rawRecord), pageOf(rawRecord)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.results))

export type SmoothingMethodName = 'mean' | 'linear_regression'

export interface SmoothingQuery {
  method?: SmoothingMethodName
  sampleMaxSize?: number
  timeWindowDays?: number | null
}

export interface ResultsApi {
  /** Every result record of an image (spec 4.2), unchecked, in no meaningful order. */
  forImage(imageId: string, signal?: AbortSignal): Promise<unknown[]>
  /** Every result record of a subject (spec 4.4), all pages, newest capture first; `since` as the service takes it. */
  forSubject(subjectId: string, options?: { since?: string | null; pageSize?: number }): Promise<unknown[]>
  /** Smoothed face main metrics of an image (spec 4.3). */
  smoothed(imageId: string, query?: SmoothingQuery): Promise<SmoothedMetric[]>
}

export function createResultsApi(http: HttpClient, companyId: string): ResultsApi {
  return {
    forImage: (imageId, signal) =>
      http.request(
        'GET',
        companyPath(companyId, 'images', imageId, 'metrics_and_submetrics'),
        rawImageResults,
        { signal },
      ),
    forSubject: (subjectId, { since = null, pageSize = 100 } = {}) =>
      collect(
        paginate(http, companyPath(companyId, 'subjects', subjectId, 'metrics_and_submetrics'), rawRecord, {
          pageSize,
          query: { since },
        }),
      ),
    smoothed: (imageId, { method, sampleMaxSize, timeWindowDays } = {}) =>
      http.get(companyPath(companyId, 'images', imageId, 'smoothed_metrics'), z.array(smoothedMetricSchema), {
        query: {
          smoothing_method: method,
          sample_max_size: sampleMaxSize,
          sample_time_window: timeWindowDays,
        },
      }),
  }
}
