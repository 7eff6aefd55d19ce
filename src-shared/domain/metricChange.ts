/**
 * Each face main metric of two visits side by side, matched by tech name, with the change's direction: what
 * compare shows (src-renderer/screens/compare/) and what the before/after sheet prints (issue 45, main). The
 * records are the service's (spec 2.2), read by shape so this needs no contract. All selfie_v2 scores are 0–100
 * with higher better; the acne application's counts and per-mille measures are lower-is-better. A change within
 * the metric's noise floor (noiseFloors.ts, with the clinic's overrides: `floorsWith`) is no clear change, either
 * way. Pure; imports nothing outside this folder.
 */
import { analysisVersion } from './analysisVersion'
import { isClearChange, NOISE_FLOORS } from './noiseFloors'

/** A metric value as it comes off the wire: a number, a numeric string, a label, or nothing. */
export type MetricValue = number | string | null | undefined

/** A metric as the service sends it, as far as this reads it. */
export interface MetricShape {
  name: string
  tech_name: string
  units?: string | null
  value: MetricValue
  widget_type?: string | null
}

/** A result record as far as this reads it (the contract's ResultRecord fits). */
export interface RecordShape<
  A extends { area_name: string } = { area_name: string; main_metric: MetricShape },
> {
  is_ok: boolean
  algorithm_family_tech_name?: string | null
  result: { algorithm_tech_name?: string | null; area_results: A[] }
}

/** A visit (one photo's results) as far as this reads it (the contract's Visit fits). */
export interface VisitShape {
  results: readonly RecordShape[]
}

export type Direction = 'better' | 'worse' | 'same' | 'noClearChange'

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

/** The value as a finite number, or null when it is a label, empty or not a number at all. */
/** The key a category value ("Very light", "moderate") is translated by: lower case, words joined by `_`. */
export function categoryKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
}

export function numericValue(value: MetricValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

/** The value as text, for plain display. */
export function textValue(value: MetricValue): string {
  if (value === null || value === undefined) return '—'
  return String(value)
}

/** The algorithm's tech name: `result.algorithm_tech_name`, else the part after the family's dot. */
export function algorithmOf(record: RecordShape<{ area_name: string }>): string {
  const own = record.result.algorithm_tech_name
  if (own) return own
  const family = record.algorithm_family_tech_name ?? ''
  return family.slice(family.indexOf('.') + 1)
}

/** The record for an algorithm, matched by `algorithm_tech_name` or the full `algorithm_family_tech_name`. */
export function findResult<R extends RecordShape<{ area_name: string }>>(
  records: readonly R[],
  techName: string,
): R | undefined {
  return records.find((r) => r.algorithm_family_tech_name === techName || algorithmOf(r) === techName)
}

/** The area result named `area` (usually `face`). */
export function findArea<A extends { area_name: string }>(
  record: RecordShape<A>,
  area: string,
): A | undefined {
  return record.result.area_results.find((a) => a.area_name === area)
}

const lowerIsBetterNames = new Set([
  'papules',
  'pustules',
  'acne_inflammation',
  'post_inflammatory_hyperpigmentation',
  'number_of_regions',
  'pores_number',
])

/** True when a smaller value of this metric is the better one. */
export function lowerIsBetter(techName: string, units?: string | null): boolean {
  return lowerIsBetterNames.has(techName) || units === 'per mille'
}

/** The change from `before` to `after` judged for this metric, against the floors in force. */
export function deltaDirection(
  techName: string,
  before: number,
  after: number,
  units?: string | null,
  floors: Readonly<Record<string, number>> = NOISE_FLOORS,
): Direction {
  if (after === before) return 'same'
  if (!isClearChange(techName, before, after, floors)) return 'noClearChange'
  const rose = after > before
  return rose !== lowerIsBetter(techName, units) ? 'better' : 'worse'
}

function faceMetric(record: RecordShape | undefined): MetricShape | undefined {
  if (!record?.is_ok) return undefined
  return findArea(record, 'face')?.main_metric
}

/** Numeric rows first, then by tech name. */
export function metricDeltas(
  before: VisitShape,
  after: VisitShape,
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
export function versionOf(visit: VisitShape): string | null {
  return visit.results.some((r) => analysisVersion(r) === '3.0') ? '3.0' : null
}
