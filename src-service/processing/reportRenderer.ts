import type { ReportInput } from '../pdf'
import { workerSpec } from './workerFile'
import { createWorkerPool } from './workerPool'

/** Renders PDF reports in a worker thread (started on the first report, stopped after a minute idle). */
export interface ReportRenderer {
  render(input: ReportInput): Promise<Buffer>
  close(): Promise<void>
}

export function createReportRenderer(): ReportRenderer {
  const pool = createWorkerPool(workerSpec('report'), { size: 1, idleMs: 60_000 })
  return {
    async render(input) {
      const photo = new Uint8Array(input.photo)
      const pdf = (await pool.run({ ...input, photo }, [photo.buffer])) as Uint8Array
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    },
    close: () => pool.close(),
  }
}
