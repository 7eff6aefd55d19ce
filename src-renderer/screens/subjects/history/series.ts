/**
 * A subject's visits turned into one series per main metric of the face area: numeric ones for charts,
 * categories for timelines. Pure, so unit tests can feed it gaps, failures and strings.
 */
import type { CaptureSide, ResultMetric, Visit } from '../../../../src-shared/contract'
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { analysisVersion } from '../../../../src-shared/domain/analysisVersion'
import { inSideOrder } from '../../../../src-shared/domain/sides'
import { numericValue } from '../../../parts/results/metricValue'
import { findArea } from '../../../parts/results/pickResult'

/**
 * `version`: the analysis that measured the point, where it matters for joining points: '3.0' for Face Skin
 * Analysis 3.0 (family `face_skin_metrics_3.*`), null for the others (Face Skin Metrics 2.0 and the rest).
 */
export type SeriesPoint = {
  time: number
  imageId: string
  capturedAt: string
  version: string | null
  /** The photo's side and its face as the workstation that took it measured it (issue 28), where known. */
  side?: CaptureSide | null
  faceShot?: FaceShot | null
}
export type NumericPoint = SeriesPoint & { value: number }
export type CategoryPoint = SeriesPoint & { label: string }

export type NumericSeries = {
  kind: 'numeric'
  techName: string
  name: string
  units: string | null
  isScore: boolean
  points: NumericPoint[]
}
export type CategorySeries = { kind: 'category'; techName: string; name: string; points: CategoryPoint[] }
export type MetricSeries = NumericSeries | CategorySeries

/** The versions a series' points come from, in the order they first appear (oldest first). */
export function versionsOf(points: readonly { version: string | null }[]): (string | null)[] {
  const seen: (string | null)[] = []
  for (const point of points) if (!seen.includes(point.version)) seen.push(point.version)
  return seen
}

/** Front images first, so a triplet's front photo speaks for its visit. */
function frontFirst(visits: readonly Visit[]): Visit[] {
  return inSideOrder(visits, (visit) => visit.side)
}

function isCategory(metric: ResultMetric): boolean {
  return (
    metric.widget_type === 'category' ||
    (typeof metric.value === 'string' && numericValue(metric.value) === null)
  )
}

/** Oldest first within each series; series in order of first appearance, scores before the rest. */
export function buildSeries(visits: readonly Visit[]): MetricSeries[] {
  const byName = new Map<string, MetricSeries>()
  const seen = new Set<string>()
  for (const visit of frontFirst(visits)) {
    const time = Date.parse(visit.capturedAt)
    if (Number.isNaN(time)) continue
    for (const record of visit.results) {
      if (!record.is_ok) continue
      const metric = findArea(record, 'face')?.main_metric
      if (!metric || metric.value === null || metric.value === undefined) continue
      const key = `${visit.batchId ?? visit.imageId}:${metric.tech_name}`
      if (seen.has(key)) continue
      seen.add(key)
      const base = {
        time,
        imageId: visit.imageId,
        capturedAt: visit.capturedAt,
        version: analysisVersion(record),
        side: visit.side,
        faceShot: visit.faceShot ?? null,
      }
      const existing = byName.get(metric.tech_name)
      if (isCategory(metric)) {
        const series = existing ?? {
          kind: 'category',
          techName: metric.tech_name,
          name: metric.name,
          points: [],
        }
        if (series.kind === 'category') series.points.push({ ...base, label: String(metric.value) })
        byName.set(metric.tech_name, series)
        continue
      }
      const value = numericValue(metric.value)
      if (value === null) continue
      const series: MetricSeries = existing ?? {
        kind: 'numeric',
        techName: metric.tech_name,
        name: metric.name,
        units: metric.units ?? null,
        isScore: metric.widget_type === 'bad_good_line',
        points: [],
      }
      if (series.kind === 'numeric') series.points.push({ ...base, value })
      byName.set(metric.tech_name, series)
    }
  }
  const all = [...byName.values()]
  for (const series of all) series.points.sort((a, b) => a.time - b.time)
  const rank = (s: MetricSeries) => (s.kind === 'numeric' ? (s.isScore ? 0 : 1) : 2)
  return all.sort((a, b) => rank(a) - rank(b))
}
