/** The visit's PDF reports: create one in a chosen language, then view, save or remove it. */
import { useCallback, useState } from 'react'
import type { SavedReport } from '../../src-shared/contract'
import { useTranslation } from 'react-i18next'
import { useNavigation, type SubjectTarget } from '../store/navigation'
import { Button, Card } from '../ui'
import { CreateReportDialog } from './CreateReportDialog'
import { ReportList } from './ReportList'
import styles from './reports.module.css'

type Props = { target: SubjectTarget; imageId: string; visitAt: string | null }

export function VisitReports({ target, imageId, visitAt }: Props) {
  const { t } = useTranslation()
  const openReports = useNavigation((s) => s.openReports)
  const openReport = useNavigation((s) => s.openReport)
  const ofThisVisit = useCallback((report: SavedReport) => report.imageId === imageId, [imageId])
  const [creating, setCreating] = useState(false)

  return (
    <Card
      as="section"
      className="section-card"
      aria-labelledby="visit-reports-title"
      data-testid="visit-reports"
    >
      <div className="section-head">
        <h2 id="visit-reports-title">{t('reports.visitTitle')}</h2>
        <div className={styles.headActions}>
          <button
            type="button"
            className="row-link"
            data-testid="visit-reports-all"
            onClick={() => openReports(target)}
          >
            {t('reports.allOf', { name: target.subjectName || t('reports.thisSubject') })}
          </button>
          <Button
            variant="primary"
            size="small"
            data-testid="report-create"
            onClick={() => setCreating(true)}
          >
            {t('reports.create')}
          </Button>
        </div>
      </div>
      <ReportList
        subjectId={target.subjectId}
        pick={ofThisVisit}
        empty={t('reports.visitEmpty')}
        testId="visit-report-list"
        onView={(report) => openReport(target, report)}
      />
      {creating ? (
        <CreateReportDialog
          target={target}
          imageId={imageId}
          visitAt={visitAt}
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      ) : null}
    </Card>
  )
}
