/**
 * The before/after sheet's words (issue 45), in main since main composes the sheet's text: English and German
 * written out; the other report locales (src-shared/domain/reportLocale.ts) fall back to English for now (the
 * cover page's title and patient words are translated for them, a sheet's are not yet). The disclaimer is the one
 * the results screens show (src-renderer/parts/results/locales, `disclaimer.cosmetic`).
 */
import type { CaptureSide, FaceZone, TreatmentKind } from '../../../src-shared/contract'
import type { Direction } from '../../../src-shared/domain/metricChange'
import { languageOf } from '../reports/cover/coverLabels'

export interface SheetLabels {
  title: string
  titleMarketing: string
  patient: string
  recordNumber: string
  madeOn: string
  before: string
  /** A marketing sheet's treatment day, counted from the earlier visit (day 0). */
  dayOf(days: number): string
  /** The marketing sheet's "after", counted from the earlier visit. */
  afterLater(days: number): string
  side: Record<CaptureSide, string>
  aligned: string
  notAligned: string
  treatments: string
  noTreatments: string
  treatmentColumns: {
    date: string
    /** A marketing sheet's first column: the day counted from the earlier visit, not the date. */
    day: string
    kind: string
    product: string
    lot: string
    zones: string
    operator: string
  }
  kind: Record<TreatmentKind, string>
  zone: Record<FaceZone, string>
  metrics(side: string): string
  noMetrics: string
  metricColumns: { metric: string; before: string; after: string; change: string }
  direction: Record<Direction, string>
  noiseNote: string
  disclaimer: string
  /** "Page {n} of {count}": the parser fills it in. */
  page: string
}

const en: SheetLabels = {
  title: 'Before and after',
  titleMarketing: 'Before and after treatment',
  patient: 'Patient',
  recordNumber: 'Record number',
  madeOn: 'Made on',
  before: 'Before',
  dayOf: (days) => `Day ${days}`,
  afterLater: (days) =>
    days === 0
      ? 'After, the same day'
      : days < 14
        ? `After, ${days} ${days === 1 ? 'day' : 'days'} later`
        : `After, ${Math.round(days / 7)} weeks later`,
  side: { front: 'Front', left: 'Left side', right: 'Right side' },
  aligned: 'The later photo is aligned on the earlier one by the eyes, nose and mouth, as compare aligns it.',
  notAligned: 'Shown as taken: no face was found in one of the photos.',
  treatments: 'Treatments between the visits',
  noTreatments: 'No treatment was recorded between these visits.',
  treatmentColumns: {
    date: 'Date',
    day: 'Day',
    kind: 'Kind',
    product: 'Product',
    lot: 'Lot',
    zones: 'Zones',
    operator: 'Operator',
  },
  kind: { injectable: 'Injectable', energy: 'Energy device', peel: 'Peel or topical', homeCare: 'Home care' },
  zone: {
    forehead: 'Forehead',
    glabella: 'Glabella',
    crowsFeetLeft: "Left crow's feet",
    crowsFeetRight: "Right crow's feet",
    underEyeLeft: 'Under the left eye',
    underEyeRight: 'Under the right eye',
    nose: 'Nose',
    cheekLeft: 'Left cheek',
    cheekRight: 'Right cheek',
    nasolabialLeft: 'Left nasolabial fold',
    nasolabialRight: 'Right nasolabial fold',
    lips: 'Lips',
    marionetteLeft: 'Left marionette line',
    marionetteRight: 'Right marionette line',
    chin: 'Chin',
    jawlineLeft: 'Left jawline',
    jawlineRight: 'Right jawline',
    templeLeft: 'Left temple',
    templeRight: 'Right temple',
    neck: 'Neck',
  },
  metrics: (side) => `Change of each measure (${side})`,
  noMetrics: 'The two photos have no measure in common.',
  metricColumns: { metric: 'Measure', before: 'Before', after: 'After', change: 'Change' },
  direction: { better: 'Better', worse: 'Worse', same: 'No change', noClearChange: 'No clear change' },
  noiseNote:
    'A change smaller than what photographing the same skin twice produces (the noise floor) is "No clear change".',
  disclaimer: 'For cosmetic skin assessment, not a medical diagnosis.',
  page: 'Page {n} of {count}',
}

