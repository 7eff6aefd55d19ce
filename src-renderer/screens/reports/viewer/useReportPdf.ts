/** A saved report's PDF, read from this workstation and opened with pdf.js; closed again when no longer shown. */
import { useEffect, useState } from 'react'
import { useChannel } from '../../../data/useChannel'
import { openPdf, type PdfDocument } from './pdfDocument'

export type LoadedPdf =
  { status: 'loading' } | { status: 'ready'; pdf: PdfDocument } | { status: 'error'; error: unknown }

export function useReportPdf(reportId: string): LoadedPdf {
  const file = useChannel('reports.open', { reportId })
  const bytes = file.data?.bytes
  const [opened, setOpened] = useState<{ bytes: Uint8Array; loaded: LoadedPdf } | null>(null)
  useEffect(() => {
    if (!bytes) return
    let current = true
    let pdf: PdfDocument | null = null
    openPdf(bytes).then(
      (doc) => {
        pdf = doc
        if (current) setOpened({ bytes, loaded: { status: 'ready', pdf: doc } })
        else doc.close()
      },
      (error: unknown) => current && setOpened({ bytes, loaded: { status: 'error', error } }),
    )
    return () => {
      current = false
      pdf?.close()
    }
  }, [bytes])
  if (file.status === 'error') return { status: 'error', error: file.error }
  return opened && opened.bytes === bytes ? opened.loaded : { status: 'loading' }
}
