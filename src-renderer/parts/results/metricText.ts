/** Display names for metrics and category labels: translated when known, the service's own text otherwise. */
import type { TFunction } from 'i18next'
import { categoryKey } from '../../../src-shared/domain/metricChange'

export function metricName(t: TFunction, techName: string, fallback: string): string {
  return t(`results.metric.${techName}`, { defaultValue: fallback })
}

export function categoryLabel(t: TFunction, label: string): string {
  return t(`results.category.${categoryKey(label)}`, { defaultValue: label })
}

export function unitsText(t: TFunction, units: string | null | undefined): string {
  if (!units) return ''
  return t(`results.units.${units.replace(/\s+/g, '_')}`, { defaultValue: units })
}

/** An application's name by its algorithms' family (`selfie_v2`, `acne`): translated when known. */
export function applicationName(t: TFunction, family: string | null, fallback: string): string {
  if (!family) return fallback
  return t(`results.applicationName.${family.replace(/[^a-z0-9_]/gi, '_')}`, { defaultValue: fallback })
}
