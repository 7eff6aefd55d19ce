/**
 * One subject: who they are, "New capture", their reports, keeping them available offline, their history, their
 * treatments, and the captures this workstation has queued or sent for them.
 */
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { useChannel } from '../../data/useChannel'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { HistoryThenTreatments } from './HistoryThenTreatments'
import { KeepOfflineCard } from '../../parts/offline/KeepOfflineCard'
import { SheetButton } from '../../parts/sheets/SheetButton'
import { Button, Icon, Screen, ScreenHead, Skeleton } from '../../ui'
import { SubjectCaptures } from './SubjectCaptures'
import { SubjectRecordCard } from './SubjectRecordCard'
import { useSubjectNames } from '../../data/useSubjectNames'
export { warmCharts } from './history/warmCharts'

export function SubjectScreen({ target }: { target: SubjectTarget }) {
  const { t } = useTranslation()
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openCapture = useNavigation((s) => s.openCapture)
  const openCompare = useNavigation((s) => s.openCompare)
  const openReports = useNavigation((s) => s.openReports)
  const names = useSubjectNames(target)
  const { datasetId, subjectId } = target
  const loaded = useChannel('subjects.get', { datasetId, subjectId })
  const subject = loaded.data ?? null
  const subjectName = subject?.name ?? names.subjectName ?? ''
  const datasetName = names.datasetName ?? ''
  // the same object while the names are the same: the history (memo) is not rendered again with this screen
  const fullTarget: SubjectTarget = useMemo(
    () => ({ datasetId, subjectId, datasetName, subjectName }),
    [datasetId, subjectId, datasetName, subjectName],
  )
  const local = isLocalSubjectId(subjectId)
  const openSubject = useNavigation((s) => s.openSubject)
  const sentAs = subject && subject.id !== subjectId ? subject.id : null
  // A patient saved here was sent meanwhile: main answers the service's subject; the screen follows its id.
  useEffect(() => {
    if (sentAs) openSubject({ datasetId, datasetName, subjectName, subjectId: sentAs })
  }, [sentAs, openSubject, datasetId, datasetName, subjectName])

  return (
    <Screen aria-labelledby="subject-title">
      <Breadcrumb
        steps={[
          {
            label: datasetName || t('subject.dataset'),
            testId: 'breadcrumb-dataset',
            onOpen: () => openSubjects({ id: datasetId, name: datasetName }),
          },
        ]}
        current={subjectName || '…'}
      />
      <ScreenHead
        eyebrow={t('subject.eyebrow')}
        title={subjectName || <Skeleton shape="title" />}
        titleId="subject-title"
        titleTestId="subject-title"
        actions={
          <>
            <Button size="large" data-testid="reports-open" onClick={() => openReports(fullTarget)}>
              {t('reports.open')}
            </Button>
            <Button size="large" data-testid="compare-open" onClick={() => openCompare(fullTarget)}>
              {t('compare.open')}
            </Button>
            <SheetButton target={fullTarget} size="large" />
            <Button
              variant="primary"
              size="large"
              data-testid="new-capture"
              onClick={() => openCapture(fullTarget)}
              disabled={!subject}
            >
              <Icon name="camera" size={18} />
              {t('subject.newCapture')}
            </Button>
          </>
        }
      />
      {loaded.status === 'error' ? (
        <LoadFailed error={loaded.error} onRetry={loaded.retry} testId="subject-error" />
      ) : null}
      {subject ? (
        <SubjectRecordCard
          subject={subject}
          onDeleted={() => openSubjects({ id: datasetId, name: datasetName })}
        />
      ) : null}
      {local ? null : <KeepOfflineCard datasetId={datasetId} subjectId={subjectId} />}
      <HistoryThenTreatments target={fullTarget} />
      <SubjectCaptures subjectId={subjectId} />
    </Screen>
  )
}
