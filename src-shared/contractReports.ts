/**
 * Reports kept on this workstation: the service's PDF report of a photo with the workstation's cover page
 * (spec 4.1), and the before/after sheet made here from two visits (issue 45 part 4). Both are kept in the
 * account's folder, sealed, listed with the subject, opened offline and saved where the user chooses.
 * Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { channel, Empty, Id, SaveAsArgs, SavedFile } from './contractBase'
import { CaptureSide, FaceShotSchema } from './contractCapture'
import { SubjectRef } from './contractLibrary'

/**
 * A before/after sheet's use. `patientFile`: for the patient's file (the clinic's report consent rule applies, as
 * to reports). `marketing`: for education or marketing, only with a recorded consent scope `marketing` (always,
 * whatever the clinic's consent setting); no name, record number or birth date on it, and its photos carry no
 * metadata.
 */
export const sheetPurposes = ['patientFile', 'marketing'] as const
export const SheetPurpose = z.enum(sheetPurposes)
export type SheetPurpose = z.infer<typeof SheetPurpose>

/** What a marketing sheet's photos show: the aligned face frame, or only the zones treated between the visits. */
export const sheetCrops = ['face', 'treatedZones'] as const
export const SheetCrop = z.enum(sheetCrops)
export type SheetCrop = z.infer<typeof SheetCrop>

/** What a kept before/after sheet is (`SavedReport.sheet`). */
export const SheetInfo = z.object({
  purpose: SheetPurpose,
  crop: SheetCrop,
  /** When the earlier visit's photos were taken (ISO-8601; `SavedReport.visitAt` is the later visit's). */
  beforeAt: z.string().nullable(),
  /** The sides shown, in order. */
  sides: z.array(CaptureSide),
})
export type SheetInfo = z.infer<typeof SheetInfo>

/** A PDF kept in the app's data folder: a service report with its cover page, or a before/after sheet. */
export const SavedReport = z.object({
  id: z.string(),
  datasetId: z.string(),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  /** A report: its photo. A sheet: the later visit's first photo shown. */
  imageId: z.string(),
  /** When the photo was taken, ISO-8601; null when unknown. A sheet: the later visit's. */
  visitAt: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  /**
   * A report: `<subject>-<visit date>-<locale>.pdf`, with no path characters from the data. A patient-file sheet:
   * `<subject>-before-after-<date>-<locale>.pdf`; a marketing sheet names nobody: `before-after-<date>.pdf`.
   */
  defaultFileName: z.string(),
  /** Where the user last saved it (Save dialog), if anywhere. */
  savedPath: z.string().nullable(),
  /** `report`: the service's report; `beforeAfter`: a sheet made here. */
  kind: z.enum(['report', 'beforeAfter']).default('report'),
  /** A sheet's use, crop, earlier visit and sides; null for a report. */
  sheet: SheetInfo.nullable().default(null),
})
export type SavedReport = z.infer<typeof SavedReport>

export const GenerateReportArgs = z.object({
  datasetId: Id,
  subjectId: Id,
  subjectName: z.string().max(512).nullable().default(null),
  imageId: Id,
  visitAt: z.string().max(64).nullable().default(null),
  /** Checked against the spec's pattern by main (field `locale`, code invalid_locale) before sending. */
  locale: z.string().max(512),
})

export const SaveReportArgs = SaveAsArgs.extend({ reportId: Id })
export const SaveReportResult = SavedFile

/**
 * One side of a sheet: the earlier visit's photo of it and the later one's, with their faces as the renderer
 * measured them (the compare screen's measure): main aligns the later photo on the earlier one by these, as
 * compare does. A null shot: no face was found, the pair is shown as taken (and cannot be cropped to a zone).
 */
export const SheetPair = z.object({
  side: CaptureSide,
  beforeImageId: Id,
  afterImageId: Id,
  beforeShot: FaceShotSchema.nullable(),
  afterShot: FaceShotSchema.nullable(),
})
export type SheetPair = z.infer<typeof SheetPair>

const NameTable = z
  .record(z.string().max(100), z.string().max(200))
  .refine((table) => Object.keys(table).length <= 200, 'too many names')

/** Display names in the sheet's language (MakeSheetArgs `names`). */
export const SheetNames = z.object({ metrics: NameTable, categories: NameTable })
export type SheetNames = z.infer<typeof SheetNames>

/** A visit as the sheet names it: its key (batch id, or image id without one) and when it was taken. */
export const SheetVisit = z.object({ key: z.string().min(1).max(200), at: z.string().max(64).nullable() })

export const MakeSheetArgs = SubjectRef.extend({
  subjectName: z.string().max(512).nullable().default(null),
  before: SheetVisit,
  after: SheetVisit,
  /**
   * One to three sides, each at most once. Main checks each photo against its visit in the subject's history
   * (`sheet_pairs_invalid`), reads the results and the treatments between the visits itself.
   */
  pairs: z.array(SheetPair).min(1).max(3),
  purpose: SheetPurpose,
  /** Marketing sheets only (a patient-file sheet always shows the face frame). */
  crop: SheetCrop.default('face'),
  /** The sheet's language, a report locale (`invalid_locale` otherwise). */
  locale: z.string().max(512),
  /**
   * The measures' names (by tech name) and the category values (by `categoryKey`) in the sheet's language, as the
   * screens translate them; a name missing here is the service's own. Display text only.
   */
  names: SheetNames.default({ metrics: {}, categories: {} }),
})
export type MakeSheetArgs = z.infer<typeof MakeSheetArgs>

/** The reports' and sheets' channels, taken into contract.ts `channels`. */
export const reportChannels = {
  'reports.generate': channel(GenerateReportArgs, SavedReport),
  /** A subject's reports and sheets, newest first. */
  'reports.list': channel(z.object({ subjectId: Id }), z.array(SavedReport)),
  'reports.open': channel(z.object({ reportId: Id }), z.object({ bytes: z.instanceof(Uint8Array) })),
  'reports.save': channel(SaveReportArgs, SaveReportResult),
  'reports.showInFolder': channel(z.object({ reportId: Id }), z.object({ shown: z.boolean() })),
  'reports.remove': channel(z.object({ reportId: Id }), Empty),
  /**
   * Issue 45: makes a before/after sheet (PDF) and keeps it with the subject's reports (offline too, from the
   * kept photos and history). Audited as `sheet.made`; a marketing sheet without the consent scope `marketing` is
   * refused (`consent_marketing_required`) and audited as `sheet.refused`.
   */
  'sheets.make': channel(MakeSheetArgs, SavedReport),
} as const
