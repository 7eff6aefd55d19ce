/** Metric values as they come off the wire: a number, a numeric string, a label, or nothing. */
import type { TFunction } from 'i18next'
import { formatNumber } from './formatNumber'
import { categoryLabel } from './metricText'
import { numericValue, textValue, type MetricValue } from '../../../src-shared/domain/metricChange'

// reading a value is the domain's rule (compare and the before/after sheet share it)
export { numericValue, textValue, type MetricValue }

/** The value as a person reads it in the UI language: a number through Intl, a label translated. */
export function shownValue(t: TFunction, value: MetricValue, language: string): string {
  const number = numericValue(value)
  if (number !== null) return formatNumber(number, language)
  if (typeof value === 'string' && value.trim() !== '') return categoryLabel(t, value)
  return textValue(value)
}
