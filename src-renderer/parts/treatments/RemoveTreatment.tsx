/** "Remove" in the dialog of a recorded treatment: asked first, then removed through main's outbox (audited). */
import { useTranslation } from 'react-i18next'
import type { Treatment } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'
import { treatmentTitle } from './treatmentWords'

export function RemoveTreatment({ treatment, onRemoved }: { treatment: Treatment; onRemoved: () => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmAction
      label={t('treatments.remove')}
      variant="danger-quiet"
      size="small"
      testId="treatment-remove"
      title={t('treatments.removeTitle')}
      body={t('treatments.removeBody', { what: treatmentTitle(t, treatment) })}
      confirmLabel={t('treatments.remove')}
      busyLabel={t('treatments.removing')}
      onConfirm={async () => {
        await skin.treatments.remove({
          datasetId: treatment.datasetId,
          subjectId: treatment.subjectId,
          id: treatment.id,
        })
        onRemoved()
      }}
    />
  )
}
