/**
 * Issue 45 part 4: the before/after sheet's desk wired to the account's parts, each read as its screen reads it
 * (so a sheet is made offline from the kept copies): the history and the photos (results), the subject (library),
 * the consent gate, the treatment log, the clinic's preferences, the parser process, and the reports it is kept
 * with.
 */
import { floorsWith } from '../../../src-shared/domain/noiseFloors'
import type { ConsentGate } from '../consentGate'
import type { LibraryDesk } from '../library/libraryDesk'
import type { ReportDesk } from '../reports/reportDesk'
import type { ResultsDesk } from '../results/resultsDesk'
import { createSheetDesk } from '../sheets/sheetDesk'
import type { TreatmentDesk } from '../treatments/treatmentDesk'
import type { AccountBase } from './accountParts'

export interface SheetParts {
  results: Pick<ResultsDesk, 'history' | 'original'>
  library: Pick<LibraryDesk, 'getSubject'>
  consent: Pick<ConsentGate, 'reports' | 'marketing'>
  reports: Pick<ReportDesk, 'keep'>
  treatments: Pick<TreatmentDesk, 'list'>
}

export function openAccountSheets({ deps }: AccountBase, parts: SheetParts) {
  return createSheetDesk({
    history: (args) => parts.results.history(args),
    original: (imageId, place) => parts.results.original(imageId, place),
    treatments: (place) => parts.treatments.list(place),
    noiseFloors: async () => floorsWith(await deps.noiseFloors()),
    subject: (place) => parts.library.getSubject(place),
    consent: parts.consent,
    coverSettings: deps.coverSettings,
    makeSheet: deps.makeSheet,
    keep: (fields, bytes) => parts.reports.keep(fields, bytes),
    now: deps.now,
  })
}
