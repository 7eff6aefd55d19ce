/** One page of the report: the drawing on a canvas, with pdf.js's text layer over it so the text can be selected. */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PdfDocument } from './pdfDocument'
import styles from './viewer.module.css'

type Props = {
  pdf: PdfDocument
  pageNumber: number
  zoom: number
  onDrawn: (pageNumber: number, zoom: number) => void
}

export function PdfPage({ pdf, pageNumber, zoom, onDrawn }: Props) {
  const { t } = useTranslation()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const textRef = useRef<HTMLDivElement>(null)
  const [failedAt, setFailedAt] = useState<number | null>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const text = textRef.current
    if (!canvas || !text) return
    let current = true
    const drawing = pdf.drawPage(pageNumber, zoom, canvas, text)
    drawing.done.then(
      () => current && onDrawn(pageNumber, zoom),
      () => current && setFailedAt(zoom),
    )
    return () => {
      current = false
      drawing.cancel()
    }
  }, [pdf, pageNumber, zoom, onDrawn])

  // Keeps the page's place while it is drawn, so the pages below do not jump.
  const placeholder = { minWidth: pdf.firstPage.width * zoom, minHeight: pdf.firstPage.height * zoom }
  return (
    <div
      className={styles.page}
      style={placeholder}
      role="group"
      aria-label={t('viewer.pageLabel', { page: pageNumber, pages: pdf.pageCount })}
    >
      <canvas ref={canvasRef} data-testid="report-page" data-page={pageNumber} />
      <div ref={textRef} className={styles.textLayer} />
      {failedAt === zoom ? (
        <p className={styles.pageProblem} role="alert">
          {t('viewer.pageFailed')}
        </p>
      ) : null}
    </div>
  )
}
