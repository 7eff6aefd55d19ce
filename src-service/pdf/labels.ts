import type { ReportStrings } from './locales'
import type { ReportMetric, ReportResult } from './types'
import { formatNumber } from './format'

type Table = Readonly<Record<string, string>>

function lookup(table: Table, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

/** 'very_light' or 'Very light' or 'very-light' → 'very_light'. */
function keyOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

function humanize(techName: string): string {
  const words = techName.replace(/[_.]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function metricLabel(metric: ReportMetric, strings: ReportStrings): string {
  return lookup(strings.metrics, metric.tech_name) ?? (metric.name.trim() || humanize(metric.tech_name))
}

export function unitLabel(units: string | null, strings: ReportStrings): string {
  if (!units) return ''
  // 'per cm²' → 'per_cm2'
  return lookup(strings.units, keyOf(units).replaceAll('²', '2')) ?? units
}

export function metricValueText(metric: ReportMetric, strings: ReportStrings, locale: string): string {
  if (typeof metric.value === 'string') {
    return lookup(strings.categories, keyOf(metric.value)) ?? metric.value
  }
  const unit = unitLabel(metric.units, strings)
  const number = formatNumber(metric.value, locale)
  return unit ? `${number}\u00a0${unit}` : number
}

export function areaLabel(areaName: string, strings: ReportStrings): string {
  return lookup(strings.areas, areaName) ?? humanize(areaName)
}

export function algorithmLabel(result: ReportResult, strings: ReportStrings): string {
  const techName = result.result.algorithm_tech_name
  const fromFamily = result.algorithm_family_tech_name.split('.').pop() ?? ''
  const known = lookup(strings.algorithms, techName) ?? lookup(strings.algorithms, fromFamily)
  if (known) return known
  const face = result.result.area_results.find((area) => area.area_name === 'face')
  if (face) return metricLabel(face.main_metric, strings)
  return humanize(techName || fromFamily || result.algorithm_family_tech_name)
}

export function errorLabel(error: string | undefined, strings: ReportStrings): string {
  if (!error) return '—'
  return lookup(strings.errors, keyOf(error)) ?? error
}

export function sexLabel(sex: string | null, strings: ReportStrings): string {
  if (!sex) return strings.notProvided
  return lookup(strings.sexes, keyOf(sex)) ?? sex
}
