/** Finding results by technical name, never by position (spec 2.2 rules; the service shuffles them). */
import type { ResultRecord } from '../../../src-shared/contract'
import { algorithmOf, findArea, findResult } from '../../../src-shared/domain/metricChange'

export type AreaResult = ResultRecord['result']['area_results'][number]

// the finding rules are the domain's (compare and the before/after sheet share them)
export { algorithmOf, findArea, findResult }

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
