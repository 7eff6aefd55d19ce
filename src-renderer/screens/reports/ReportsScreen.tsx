/** A subject's PDF reports saved on this workstation: they open without a connection. */
import { useTranslation } from 'react-i18next'
import { ListCard } from '../../ui/lists/ListCard'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { useSubjectNames } from '../../data/useSubjectNames'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { Screen, ScreenHead } from '../../ui'
import { ReportList } from '../../parts/reports/ReportList'

export function ReportsScreen({ target }: { target: SubjectTarget }) {
  const { t } = useTranslation()
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const openReport = useNavigation((s) => s.openReport)
  const names = useSubjectNames(target)
  const fullTarget: SubjectTarget = { ...target, ...names }
  const subjectName = names.subjectName ?? ''

  return (
    <Screen aria-labelledby="reports-title">
      <Breadcrumb
        steps={[
          {
            label: names.datasetName || t('subject.dataset'),
            testId: 'breadcrumb-dataset',
            onOpen: () => openSubjects({ id: target.datasetId, name: names.datasetName ?? '' }),
          },
          { label: subjectName || '…', testId: 'breadcrumb-subject', onOpen: () => openSubject(fullTarget) },
        ]}
        current={t('reports.title')}
      />
      <ScreenHead
        eyebrow={subjectName}
        title={t('reports.title')}
        titleId="reports-title"
        description={t('reports.subtitle')}
      />
      <ListCard>
        <ReportList
          subjectId={target.subjectId}
          empty={t('reports.empty')}
          testId="reports-list"
          onView={(report) => openReport(fullTarget, report)}
        />
      </ListCard>
    </Screen>
  )
}
