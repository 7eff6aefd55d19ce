/** A new capture of one subject: the mode, then the camera and/or files, a review, and sending to the queue. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide, QueueItem } from '../../../src-shared/contract'
import { captureAllowed } from '../../parts/consent/consentRule'
import { ConsentState } from '../../parts/consent/ConsentState'
import { useConsentRequired } from '../../parts/consent/useConsentRequired'
import { useChannel } from '../../data/useChannel'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { useSubjectNames } from '../../data/useSubjectNames'
import { Alert, Screen, ScreenHead, Text } from '../../ui'
import { AnalysisNotice } from './AnalysisNotice'
import { CaptureSession } from './CaptureSession'
import { ModePicker } from './ModePicker'
import { SentPanel } from './send/SentPanel'
import { useCaptureOptions } from './useCaptureOptions'

type Props = { target: SubjectTarget; initialMode: CaptureMode; retakeSide?: CaptureSide | null }

export function CaptureScreen({ target, initialMode, retakeSide = null }: Props) {
  const { t } = useTranslation()
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const names = useSubjectNames(target)
  const options = useCaptureOptions(target.datasetId)
  const [chosenMode, setChosenMode] = useState(initialMode)
  const [round, setRound] = useState(0)
  const [sent, setSent] = useState<QueueItem | null>(null)
  const tripletAvailable = options.status === 'ready' && options.tripletAvailable
  const mode: CaptureMode = tripletAvailable ? chosenMode : 'front'
  const full: SubjectTarget = { ...target, datasetName: names.datasetName, subjectName: names.subjectName }
  // The consent gate: without a recorded consent (when the clinic requires one) the camera does not open.
  const subject = useChannel('subjects.get', { datasetId: target.datasetId, subjectId: target.subjectId })
  const consent = useConsentRequired()
  const gate = !consent.known
    ? 'waiting'
    : !consent.required
      ? 'open'
      : subject.status === 'error'
        ? 'failed'
        : !subject.data
          ? 'waiting'
          : captureAllowed(subject.data.consent, true)
            ? 'open'
            : 'closed'

  return (
    <Screen aria-labelledby="capture-title" data-testid="capture-screen">
      <Breadcrumb
        steps={[
          {
            label: names.datasetName ?? t('subject.dataset'),
            testId: 'breadcrumb-dataset',
            onOpen: () => openSubjects({ id: target.datasetId, name: names.datasetName ?? '' }),
          },
          { label: names.subjectName ?? '…', testId: 'breadcrumb-subject', onOpen: () => openSubject(full) },
        ]}
        current={t('capture.title')}
      />
      <ScreenHead
        align="start"
        eyebrow={t('capture.title')}
        title={names.subjectName ?? '…'}
        titleId="capture-title"
        side={<ModePicker mode={mode} options={options} disabled={sent !== null} onChange={setChosenMode} />}
      />
      <AnalysisNotice datasetId={target.datasetId} datasetName={names.datasetName} />
      {retakeSide && !sent ? (
        <Alert tone="warning" as="p" role={null} data-testid="retake-notice">
          {t(mode === 'triplet' ? 'capture.retakeTriplet' : 'capture.retakeFront', {
            side: t(`capture.side.${retakeSide}`),
          })}
        </Alert>
      ) : null}
      {sent ? (
        <SentPanel
          item={sent}
          onNewCapture={() => {
            setSent(null)
            setRound((n) => n + 1)
          }}
          onOpenSubject={() => openSubject(full)}
        />
      ) : gate === 'open' ? (
        <CaptureSession key={round} mode={mode} target={full} onSent={setSent} />
      ) : gate === 'closed' && subject.data ? (
        <ConsentState subject={subject.data} required blocking />
      ) : gate === 'failed' ? (
        <LoadFailed error={subject.error} onRetry={subject.retry} testId="capture-subject-error" />
      ) : (
        <Text tone="muted" role="status">
          {t('consent.checking')}
        </Text>
      )}
    </Screen>
  )
}
