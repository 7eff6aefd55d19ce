/** Metric values as they come off the wire: a number, a numeric string, a label, or nothing. */
import type { TFunction } from 'i18next'
import { formatNumber } from './formatNumber'
import { categoryLabel } from './metricText'

export type MetricValue = number | string | null | undefined

/** The value as a finite number, or null when it is a label, empty or not a number at all. */
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

/** The value as a person reads it in the UI language: a number through Intl, a label translated. */
export function shownValue(t: TFunction, value: MetricValue, language: string): string {
  const number = numericValue(value)
  if (number !== null) return formatNumber(number, language)
  if (typeof value === 'string' && value.trim() !== '') return categoryLabel(t, value)
  return textValue(value)
}
