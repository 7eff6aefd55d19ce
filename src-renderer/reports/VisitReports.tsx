/** The visit's PDF reports: create one in a chosen language, then view, save or remove it. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation, type SubjectTarget } from '../store/navigation'
import { CreateReportDialog } from './CreateReportDialog'
import { ReportList } from './ReportList'
import { useSubjectReports } from './useSubjectReports'

type Props = { target: SubjectTarget; imageId: string; visitAt: string | null }

export function VisitReports({ target, imageId, visitAt }: Props) {
  const { t } = useTranslation()
  const openReports = useNavigation((s) => s.openReports)
  const openReport = useNavigation((s) => s.openReport)
  const { loaded, reload } = useSubjectReports(target.subjectId)
  const [creating, setCreating] = useState(false)

  return (
    <section className="card section-card" aria-labelledby="visit-reports-title" data-testid="visit-reports">
      <div className="section-head">
        <h2 id="visit-reports-title">{t('reports.visitTitle')}</h2>
        <div className="section-head-actions">
          <button
            type="button"
            className="row-link"
            data-testid="visit-reports-all"
            onClick={() => openReports(target)}
          >
            {t('reports.allOf', { name: target.subjectName || t('reports.thisSubject') })}
          </button>
          <button
            type="button"
            className="button button-small button-primary"
            data-testid="report-create"
            onClick={() => setCreating(true)}
          >
            {t('reports.create')}
          </button>
        </div>
      </div>
      <ReportList
        loaded={loaded}
        pick={(report) => report.imageId === imageId}
        empty={t('reports.visitEmpty')}
        testId="visit-report-list"
        onView={(report) => openReport(target, report)}
        onChanged={reload}
      />
      {creating ? (
        <CreateReportDialog
          target={target}
          imageId={imageId}
          visitAt={visitAt}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false)
            reload()
          }}
        />
      ) : null}
    </section>
  )
}