const de: SheetLabels = {
  title: 'Vorher und nachher',
  titleMarketing: 'Vorher und nachher: Behandlungsergebnis',
  patient: 'Patient',
  recordNumber: 'Patientennummer',
  madeOn: 'Erstellt am',
  before: 'Vorher',
  dayOf: (days) => `Tag ${days}`,
  afterLater: (days) =>
    days === 0
      ? 'Nachher, am selben Tag'
      : days < 14
        ? `Nachher, ${days} ${days === 1 ? 'Tag' : 'Tage'} später`
        : `Nachher, ${Math.round(days / 7)} Wochen später`,
  side: { front: 'Vorne', left: 'Linke Seite', right: 'Rechte Seite' },
  aligned: 'Das spätere Foto ist wie im Vergleich an Augen, Nase und Mund auf das frühere ausgerichtet.',
  notAligned: 'Wie aufgenommen gezeigt: Auf einem der Fotos wurde kein Gesicht gefunden.',
  treatments: 'Behandlungen zwischen den Besuchen',
  noTreatments: 'Zwischen diesen Besuchen wurde keine Behandlung erfasst.',
  treatmentColumns: {
    date: 'Datum',
    day: 'Tag',
    kind: 'Art',
    product: 'Produkt',
    lot: 'Charge',
    zones: 'Zonen',
    operator: 'Anwender',
  },
  kind: {
    injectable: 'Injektion',
    energy: 'Energiebasiertes Gerät',
    peel: 'Peeling oder topisch',
    homeCare: 'Heimpflege',
  },
  zone: {
    forehead: 'Stirn',
    glabella: 'Glabella',
    crowsFeetLeft: 'Krähenfüße links',
    crowsFeetRight: 'Krähenfüße rechts',
    underEyeLeft: 'Unter dem linken Auge',
    underEyeRight: 'Unter dem rechten Auge',
    nose: 'Nase',
    cheekLeft: 'Wange links',
    cheekRight: 'Wange rechts',
    nasolabialLeft: 'Nasolabialfalte links',
    nasolabialRight: 'Nasolabialfalte rechts',
    lips: 'Lippen',
    marionetteLeft: 'Marionettenfalte links',
    marionetteRight: 'Marionettenfalte rechts',
    chin: 'Kinn',
    jawlineLeft: 'Kieferlinie links',
    jawlineRight: 'Kieferlinie rechts',
    templeLeft: 'Schläfe links',
    templeRight: 'Schläfe rechts',
    neck: 'Hals',
  },
  metrics: (side) => `Veränderung je Messwert (${side})`,
  noMetrics: 'Die beiden Fotos haben keinen gemeinsamen Messwert.',
  metricColumns: { metric: 'Messwert', before: 'Vorher', after: 'Nachher', change: 'Veränderung' },
  direction: {
    better: 'Besser',
    worse: 'Schlechter',
    same: 'Unverändert',
    noClearChange: 'Keine eindeutige Veränderung',
  },
  noiseNote:
    'Eine Veränderung, die kleiner ist als die zwischen zwei Aufnahmen derselben Haut (die Rauschgrenze), gilt als „Keine eindeutige Veränderung“.',
  disclaimer: 'Zur kosmetischen Hautbeurteilung, keine medizinische Diagnose.',
  page: 'Seite {n} von {count}',
}

const labels: Record<string, SheetLabels> = { en, de }

/** The sheet's words in a report locale's language; English for a language not written out yet. */
export function sheetLabels(locale: string): SheetLabels {
  return labels[languageOf(locale)] ?? en
}
