import type { LocatedImage } from '../db/repoImages'
import type { Store } from '../db/store'
import { parseTimestamp } from '../time'
import { faceMainMetric } from './mainMetric'
import { smoothSeries, type Sample, type SmoothingMethod } from './smoothing'

export interface SmoothingQuery {
  method: SmoothingMethod
  /** Earlier images at most (0–50). */
  sampleMaxSize: number
  /** Earlier images at most this many days older; null for no limit. */
  timeWindowDays: number | null
}

const captureMillis = (timestamp: string) => parseTimestamp(timestamp)?.getTime() ?? 0

/**
 * Smoothed main metrics (area `face`, numeric) of an image: for each of its ok results, the window is the
 * image itself plus up to N earlier images of the same subject with a result for the same main metric.
 */
export function smoothedMetrics(store: Store, image: LocatedImage, query: SmoothingQuery) {
  const at = captureMillis(image.capture_time)
  const oldest = query.timeWindowDays === null ? -Infinity : at - query.timeWindowDays * 86_400_000
  const items = []
  for (const row of store.results.byImage(image.id)) {
    if (row.is_ok !== 1) continue
    const metric = faceMainMetric(row.result)
    if (!metric) continue
    const window: Sample[] = [{ value: metric.value, time: at }]
    const earlier = { subjectId: image.subject_id, captureTime: image.capture_time, seq: image.seq }
    for (const sample of store.results.earlierSamples(earlier, row.algorithm_family_tech_name)) {
      if (window.length > query.sampleMaxSize) break
      const time = captureMillis(sample.capture_time)
      if (time < oldest) break
      const value = faceMainMetric(sample.result)
      if (value?.techName === metric.techName) window.push({ value: value.value, time })
    }
    items.push({
      algorithm_family_tech_name: row.algorithm_family_tech_name,
      algorithm_tech_name: metric.algorithmTechName,
      tech_name: metric.techName,
      name: metric.name,
      area_name: 'face',
      value: smoothSeries(query.method, window, at),
      raw_value: metric.value,
      smoothing_method: query.method,
      samples: window.length,
    })
  }
  return items
}
