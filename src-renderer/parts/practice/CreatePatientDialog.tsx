/**
 * "Create patient Müller, Jürgen, born 12.04.1961, patient number 4711?" for a request whose patient is not known
 * here: Create makes them through main (the outbox, so offline too) and opens the request's screen; Not now
 * dismisses the request. A failure stays in the dialog, in words.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PracticeRequestView } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { Modal, Text } from '../../ui'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { useBusyAction } from '../../ui/feedback/useBusyAction'
import { openRequest } from './openRequest'
import { createQuestion } from './patientWords'
import styles from './practice.module.css'

export function CreatePatientDialog({
  request,
  onDone,
}: {
  request: PracticeRequestView
  onDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)
  const create = () =>
    run(async () => {
      const { target } = await skin.practice.resolve({ id: request.id, action: 'create' })
      onDone()
      if (target) openRequest(request, target)
    })
  // Not now: the dialog goes whatever main answers (another workstation may have answered the request already)
  const dismiss = () => {
    onDone()
    void skin.practice.resolve({ id: request.id, action: 'dismiss' }).catch(() => undefined)
  }
  return (
    <Modal title={t('practice.create.title')} onClose={dismiss} busy={busy}>
      <Text className={styles.question}>{createQuestion(request, t, i18n.resolvedLanguage ?? 'en')}</Text>
      <Text tone="muted" size="sm">
        {t('practice.create.explained')}
      </Text>
      <ErrorAlert error={error} testId="practice-create-error" />
      <ModalActions
        busy={busy}
        onCancel={dismiss}
        cancelLabel={t('practice.create.later')}
        submitLabel={t('practice.create.confirm')}
        busyLabel={t('practice.create.creating')}
        submitTestId="practice-create-confirm"
        onConfirm={() => void create()}
        tone="primary"
      />
    </Modal>
  )
}
