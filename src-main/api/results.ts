import type { ResultRecord } from '../../src-shared/contract'
import { z } from 'zod'
import type { HttpClient } from './http'
import { listAllItems } from './listing'
import { companyPath } from './paths'
import { rawList, readResultRecords, smoothedMetricRecord, type SmoothedMetric } from './records'
import { pageItems } from './pagination'

export type SmoothingMethodName = 'mean' | 'linear_regression'

export interface SmoothingQuery {
  method?: SmoothingMethodName
  sampleMaxSize?: number
  timeWindowDays?: number | null
}

export interface ResultsApi {
  /** Every result record of an image (spec 4.2) that can be read, in no meaningful order. */
  forImage(imageId: string, signal?: AbortSignal): Promise<ResultRecord[]>
  /**
   * Every result record of a subject (spec 4.4), newest capture first, `since` as the service takes it: all pages of
   * the envelope, or a bare array.
   */
  forSubject(
    subjectId: string,
    options?: { since?: string | null; pageSize?: number },
  ): Promise<ResultRecord[]>
  /** Smoothed face main metrics of an image (spec 4.3). */
  smoothed(imageId: string, query?: SmoothingQuery): Promise<SmoothedMetric[]>
}

/** One reader for every result list: records that cannot be read are dropped and reported, never the list. */
function readRecords(http: HttpClient, path: string, raw: readonly unknown[]): ResultRecord[] {
  const { records, dropped } = readResultRecords(raw)
  if (dropped.length > 0) http.reportDropped('GET', path, dropped)
  return records
}

export function createResultsApi(http: HttpClient, companyId: string): ResultsApi {
  return {
    forImage: async (imageId, signal) => {
      const path = companyPath(companyId, 'images', imageId, 'metrics_and_submetrics')
      const answer = await http.request('GET', path, rawList, { signal })
      // The image endpoint answers with a plain array; a (single-page) envelope is read too.
      return readRecords(http, path, Array.isArray(answer) ? answer : answer.results)
    },
    forSubject: async (subjectId, { since = null, pageSize = 100 } = {}) => {
      const path = companyPath(companyId, 'subjects', subjectId, 'metrics_and_submetrics')
      // The envelope (spec 2.3, every page) or a bare array: the documentation does not show which.
      const raw = await listAllItems(http, path, z.unknown(), { pageSize, query: { since } })
      return readRecords(http, path, raw)
    },
    smoothed: async (imageId, { method, sampleMaxSize, timeWindowDays } = {}) => {
      const path = companyPath(companyId, 'images', imageId, 'smoothed_metrics')
      const answer = await http.get(path, rawList, {
        query: {
          smoothing_method: method,
          sample_max_size: sampleMaxSize,
          sample_time_window: timeWindowDays,
        },
      })
      return pageItems(http, path, smoothedMetricRecord, Array.isArray(answer) ? answer : answer.results)
    },
  }
}
