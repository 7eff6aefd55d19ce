/** A saved report's PDF, read from this workstation and opened with pdf.js; closed again when no longer shown. */
import { useEffect, useState } from 'react'
import { skin } from '../../bridge/skin'
import { openPdf, type PdfDocument } from './pdfDocument'

export type LoadedPdf =
  { status: 'loading' } | { status: 'ready'; pdf: PdfDocument } | { status: 'error'; error: unknown }

export function useReportPdf(reportId: string): LoadedPdf {
  const [loaded, setLoaded] = useState<LoadedPdf>({ status: 'loading' })
  useEffect(() => {
    let current = true
    let opened: PdfDocument | null = null
    skin.reports
      .open({ reportId })
      .then(({ bytes }) => openPdf(bytes))
      .then(
        (pdf) => {
          opened = pdf
          if (current) setLoaded({ status: 'ready', pdf })
          else pdf.close()
        },
        (error: unknown) => current && setLoaded({ status: 'error', error }),
      )
    return () => {
      current = false
      opened?.close()
    }
  }, [reportId])
  return loaded
}
