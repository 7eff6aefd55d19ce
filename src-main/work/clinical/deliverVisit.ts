/**
 * One gathered visit delivered (issue 44): to the record system as its transaction Bundle (record/visitBundle.ts,
 * sent in parts by record/sendVisit.ts), or to the image archive as DICOM instances (archive/archiveVisit.ts). The
 * report's ids are the visit's, not the PDF's (a report may be made again: another locale, a lost copy): the DiagnosticReport, the
 * DocumentReference and the PDF's DICOM instance are found again when the visit is sent again, never doubled.
 */
import type { RecordSettings } from '../../../src-shared/contract'
import type { ArchivePatient } from '../archive/dicomFile'
import { archiveVisit, type PrepareJpeg } from '../archive/archiveVisit'
import type { DicomWebTarget } from '../archive/dicomWeb'
import { AppFailure } from '../appFailure'
import type { RecordServer } from '../record/sendBundle'
import { sendVisit } from '../record/sendVisit'
import { visitBundle } from '../record/visitBundle'
import type { GatheredVisit } from './gatherVisit'

export interface Outcome {
  created: number
  total: number
}

/** The report's id in both targets: the visit's, so a resend finds what the first send made. */
const reportIdOf = (visit: GatheredVisit) => `visit-${visit.visitKey}`

export async function deliverToRecord(
  visit: GatheredVisit,
  server: RecordServer,
  settings: Pick<RecordSettings, 'patientIdentifierSystem' | 'entriesPerTransaction'>,
  fetchImpl: typeof fetch,
): Promise<Outcome> {
  const bundle = visitBundle(
    {
      subject: visit.subject,
      photos: visit.photos.map(({ imageId, side, capturedAt, results }) => ({
        imageId,
        side,
        capturedAt,
        results,
      })),
      report: { id: reportIdOf(visit), pdf: visit.report.pdf, createdAt: visit.report.createdAt },
    },
    { patientIdentifierSystem: settings.patientIdentifierSystem },
  )
  const sent = await sendVisit(server, bundle, {
    fetch: fetchImpl,
    entriesPerTransaction: settings.entriesPerTransaction ?? Number.POSITIVE_INFINITY,
  })
  return { created: sent.created, total: sent.entries.length }
}

/**
 * The DICOM name (Family^Given) of the service's one name field: "Family, Given" as the practice software's
 * patients are named (work/practice/requests.ts practiceName) or as a clinic types it; else the last word is taken
 * as the family name ("Given Family").
 */
export function dicomNameOf(name: string): { familyName: string; givenName: string } {
  const text = name.trim().replace(/\^/g, ' ')
  const comma = text.indexOf(',')
  if (comma >= 0) return { familyName: text.slice(0, comma).trim(), givenName: text.slice(comma + 1).trim() }
  const words = text.split(/\s+/)
  return { familyName: words.at(-1) ?? '', givenName: words.slice(0, -1).join(' ') }
}

export function patientOf(visit: GatheredVisit): ArchivePatient {
  const sex = visit.subject.biologicalSex
  return {
    recordNumber: visit.subject.patientId,
    ...dicomNameOf(visit.subject.name),
    birthDate: visit.subject.birthDate,
    sex: sex === 'male' ? 'M' : sex === 'female' ? 'F' : sex === 'other' ? 'O' : null,
  }
}

const REPORT_SERIES = 90

export async function deliverToArchive(
  visit: GatheredVisit,
  target: DicomWebTarget,
  accountKey: string,
  prepare: PrepareJpeg,
): Promise<Outcome> {
  const archived = await archiveVisit(
    target,
    {
      key: { account: accountKey, subjectId: visit.subject.id, batchId: visit.visitKey },
      patient: patientOf(visit),
      visitAt: visit.visitAt,
    },
    visit.photos.map((photo, i) => ({
      imageId: photo.imageId,
      captureId: visit.visitKey,
      seriesNumber: 1,
      instanceNumber: i + 1,
      view: photo.side,
      takenAt: photo.capturedAt,
      bytes: Buffer.from(photo.bytes),
    })),
    [
      {
        reportId: reportIdOf(visit),
        createdAt: visit.report.createdAt,
        title: 'Skin analysis report',
        pdf: Buffer.from(visit.report.pdf),
        seriesNumber: REPORT_SERIES,
      },
    ],
    prepare,
  )
  if (archived.failed.length > 0) throw new AppFailure('archive_partly_stored')
  return { created: archived.stored.length, total: archived.sent }
}
