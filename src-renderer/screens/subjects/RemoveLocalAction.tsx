/**
 * "Remove from this workstation": the subject's copies here go (cached visits, photos, results, kept reports,
 * finished captures); the subject stays at the service. The operator may also choose the service's GDPR
 * actions on the subject; those are asked a second time, naming each, before anything is sent.
 */
import { useState } from 'react'
import { useClinicRule } from '../../data/useClinicRule'
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { skin } from '../../bridge/skin'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { Button, Checkbox, Modal, Text } from '../../ui'
import styles from './subject.module.css'

type Props = { subject: Subject; onRemoved: () => void }
type Step = 'closed' | 'choose' | 'confirmService'

export function RemoveLocalAction({ subject, onRemoved }: Props) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>('closed')
  const [servicePhotos, setServicePhotos] = useState(false)
  const [serviceDetails, setServiceDetails] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)
  const atService = servicePhotos || serviceDetails
  // The clinic's rule may forbid deleting at the service: then only this workstation's copies go.
  const deleteAtService = useClinicRule('subjectsDeleteAtService')

  const close = () => {
    setStep('closed')
    setServicePhotos(false)
    setServiceDetails(false)
    setError(null)
  }
  const remove = () =>
    run(async () => {
      await skin.subjects.removeLocal({
        datasetId: subject.datasetId,
        subjectId: subject.id,
        servicePhotos,
        serviceDetails,
      })
      close()
      onRemoved()
    })

  return (
    <>
      <Button size="small" data-testid="subject-remove-local" onClick={() => setStep('choose')}>
        {t('removeLocal.button')}
      </Button>
      {step === 'choose' ? (
        <Modal
          title={t('removeLocal.title', { name: subject.name })}
          onClose={close}
          busy={busy}
          testId="subject-remove-local-dialog"
        >
          <Text tone="muted">{t('removeLocal.body')}</Text>
          {deleteAtService ? (
            <fieldset className={styles.scopes}>
              <legend>{t('removeLocal.serviceLegend')}</legend>
              <Checkbox
                align="start"
                label={t('removeLocal.servicePhotos')}
                data-testid="remove-local-service-photos"
                checked={servicePhotos}
                onChange={(e) => setServicePhotos(e.target.checked)}
                disabled={busy}
              />
              <Checkbox
                align="start"
                label={t('removeLocal.serviceDetails')}
                data-testid="remove-local-service-details"
                checked={serviceDetails}
                onChange={(e) => setServiceDetails(e.target.checked)}
                disabled={busy}
              />
            </fieldset>
          ) : null}
          <ErrorAlert error={error} testId="subject-remove-local-error" />
          <ModalActions
            busy={busy}
            onCancel={close}
            submitLabel={atService ? t('removeLocal.next') : t('removeLocal.confirm')}
            busyLabel={t('removeLocal.busy')}
            submitTestId="subject-remove-local-confirm"
            onConfirm={() => (atService ? setStep('confirmService') : void remove())}
          />
        </Modal>
      ) : null}
      {step === 'confirmService' ? (
        <Modal
          title={t('removeLocal.serviceTitle', { name: subject.name })}
          onClose={close}
          busy={busy}
          testId="subject-remove-service-dialog"
        >
          <p>{t('removeLocal.serviceBody')}</p>
          <ul className={styles.serviceList}>
            {servicePhotos ? <li>{t('removeLocal.servicePhotosSure', { name: subject.name })}</li> : null}
            {serviceDetails ? <li>{t('removeLocal.serviceDetailsSure', { name: subject.name })}</li> : null}
          </ul>
          <Text tone="muted">{t('removeLocal.localSure')}</Text>
          <ErrorAlert error={error} testId="subject-remove-service-error" />
          <ModalActions
            busy={busy}
            onCancel={close}
            submitLabel={t('removeLocal.serviceConfirm')}
            busyLabel={t('removeLocal.busy')}
            submitTestId="subject-remove-service-confirm"
            onConfirm={() => void remove()}
          />
        </Modal>
      ) : null}
    </>
  )
}
