/**
 * Before the first capture: says in words when the dataset's photos would not be analysed (Face Skin Metrics
 * not attached to it, or not available to the company), and offers to attach it, after the operator confirms.
 * Nothing shows while the service does not say, or when it is attached.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useChannel } from '../../data/useChannel'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'
import { Alert } from '../../ui'

export function AnalysisNotice({
  datasetId,
  datasetName,
}: {
  datasetId: string
  datasetName: string | null
}) {
  const { t } = useTranslation()
  // Offline or unreadable: the queue still checks before uploading, so nothing is said here.
  const analysis = useChannel('capture.analysis', { datasetId }).data ?? null
  const [justAttached, setJustAttached] = useState(false)

  const name = datasetName ?? t('subject.dataset')
  if (analysis?.state === 'attached' && justAttached) {
    return (
      <Alert tone="ok" as="p" data-testid="analysis-attached">
        {t('capture.analysis.attached', { application: analysis.applicationName ?? '', dataset: name })}
      </Alert>
    )
  }
  if (analysis?.state === 'unavailable') {
    return (
      <Alert tone="warning" as="p" data-testid="analysis-unavailable">
        {t('capture.analysis.unavailable')}
      </Alert>
    )
  }
  if (analysis?.state !== 'not_attached') return null
  const application = analysis.applicationName ?? t('capture.analysis.defaultName')
  return (
    <Alert
      tone="warning"
      data-testid="analysis-not-attached"
      action={
        <ConfirmAction
          label={t('capture.analysis.attach', { application })}
          testId="analysis-attach"
          title={t('capture.analysis.confirmTitle', { application })}
          body={t('capture.analysis.confirmBody', { application, dataset: name })}
          confirmLabel={t('capture.analysis.attach', { application })}
          busyLabel={t('capture.analysis.attaching')}
          tone="primary"
          onConfirm={async () => {
            putAnswer('capture.analysis', { datasetId }, await skin.capture.attachAnalysis({ datasetId }))
            setJustAttached(true)
          }}
        />
      }
    >
      {t('capture.analysis.notAttached', { application, dataset: name })}
    </Alert>
  )
}
