/**
 * One target's line on the visit screen: its state in words (deliveryWords.ts), the server's reasons when it
 * refused the visit (the OperationOutcome's issues: their text, where in the resource small), and the action:
 * "Send to the patient's record" / "Archive in the PACS", "… again" once sent or refused, "Try now" while waiting.
 * Sending again makes no duplicate at the server (conditional creates, deterministic UIDs).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ClinicalTarget, ClinicalVisitRef, Delivery } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { useErrorText } from '../../i18n/useErrorText'
import { Button, Text } from '../../ui'
import styles from './clinical.module.css'
import { deliveryTone, deliveryWords } from './deliveryWords'
import { putDelivery } from './useVisitDeliveries'

type Props = { target: ClinicalTarget; visit: ClinicalVisitRef; delivery: Delivery | null }

function actionKey(target: ClinicalTarget, delivery: Delivery | null): string {
  if (delivery?.state === 'waiting') return 'clinical.tryNow'
  if (delivery?.state === 'sent' || delivery?.state === 'failed') return `clinical.${target}.again`
  return `clinical.${target}.send`
}

export function DeliveryRow({ target, visit, delivery }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const tone = deliveryTone(delivery)
  const send = async () => {
    setBusy(true)
    setFailure(null)
    try {
      putDelivery(visit, await skin.clinical.deliver({ ...visit, target }))
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const issues =
    delivery?.state === 'failed' || delivery?.state === 'waiting' ? (delivery.problem?.issues ?? []) : []
  const titleId = `clinical-${target}-title`
  return (
    <div className={styles.row} role="group" aria-labelledby={titleId} data-tone={tone}>
      <div className={styles.words}>
        <h3 id={titleId} className={styles.title}>
          {t(`clinical.${target}.title`)}
        </h3>
        <p
          className={styles.state}
          role="status"
          data-tone={tone}
          data-sent-at={delivery?.state === 'sent' ? (delivery.sentAt ?? undefined) : undefined}
        >
          {deliveryWords(target, delivery, t, i18n.resolvedLanguage ?? 'en')}
        </p>
        {issues.length > 0 ? (
          <ul className={styles.issues} aria-label={t('clinical.issues')}>
            {issues.map((issue, index) => (
              <li key={index}>
                {issue.text ?? t('clinical.issueWithoutText', { code: issue.code })}
                {issue.where.length > 0 ? (
                  <small className={styles.where}>{issue.where.join(', ')}</small>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {failure ? (
          <Text tone="danger" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
      </div>
      <Button
        size="small"
        variant={delivery === null ? 'primary' : 'secondary'}
        disabled={busy || tone === 'busy'}
        busy={busy || tone === 'busy'}
        onClick={() => void send()}
      >
        {t(actionKey(target, delivery))}
      </Button>
    </div>
  )
}
