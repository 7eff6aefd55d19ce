/** Finding results by technical name, never by position (spec 2.2 rules; the service shuffles them). */
import type { ResultRecord } from '../../../src-shared/contract'

export type AreaResult = ResultRecord['result']['area_results'][number]

/** The algorithm's tech name: `result.algorithm_tech_name`, else the part after the family's dot. */
export function algorithmOf(record: ResultRecord): string {
  const own = record.result.algorithm_tech_name
  if (own) return own
  const family = record.algorithm_family_tech_name ?? ''
  return family.slice(family.indexOf('.') + 1)
}

/** The record for an algorithm, matched by `algorithm_tech_name` or the full `algorithm_family_tech_name`. */
export function findResult(records: readonly ResultRecord[], techName: string): ResultRecord | undefined {
  return records.find((r) => r.algorithm_family_tech_name === techName || algorithmOf(r) === techName)
}

/** The area result named `area` (usually `face`). */
export function findArea(record: ResultRecord, area: string): AreaResult | undefined {
  return record.result.area_results.find((a) => a.area_name === area)
}

/**
 * Records in a stable, readable order: scores before other figures, then by family tech name (algorithm where
 * there is none); failed ones last.
 */
export function sortedRecords(records: readonly ResultRecord[]): ResultRecord[] {
  const isScore = (r: ResultRecord) => findArea(r, 'face')?.main_metric.widget_type === 'bad_good_line'
  const key = (r: ResultRecord) =>
    `${r.is_ok ? 0 : 1}:${isScore(r) ? 0 : 1}:${r.algorithm_family_tech_name ?? algorithmOf(r)}`
  return [...records].sort((a, b) => key(a).localeCompare(key(b)))
}
