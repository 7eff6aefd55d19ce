/**
 * The visit's report PDF as a DICOM Encapsulated PDF (issue 44; SOP class 1.2.840.10008.5.1.4.1.1.104.1,
 * modality DOC) in the same Study as its photos, in a Series of its own. Pure.
 */
import { dicomDateTime, visitAttributes, writePart10, type ArchiveVisit } from './dicomFile'
import { reportInstanceUid, reportSeriesUid } from './uids'

export const encapsulatedPdf = '1.2.840.10008.5.1.4.1.1.104.1'
const explicitVrLittleEndian = '1.2.840.10008.1.2.1'

/** One report of the visit. */
export interface ArchiveReport {
  reportId: string
  /** ISO 8601: when it was made. */
  createdAt: string
  title: string
  pdf: Buffer
  /** The Series Number of the reports' Series. */
  seriesNumber: number
}

/** The PDF as a Part 10 file, ready for STOW-RS. */
export function pdfInstance(visit: ArchiveVisit, report: ArchiveReport): Buffer {
  const made = dicomDateTime(report.createdAt)
  // OB of even length: a PDF of odd length gets one padding byte, and its real length is said beside it.
  const padded = report.pdf.length % 2 ? Buffer.concat([report.pdf, Buffer.from([0])]) : report.pdf
  const dataset = {
    ...visitAttributes(visit),
    SOPClassUID: encapsulatedPdf,
    SOPInstanceUID: reportInstanceUid(visit.key, report.reportId),
    Modality: 'DOC',
    SeriesInstanceUID: reportSeriesUid(visit.key),
    SeriesNumber: report.seriesNumber,
    SeriesDescription: 'Skin analysis report',
    ConversionType: 'WSD',
    InstanceNumber: 1,
    ContentDate: made.date,
    ContentTime: made.time,
    AcquisitionDateTime: `${made.date}${made.time}`,
    BurnedInAnnotation: 'YES',
    DocumentTitle: report.title,
    ConceptNameCodeSequence: [],
    MIMETypeOfEncapsulatedDocument: 'application/pdf',
    EncapsulatedDocument: new Uint8Array(padded).buffer,
    EncapsulatedDocumentLength: report.pdf.length,
  }
  return writePart10(dataset, explicitVrLittleEndian)
}
