/**
 * One visit (one analysed image): its PDF reports, its deliveries to the record system and the archive, its
 * treatments, and the photo beside its results, kept current while open.
 */
import { useTranslation } from 'react-i18next'
import { useClinicRule } from '../../data/useClinicRule'
import { skin } from '../../bridge/skin'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'
import { formatDateTime } from '../../format/dates'
import { putAnswer } from '../../data/putAnswer'
import { useChannel } from '../../data/useChannel'
import { useKeepReading } from '../../data/useKeepReading'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { FreshnessNote } from '../../ui/feedback/FreshnessNote'
import { VisitReports } from '../../parts/reports/VisitReports'
import { VisitDeliveries } from '../../parts/clinical/VisitDeliveries'
import { TreatmentLog } from '../../parts/treatments/TreatmentLog'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { Card, Screen, ScreenHead, Skeleton } from '../../ui'
import { Disclaimer } from '../../parts/results/Disclaimer'
import { PhotoWithMasks } from '../../parts/results/masks/PhotoWithMasks'
import { ResultsView } from './ResultsView'
import { useVisitSide } from './useVisitSide'
import styles from './VisitScreen.module.css'

type Props = { target: SubjectTarget; imageId: string; capturedAt: string | null }

export function VisitScreen({ target, imageId, capturedAt }: Props) {
  const { t, i18n } = useTranslation()
  const deleteAtService = useClinicRule('subjectsDeleteAtService')
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const openCapture = useNavigation((s) => s.openCapture)
  const loaded = useChannel('results.forImage', { imageId })
  const place = useVisitSide(target, imageId)
  // an open visit stays current: results that come later (another analysis, another workstation) appear
  useKeepReading({
    loaded: loaded.data !== undefined,
    pending: (loaded.data !== undefined && loaded.data.results.length === 0) || place.pending,
    fetchedAt: loaded.data?.fetchedAt ?? null,
    key: imageId,
    read: async () =>
      putAnswer('results.forImage', { imageId }, await skin.results.forImage({ imageId, refresh: true })),
  })
  const language = i18n.resolvedLanguage ?? 'en'
  const when = formatDateTime(capturedAt, language)
  const subjectName = target.subjectName ?? ''

  return (
    <Screen aria-labelledby="visit-title">
      <Breadcrumb
        steps={[
          {
            label: target.datasetName || t('subject.dataset'),
            testId: 'breadcrumb-dataset',
            onOpen: () => openSubjects({ id: target.datasetId, name: target.datasetName ?? '' }),
          },
          { label: subjectName || '…', testId: 'breadcrumb-subject', onOpen: () => openSubject(target) },
        ]}
        current={when ?? t('results.visit')}
      />
      <ScreenHead
        eyebrow={t('results.eyebrow')}
        title={when ? t('results.visitOn', { date: when }) : t('results.visit')}
        titleId="visit-title"
        side={
          <>
            {loaded.data ? <FreshnessNote {...loaded.data} /> : null}
            {place.batchId && deleteAtService ? (
              <ConfirmAction
                label={t('removeVisit.button')}
                variant="danger-quiet"
                size="small"
                testId="visit-remove"
                title={t('removeVisit.title')}
                body={t('removeVisit.body')}
                confirmLabel={t('removeVisit.confirm')}
                busyLabel={t('removeVisit.busy')}
                onConfirm={async () => {
                  await skin.visits.remove({
                    datasetId: target.datasetId,
                    subjectId: target.subjectId,
                    batchId: place.batchId ?? '',
                  })
                  openSubject(target)
                }}
              />
            ) : null}
          </>
        }
      />
      <Disclaimer />
      {loaded.status === 'error' ? (
        <LoadFailed error={loaded.error} onRetry={loaded.retry} testId="results-error" />
      ) : null}
      <VisitReports target={target} imageId={imageId} visitAt={capturedAt} />
      <VisitDeliveries
        visit={{ datasetId: target.datasetId, subjectId: target.subjectId, imageId }}
        visitKey={place.batchId ?? imageId}
      />
      <TreatmentLog
        datasetId={target.datasetId}
        subjectId={target.subjectId}
        visitKey={place.batchId ?? imageId}
        visitAt={capturedAt}
      />
      <div className={styles.layout}>
        <Card className={styles.photo}>
          <PhotoWithMasks imageId={imageId} alt={t('results.photoAlt', { name: subjectName })} />
        </Card>
        <div>
          {loaded.data ? (
            <ResultsView
              records={loaded.data.results}
              side={place.side}
              onRetake={() => openCapture(target, place.mode, place.side ?? 'front')}
            />
          ) : loaded.status === 'loading' ? (
            <Card className={styles.loading} aria-busy="true">
              <Skeleton />
            </Card>
          ) : null}
        </div>
      </div>
    </Screen>
  )
}
