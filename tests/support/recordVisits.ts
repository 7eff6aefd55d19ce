/**
 * A made-up visit for the record system's tests (issue 44): one front photo with the sample result records, and a
 * PDF report of one line. Every id is made from the record number, so each test's patient stays its own.
 */
import { PDFDocument } from 'pdf-lib'
import { ResultRecord } from '../../src-shared/contract'
import type { RecordVisit } from '../../src-main/work/record/recordVisit'
import { sampleResults } from './pdfSample'

/** A small real PDF to attach as the visit's report. */
export async function testReportPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage().drawText('Skin analysis report (test)', { x: 50, y: 700 })
  return document.save()
}

export function madeUpRecordVisit(patientId: string, pdf: Uint8Array): RecordVisit {
  const imageId = `img-front-${patientId}`
  return {
    subject: {
      id: `subj-${patientId}`,
      name: 'Testa Beispiel',
      birthDate: '1979-06-14',
      biologicalSex: 'female',
      patientId,
    },
    photos: [
      {
        imageId,
        side: 'front',
        capturedAt: '2026-03-04T10:00:00Z',
        results: sampleResults().map((result, i) =>
          ResultRecord.parse({
            ...result,
            id: `r-${patientId}-${i}`,
            image_id: imageId,
            application_name: 'Face Skin Metrics',
          }),
        ),
      },
    ],
    report: { id: `rep-${patientId}`, pdf, createdAt: '2026-03-04T10:02:00Z' },
  }
}
