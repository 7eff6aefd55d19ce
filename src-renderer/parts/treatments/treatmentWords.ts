/**
 * A treatment in words, for lists, the history's marks and compare: "Filler · Juvederm Voluma · lot X · 5 zones".
 * The kinds and skin types in order (Records over the contract's types, so a new one is a type error here).
 */
import type { Treatment, TreatmentKind } from '../../../src-shared/contract'

/** The app's `t`, as far as these words need it. */
export type Words = (key: string, values?: Record<string, unknown>) => string

type SkinType = NonNullable<Treatment['skinType']>

const kinds: Record<TreatmentKind, true> = { injectable: true, energy: true, peel: true, homeCare: true }
const skinTypes: Record<SkinType, true> = { I: true, II: true, III: true, IV: true, V: true, VI: true }

export const kindOrder = Object.keys(kinds) as TreatmentKind[]
export const skinTypeOrder = Object.keys(skinTypes) as SkinType[]

/** Kind, product and lot in one line. */
export function treatmentTitle(t: Words, treatment: Pick<Treatment, 'details' | 'product' | 'lot'>): string {
  const parts = [t(`treatments.kind.${treatment.details.kind}`), treatment.product]
  if (treatment.lot) parts.push(t('treatments.lotShort', { lot: treatment.lot }))
  return parts.filter((p) => p !== '').join(' · ')
}

/** The zones by name, joined. */
export function zonesText(t: Words, treatment: Pick<Treatment, 'zones' | 'details'>): string {
  const zones =
    treatment.details.kind === 'injectable' ? treatment.details.doses.map((d) => d.zone) : treatment.zones
  return zones.map((z) => t(`treatments.zone.${z}`)).join(', ')
}

/** The kind's settings in a line: doses, or device settings, or strength and minutes, or the routine's dates. */
export function detailsText(t: Words, treatment: Treatment, number: (n: number) => string): string {
  const d = treatment.details
  if (d.kind === 'injectable')
    return d.doses
      .map((x) => `${t(`treatments.zone.${x.zone}`)} ${number(x.amount)} ${t(`treatments.unit.${x.unit}`)}`)
      .join(', ')
  if (d.kind === 'energy') {
    const parts = [d.device]
    if (d.wavelengthNm !== null) parts.push(`${number(d.wavelengthNm)} nm`)
    if (d.fluenceJcm2 !== null) parts.push(`${number(d.fluenceJcm2)} J/cm²`)
    if (d.spotMm !== null) parts.push(`${number(d.spotMm)} mm`)
    if (d.pulseMs !== null) parts.push(`${number(d.pulseMs)} ms`)
    if (d.passes !== null) parts.push(t('treatments.passes', { count: d.passes }))
    if (d.testSpot) parts.push(t('treatments.field.testSpot'))
    return parts.filter((p) => p !== '').join(' · ')
  }
  if (d.kind === 'peel')
    return [d.strength, d.minutes === null ? '' : t('treatments.minutes', { count: d.minutes })]
      .filter((p) => p !== '')
      .join(' · ')
  return d.routine
}
