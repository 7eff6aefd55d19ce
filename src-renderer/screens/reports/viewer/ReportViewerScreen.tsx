/**
 * A saved PDF report in the built-in viewer: every page drawn, its text selectable, fit to the width or at
 * 100 %. It reads the copy on this workstation, so it works offline. `data-rendered` says when all pages are drawn.
 */
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedReport } from '../../../../src-shared/contract'
import { SkinError } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'
import { reportTitle, reportVisits } from '../../../parts/reports/reportWords'
import { useNavigation, type Screen as ScreenRef, type SubjectTarget } from '../../../store/navigation'
import { Breadcrumb } from '../../../ui/frame/Breadcrumb'
import { Alert, Button, Card, Screen, Spinner, Text } from '../../../ui'
import { PdfPage } from './PdfPage'
import { scrollTarget } from './scrollKeys'
import { useElementWidth } from './useElementWidth'
import { useReportPdf } from './useReportPdf'
import { ZoomSwitch, type ZoomMode } from './ZoomSwitch'
import styles from './viewer.module.css'

/** Room left beside a page fitted to the width (the page area's padding). */
const FIT_MARGIN_PX = 48

type Props = { target: SubjectTarget; report: SavedReport; back: ScreenRef }

export function ReportViewerScreen({ target, report, back }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const language = i18n.resolvedLanguage ?? 'en'
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const openReports = useNavigation((s) => s.openReports)
  const loaded = useReportPdf(report.id)
  const [zoomMode, setZoomMode] = useState<ZoomMode>('fit')
  const [pagesArea, setPagesArea] = useState<HTMLDivElement | null>(null)
  const width = useElementWidth(pagesArea)
  const [drawnAt, setDrawnAt] = useState<Record<number, number>>({})
  const onDrawn = useCallback(
    (pageNumber: number, zoom: number) => setDrawnAt((drawn) => ({ ...drawn, [pageNumber]: zoom })),
    [],
  )

  const pdf = loaded.status === 'ready' ? loaded.pdf : null
  const zoom =
    pdf && width !== null
      ? zoomMode === 'fit'
        ? Math.max(0.25, Math.floor(((width - FIT_MARGIN_PX) / pdf.firstPage.width) * 100) / 100)
        : 1
      : null
  const pageNumbers = pdf ? Array.from({ length: pdf.pageCount }, (_, i) => i + 1) : []
  const rendered = zoom !== null && pageNumbers.length > 0 && pageNumbers.every((n) => drawnAt[n] === zoom)
  const visit = reportVisits(t, report, language)
  const sheet = report.kind === 'beforeAfter'
  const title = reportTitle(t, report, language)

  return (
    <Screen
      className={styles.viewer}
      aria-labelledby="report-viewer-title"
      data-testid="report-viewer"
      data-rendered={rendered ? 'true' : 'false'}
    >
      <Breadcrumb
        steps={[
          {
            label: target.datasetName || t('subject.dataset'),
            testId: 'breadcrumb-dataset',
            onOpen: () => openSubjects({ id: target.datasetId, name: target.datasetName ?? '' }),
          },
          {
            label: target.subjectName || '…',
            testId: 'breadcrumb-subject',
            onOpen: () => openSubject(target),
          },
          { label: t('reports.title'), testId: 'breadcrumb-reports', onOpen: () => openReports(target) },
        ]}
        current={title}
      />
      <Card className={styles.toolbar} data-testid="viewer-toolbar">
        <Button
          size="small"
          data-testid="viewer-back"
          onClick={() => useNavigation.setState({ screen: back })}
        >
          <span aria-hidden="true">‹</span>
          {t('viewer.back')}
        </Button>
        <div className={styles.title}>
          <h1 id="report-viewer-title">{sheet ? title : t('viewer.title', { language: title })}</h1>
          {visit ? (
            <Text tone="muted" size="sm">
              {visit}
            </Text>
          ) : null}
        </div>
        {pdf ? (
          <Text tone="muted" className={styles.pageCount} data-testid="report-page-count">
            {t('viewer.pages', { count: pdf.pageCount })}
          </Text>
        ) : null}
        <Button size="small" data-testid="report-print" disabled={!rendered} onClick={() => window.print()}>
          {t('viewer.print')}
        </Button>
        {/* Last in the toolbar: Tab goes from the zoom straight to the pages. */}
        <ZoomSwitch mode={zoomMode} onChange={setZoomMode} />
      </Card>
      {loaded.status === 'error' ? (
        <Alert tone="error" data-testid="report-viewer-error">
          {loaded.error instanceof SkinError ? errorText(loaded.error) : t('viewer.unreadable')}
        </Alert>
      ) : (
        <div
          className={styles.pages}
          ref={setPagesArea}
          aria-busy={!rendered}
          role="region"
          aria-label={t('reportViewer.pagesArea')}
          tabIndex={0}
          data-testid="report-pages"
          onKeyDown={(event) => {
            if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return
            const top = scrollTarget(event.key, event.shiftKey, event.currentTarget)
            if (top === null) return
            event.preventDefault()
            event.currentTarget.scrollTo({ top, behavior: 'instant' })
          }}
        >
          {loaded.status === 'loading' ? (
            <div className={styles.loading} role="status">
              <Spinner size="large" />
              <p>{t('viewer.loading')}</p>
            </div>
          ) : null}
          {pdf && zoom !== null
            ? pageNumbers.map((n) => (
                <PdfPage key={n} pdf={pdf} pageNumber={n} zoom={zoom} onDrawn={onDrawn} />
              ))
            : null}
        </div>
      )}
    </Screen>
  )
}
