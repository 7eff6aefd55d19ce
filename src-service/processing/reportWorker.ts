/**
 * Worker-thread entry for PDF reports: pdfkit lays pages out synchronously (seconds for CJK fonts), so it
 * runs here rather than on the service's event loop. Built as `out/main/service-report-worker.js`.
 */
import { renderReport, type ReportInput } from '../pdf'
import { serveJobs } from './workerHost'

serveJobs(async (request) => {
  const input = request as ReportInput
  const pdf = await renderReport({ ...input, photo: Buffer.from(input.photo) })
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
})
