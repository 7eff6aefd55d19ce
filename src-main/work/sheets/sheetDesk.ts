/**
 * `sheets.make` (issue 45 part 4): a before/after sheet of two visits, made here and kept with the subject's
 * reports. The locale checked (`invalid_locale`), then the consent (a patient-file sheet: the clinic's report rule;
 * a marketing sheet: the recorded scope `marketing`, always), then what it shows gathered as the screens read it
 * (gatherSheet.ts: offline too, from the kept copies), the treated zones found (a marketing sheet cropped to
 * them: sheetZones.ts), the words written (sheetTexts.ts), the PDF made in the parser process (no key there; main
 * loads no image or PDF library), and only then the sealed file and its row (reports/keepReport.ts).
 */
import { randomUUID } from 'node:crypto'
import type {
  CaptureSide,
  FaceZone,
  MakeSheetArgs,
  SavedReport,
  SheetCrop,
  Subject,
} from '../../../src-shared/contract'
import { isValidReportLocale } from '../../../src-shared/domain/reportLocale'
import { AppFailure } from '../appFailure'
import type { CoverSettings } from '../reports/reportDeps'
import type { KeptFields } from '../reports/keepReport'
import { gatherSheet, type GatherDeps, type GatheredSheet } from './gatherSheet'
import type { SheetDrawing, SheetPairIn } from './sheetDrawing'
import {
  headLines,
  metricsTable,
  pairTexts,
  sheetLabels,
  treatmentsTable,
  type SheetWording,
} from './sheetTexts'
import { treatedRegion } from './sheetZones'

type Place = { datasetId: string; subjectId: string }

export interface SheetDeps extends GatherDeps {
  /** The subject as the screens read it (fresh, or this workstation's copy offline): name, record number, consent. */
  subject(place: Place): Promise<Pick<Subject, 'name' | 'patientId' | 'consent'>>
  consent: {
    /** The clinic's report rule (consentGate.ts `reports`). */
    reports(place: Place): Promise<void>
    /** The recorded scope `marketing` (consentGate.ts `marketing`). */
    marketing(place: Place): Promise<void>
  }
  /** The clinic's name, as the report cover reads it (preferences). */
  coverSettings(): Promise<CoverSettings>
  /** Makes the PDF in the parser process (parsers/parserProcess.ts `makeSheet`). */
  makeSheet(sheet: SheetDrawing): Promise<Uint8Array>
  /** Keeps it with the reports (reports/reportDesk.ts `keep`). */
  keep(fields: KeptFields, bytes: Uint8Array): Promise<SavedReport>
  timeZone?: () => string
  now?: () => Date
  newId?: () => string
}

const systemTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Each pair's photos as the parser takes them, cut to the treated zones when asked; pairs showing none left out. */
function pairsIn(
  gathered: GatheredSheet,
  crop: SheetCrop,
  texts: (p: { side: CaptureSide; aligned: boolean }) => Omit<SheetPairIn, 'before' | 'after' | 'region'>,
): SheetPairIn[] {
  const zones: FaceZone[] = [...new Set(gathered.treatments.flatMap((t) => t.zones))]
  const pairs: SheetPairIn[] = []
  for (const { pair, before, after } of gathered.pairs) {
    const aligned = pair.beforeShot !== null && pair.afterShot !== null
    let region: SheetPairIn['region'] = null
    if (crop === 'treatedZones') {
      region = aligned && pair.beforeShot ? treatedRegion(zones, pair.side, pair.beforeShot) : null
      if (!region) continue
    }
    pairs.push({
      ...texts({ side: pair.side, aligned }),
      before: { bytes: before, shot: pair.beforeShot },
      after: { bytes: after, shot: pair.afterShot },
      region,
    })
  }
  if (pairs.length === 0) throw new AppFailure('sheet_no_zones', {}, 'crop')
  return pairs
}

export function createSheetDesk(deps: SheetDeps) {
  const now = deps.now ?? (() => new Date())
  const newId = deps.newId ?? randomUUID
  const timeZone = deps.timeZone ?? systemTimeZone

  return {
    async make(args: MakeSheetArgs): Promise<SavedReport> {
      if (!isValidReportLocale(args.locale)) throw new AppFailure('invalid_locale', {}, 'locale')
      const place = { datasetId: args.datasetId, subjectId: args.subjectId }
      const marketing = args.purpose === 'marketing'
      await (marketing ? deps.consent.marketing(place) : deps.consent.reports(place))
      // a patient-file sheet always shows the face frame
      const crop: SheetCrop = marketing ? args.crop : 'face'
      const [gathered, subject, clinic] = await Promise.all([
        gatherSheet(deps, args),
        deps.subject(place),
        deps.coverSettings(),
      ])
      const createdAt = now().toISOString()
      const wording: SheetWording = {
        locale: args.locale,
        timeZone: timeZone(),
        purpose: args.purpose,
        patient: marketing
          ? null
          : { name: subject.name || args.subjectName, recordNumber: subject.patientId },
        createdAt,
      }
      const words = sheetLabels(args.locale)
      const pairs = pairsIn(gathered, crop, (p) => pairTexts(words, wording, gathered, p))
      const bytes = await deps.makeSheet({
        locale: args.locale,
        title: marketing ? words.titleMarketing : words.title,
        clinicName: clinic.clinicName,
        lines: headLines(words, wording),
        pairs,
        tables: [
          treatmentsTable(words, wording, gathered.treatments, gathered.beforeAt),
          metricsTable(words, args.locale, gathered.metricSide, gathered.metrics, args.names),
        ],
        disclaimer: words.disclaimer,
        pageWords: words.page,
      })
      const later = gathered.pairs[0]!.pair
      return deps.keep(
        {
          id: newId(),
          datasetId: args.datasetId,
          subjectId: args.subjectId,
          subjectName: subject.name || args.subjectName,
          imageId: later.afterImageId,
          visitAt: gathered.afterAt,
          locale: args.locale,
          createdAt,
          kind: 'beforeAfter',
          sheet: {
            purpose: args.purpose,
            crop,
            beforeAt: gathered.beforeAt,
            sides: pairs.map((p) => p.side),
          },
        },
        bytes,
      )
    },
  }
}
export type SheetDesk = ReturnType<typeof createSheetDesk>
