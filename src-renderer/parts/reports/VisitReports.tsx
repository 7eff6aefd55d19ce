/** The visit's PDF reports: create one in a chosen language, then view, save or remove it. */
import { useCallback, useState } from 'react'
import type { SavedReport } from '../../../src-shared/contract'
import { useTranslation } from 'react-i18next'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Button, LinkButton, Section } from '../../ui'
import { CreateReportDialog } from './CreateReportDialog'
import { ReportList } from './ReportList'

type Props = { target: SubjectTarget; imageId: string; visitAt: string | null }

export function VisitReports({ target, imageId, visitAt }: Props) {
  const { t } = useTranslation()
  const openReports = useNavigation((s) => s.openReports)
  const openReport = useNavigation((s) => s.openReport)
  const ofThisVisit = useCallback(
    (report: SavedReport) => report.imageId === imageId && report.kind !== 'beforeAfter',
    [imageId],
  )
  const [creating, setCreating] = useState(false)

  return (
    <Section
      title={t('reports.visitTitle')}
      titleId="visit-reports-title"
      data-testid="visit-reports"
      actions={
        <>
          <LinkButton data-testid="visit-reports-all" onClick={() => openReports(target)}>
            {t('reports.allOf', { name: target.subjectName || t('reports.thisSubject') })}
          </LinkButton>
          <Button
            variant="primary"
            size="small"
            data-testid="report-create"
            onClick={() => setCreating(true)}
          >
            {t('reports.create')}
          </Button>
        </>
      }
    >
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
    </Section>
  )
}
