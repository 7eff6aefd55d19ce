/**
 * Why a sheet was not made, in words; when the patient's consent to education and marketing is missing, the
 * button that records it. The consent dialog itself (`SheetConsent`) is drawn outside the sheet's form, so its
 * own form's submit never reaches the sheet's.
 */
import { useTranslation } from 'react-i18next'
import { SkinError } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import type { SubjectTarget } from '../../store/navigation'
import { Button } from '../../ui'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { ConsentDialog } from '../consent/ConsentDialog'

export function SheetRefusal({ error, onRecordConsent }: { error: unknown; onRecordConsent?: () => void }) {
  const { t } = useTranslation()
  if (!error) return null
  const needsConsent = error instanceof SkinError && error.code === 'consent_marketing_required'
  return (
    <>
      <ErrorAlert error={error} testId="sheet-error" />
      {needsConsent && onRecordConsent ? (
        <div>
          <Button data-testid="sheet-record-consent" onClick={onRecordConsent}>
            {t('sheet.recordConsent')}
          </Button>
        </div>
      ) : null}
    </>
  )
}

/** The consent dialog for the sheet's patient, as main has them now (the offline copy offline). */
export function SheetConsent({
  target,
  onClose,
  onDone,
}: {
  target: SubjectTarget
  onClose: () => void
  onDone: () => void
}) {
  const subject = useChannel('subjects.get', { datasetId: target.datasetId, subjectId: target.subjectId })
  return subject.data ? <ConsentDialog subject={subject.data} onClose={onClose} onDone={onDone} /> : null
}
