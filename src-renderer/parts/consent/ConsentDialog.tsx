/**
 * Recording a patient's photo consent: what the patient agreed to (analysis, reports, research, education and marketing). Main stores it in
 * the subject's meta with the time and the signed-in operator's name (never a name typed here).
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConsentScope, Subject } from '../../../src-shared/contract'
import { consentScopes } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { Form, Modal, Text } from '../../ui'
import styles from './ConsentDialog.module.css'
import { ModalActions } from '../../ui/dialog/ModalActions'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { useOperator } from '../../store/operatorStore'

type Props = { subject: Subject; onClose: () => void; onDone: (subject: Subject) => void }

export function ConsentDialog({ subject, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const by = useOperator((s) => s.status?.operator?.name ?? '')
  const [scopes, setScopes] = useState<ConsentScope[]>(subject.consent?.scopes ?? ['analysis', 'reports'])
  const [invalid, setInvalid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (scopes.length === 0) return setInvalid('scopes')
    setBusy(true)
    setError(null)
    try {
      const updated = await skin.subjects.recordConsent({
        datasetId: subject.datasetId,
        subjectId: subject.id,
        scopes,
      })
      onDone(updated)
    } catch (e) {
      setError(e)
      setBusy(false)
    }
  }

  const toggle = (scope: ConsentScope, on: boolean) => {
    setScopes((now) => consentScopes.filter((s) => (s === scope ? on : now.includes(s))))
    if (invalid === 'scopes') setInvalid(null)
  }

  return (
    <Modal title={t('consent.dialogTitle')} onClose={onClose} busy={busy} testId="consent-dialog">
      <Text tone="muted">{t('consent.dialogBody', { name: subject.name })}</Text>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset
          className={styles.scopes}
          aria-describedby={invalid === 'scopes' ? 'error-consent-scopes' : undefined}
        >
          <legend>{t('consent.scopesLegend')}</legend>
          {consentScopes.map((scope) => (
            <label key={scope} className={styles.check}>
              <input
                type="checkbox"
                data-testid={`consent-scope-${scope}`}
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
                disabled={busy}
              />
              <span>{t(`consent.scope.${scope}`)}</span>
            </label>
          ))}
          {invalid === 'scopes' ? (
            <Text tone="danger" size="sm" id="error-consent-scopes" data-testid="error-consent-scopes">
              {t('consent.scopesRequired')}
            </Text>
          ) : null}
        </fieldset>
        <Text size="sm" data-testid="consent-by">
          {t('consent.by', { name: by })}
        </Text>
        <ErrorAlert error={error} testId="consent-error" />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          submitLabel={t('consent.submit')}
          busyLabel={t('consent.busy')}
          submitTestId="consent-submit"
        />
      </Form>
    </Modal>
  )
}
