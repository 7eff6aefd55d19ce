/** Each face main metric of two visits side by side, matched by tech name, with the change's direction. */
import type { ResultRecord, Visit } from '../../../src-shared/contract'
import { analysisVersion } from '../../../src-shared/domain/analysisVersion'
import { numericValue, textValue } from '../../parts/results/metricValue'
import { algorithmOf, findArea, findResult } from '../../parts/results/pickResult'
import { deltaDirection, type Direction } from './direction'

export type MetricDelta =
  | {
      kind: 'numeric'
      techName: string
      name: string
      units: string | null
      before: number
      after: number
      delta: number
      direction: Direction
    }
  | { kind: 'category'; techName: string; name: string; before: string; after: string }

function faceMetric(record: ResultRecord | undefined) {
  if (!record?.is_ok) return undefined
  return findArea(record, 'face')?.main_metric
}

export function metricDeltas(
  before: Visit,
  after: Visit,
  floors?: Readonly<Record<string, number>>,
): MetricDelta[] {
  const rows: MetricDelta[] = []
  for (const record of after.results) {
    const now = faceMetric(record)
    const then = faceMetric(
      findResult(before.results, record.algorithm_family_tech_name ?? algorithmOf(record)),
    )
    if (!now || !then) continue
    const a = numericValue(then.value)
    const b = numericValue(now.value)
    if (a !== null && b !== null && now.widget_type !== 'category') {
      rows.push({
        kind: 'numeric',
        techName: now.tech_name,
        name: now.name,
        units: now.units ?? null,
        before: a,
        after: b,
        delta: Math.round((b - a) * 10) / 10,
        direction: deltaDirection(now.tech_name, a, b, now.units, floors),
      })
    } else {
      rows.push({
        kind: 'category',
        techName: now.tech_name,
        name: now.name,
        before: textValue(then.value),
        after: textValue(now.value),
      })
    }
  }
  const rank = (r: MetricDelta) => (r.kind === 'numeric' ? 0 : 1)
  return rows.sort((x, y) => rank(x) - rank(y) || x.techName.localeCompare(y.techName))
}

/** '3.0' when the visit was measured by Face Skin Analysis 3.0, else null (Face Skin Metrics 2.0 and others). */
export function versionOf(visit: Visit): string | null {
  return visit.results.some((r) => analysisVersion(r) === '3.0') ? '3.0' : null
}
