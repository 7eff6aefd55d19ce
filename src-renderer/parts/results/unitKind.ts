/** What kind of number a metric is, so its unit can be explained: a 0–100 score, ‰ of the area, per cm², a count. */
import type { ResultMetric } from '../../../src-shared/contract'
import { numericValue } from './metricValue'

export type UnitKind = 'score' | 'perMille' | 'perCm2' | 'count'

export function unitKindOf(metric: Pick<ResultMetric, 'widget_type' | 'units' | 'value'>): UnitKind | null {
  if (metric.widget_type === 'bad_good_line') return 'score'
  const units = (metric.units ?? '').trim().toLowerCase()
  if (units === 'per mille' || units === '‰') return 'perMille'
  if (units === 'per cm²' || units === 'per cm2') return 'perCm2'
  if (!units && metric.widget_type !== 'category' && Number.isInteger(numericValue(metric.value)))
    return 'count'
  return null
}
