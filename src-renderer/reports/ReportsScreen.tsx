/** A subject's PDF reports saved on this workstation: they open without a connection. */
import { useTranslation } from 'react-i18next'
import { useNavigation, type SubjectTarget } from '../store/navigation'
import { useSubjectNames } from '../subject/useSubjectNames'
import { Breadcrumb } from '../shell/Breadcrumb'
import { Card } from '../ui'
import { ReportList } from './ReportList'
import styles from './reports.module.css'

export function ReportsScreen({ target }: { target: SubjectTarget }) {
  const { t } = useTranslation()
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const openReport = useNavigation((s) => s.openReport)
  const names = useSubjectNames(target)
  const fullTarget: SubjectTarget = { ...target, ...names }
  const subjectName = names.subjectName ?? ''

  return (
    <section className="screen" aria-labelledby="reports-title">
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
      <div className="screen-head">
        <div>
          <p className="eyebrow">{subjectName}</p>
          <h1 id="reports-title">{t('reports.title')}</h1>
          <p className="muted">{t('reports.subtitle')}</p>
        </div>
      </div>
      <Card className={styles.listCard}>
        <ReportList
          subjectId={target.subjectId}
          empty={t('reports.empty')}
          testId="reports-list"
          onView={(report) => openReport(fullTarget, report)}
        />
      </Card>
    </section>
  )
}
