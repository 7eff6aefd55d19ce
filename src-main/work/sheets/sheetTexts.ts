/**
 * A before/after sheet's words, written in its locale (sheetLabels.ts; dates in this computer's zone, as the cover
 * page writes them): the title, the patient (the patient-file sheet only), each pair's captions, the treatments in
 * between and the change of each measure. A marketing sheet names nobody: no name, record number or birth date,
 * no operator, and "Before" / "After, N weeks later" instead of dates.
 */
import type { CaptureSide, SheetNames, SheetPurpose, Treatment } from '../../../src-shared/contract'
import { categoryKey, type MetricDelta } from '../../../src-shared/domain/metricChange'
import { localDateTime } from '../reports/cover/coverTimes'
import type { GatheredSheet } from './gatherSheet'
import type { SheetPairIn, SheetTable } from './sheetDrawing'
import { sheetLabels, type SheetLabels } from './sheetLabels'

export interface SheetWording {
  locale: string
  timeZone: string
  purpose: SheetPurpose
  /** The patient-file sheet's patient; null on a marketing sheet. */
  patient: { name: string | null; recordNumber: string | null } | null
  createdAt: string
}

const DAY_MS = 86_400_000

function dateOnly(iso: string, locale: string, timeZone: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at)
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)
  }
}

function numberText(value: number, locale: string, signed = false): string {
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
  } catch {
    format = new Intl.NumberFormat('en', {
      maximumFractionDigits: 1,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
  }
  return format.format(value)
}

/** The captions under a pair's photos. */
export function pairCaptions(
  words: SheetLabels,
  wording: SheetWording,
  beforeAt: string,
  afterAt: string,
): { before: string; after: string } {
  if (wording.purpose === 'marketing') {
    const days = Math.max(0, Math.round((Date.parse(afterAt) - Date.parse(beforeAt)) / DAY_MS))
    return { before: words.before, after: words.afterLater(days) }
  }
  const when = (iso: string) => localDateTime(iso, wording.locale, wording.timeZone) ?? iso
  return { before: when(beforeAt), after: when(afterAt) }
}

/** Whole calendar days from one instant to another, in the sheet's zone (the same day is 0). */
function daysBetween(fromIso: string, toIso: string, timeZone: string): number {
  const day = (iso: string) => {
    const text = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso))
    return Date.parse(`${text}T00:00:00Z`)
  }
  return Math.max(0, Math.round((day(toIso) - day(fromIso)) / DAY_MS))
}

/**
 * The treatments between the visits. A patient-file sheet dates them and names the operator; a marketing sheet
 * counts their day from the earlier visit (`beforeAt`) instead: a date with a face and a product identifies.
 */
export function treatmentsTable(
  words: SheetLabels,
  wording: SheetWording,
  list: Treatment[],
  beforeAt: string,
): SheetTable {
  const c = words.treatmentColumns
  const withOperator = wording.purpose === 'patientFile'
  const when = (t: Treatment) =>
    withOperator
      ? dateOnly(t.performedAt, wording.locale, wording.timeZone)
      : words.dayOf(daysBetween(beforeAt, t.performedAt, wording.timeZone))
  const cells = (t: Treatment) => [
    when(t),
    words.kind[t.details.kind],
    t.product,
    t.lot,
    t.zones.map((z) => words.zone[z]).join(', '),
    ...(withOperator ? [t.operator.name] : []),
  ]
  return {
    title: words.treatments,
    columns: [
      withOperator ? c.date : c.day,
      c.kind,
      c.product,
      c.lot,
      c.zones,
      ...(withOperator ? [c.operator] : []),
    ],
    widths: withOperator ? [0.14, 0.16, 0.2, 0.12, 0.24, 0.14] : [0.15, 0.18, 0.24, 0.13, 0.3],
    rows: list.map(cells),
    empty: words.noTreatments,
    note: null,
  }
}

/**
 * Each measure's change. Names and category values in the sheet's language where the screens have them (`names`,
 * sent by the renderer), else the service's own words.
 */
export function metricsTable(
  words: SheetLabels,
  locale: string,
  side: CaptureSide,
  metrics: MetricDelta[],
  names: SheetNames = { metrics: {}, categories: {} },
): SheetTable {
  const c = words.metricColumns
  const nameOf = (m: MetricDelta) => names.metrics[m.techName] ?? m.name
  const category = (value: string) => names.categories[categoryKey(value)] ?? value
  const rows = metrics.map((m) =>
    m.kind === 'numeric'
      ? [
          nameOf(m),
          numberText(m.before, locale),
          numberText(m.after, locale),
          m.direction === 'same'
            ? words.direction.same
            : `${numberText(m.delta, locale, true)} · ${words.direction[m.direction]}`,
        ]
      : [nameOf(m), category(m.before), category(m.after), '—'],
  )
  return {
    title: words.metrics(words.side[side]),
    columns: [c.metric, c.before, c.after, c.change],
    widths: [0.34, 0.16, 0.16, 0.34],
    rows,
    empty: words.noMetrics,
    note: metrics.some((m) => m.kind === 'numeric') ? words.noiseNote : null,
  }
}

/** The title's lines: the patient-file sheet's patient, and when it was made. */
export function headLines(words: SheetLabels, wording: SheetWording): string[] {
  const made = `${words.madeOn}: ${localDateTime(wording.createdAt, wording.locale, wording.timeZone) ?? wording.createdAt}`
  const patient = wording.patient
  if (!patient) return [made]
  return [
    ...(patient.name ? [`${words.patient}: ${patient.name}`] : []),
    ...(patient.recordNumber ? [`${words.recordNumber}: ${patient.recordNumber}`] : []),
    made,
  ]
}

export function pairTexts(
  words: SheetLabels,
  wording: SheetWording,
  sheet: Pick<GatheredSheet, 'beforeAt' | 'afterAt'>,
  pair: { side: CaptureSide; aligned: boolean },
): Pick<SheetPairIn, 'side' | 'heading' | 'beforeCaption' | 'afterCaption' | 'note'> {
  const captions = pairCaptions(words, wording, sheet.beforeAt, sheet.afterAt)
  return {
    side: pair.side,
    heading: words.side[pair.side],
    beforeCaption: captions.before,
    afterCaption: captions.after,
    note: pair.aligned ? words.aligned : words.notAligned,
  }
}

export { sheetLabels }
