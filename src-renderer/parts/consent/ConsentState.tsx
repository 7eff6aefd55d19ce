/**
 * The subject's photo consent as recorded (by whom, when, for what), or that none is, with the button that
 * records it. `blocking`: shown on the capture screen, where it stands in for the camera until consent is in.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { formatDateTime } from '../../format/dates'
import { listFormat } from '../../format/intlCache'
import { Button, Card } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './ConsentState.module.css'
import { ConsentDialog } from './ConsentDialog'

type Props = {
  subject: Subject
  required: boolean
  blocking?: boolean
  onRecorded?: (subject: Subject) => void
}

export function ConsentState({ subject, required, blocking = false, onRecorded }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const [recording, setRecording] = useState(false)
  const consent = subject.consent
  const text = consent
    ? t('consent.recorded', {
        by: consent.by || t('common.notRecorded'),
        at: formatDateTime(consent.at, language) ?? consent.at,
        scopes: listFormat(language, { type: 'conjunction' }).format(
          consent.scopes.map((scope) => t(`consent.scope.${scope}`)),
        ),
      })
    : required
      ? t('consent.missingRequired')
      : t('consent.missing')
  // Blocking a capture, it is the capture screen's card; on the subject's record, a line in its card.
  const Frame = blocking ? Card : 'div'
  return (
    <Frame
      className={cx(blocking ? styles.gate : styles.state, !consent && required && styles.missing)}
      data-testid={blocking ? 'consent-gate' : 'consent-state'}
      data-state={consent ? 'ok' : required ? 'missing' : 'none'}
      role={blocking ? 'alert' : undefined}
    >
      {blocking ? <h2 className={styles.gateTitle}>{t('consent.gateTitle')}</h2> : null}
      <p className={styles.text}>
        <span className={styles.label}>{t('consent.label')}</span> {text}
      </p>
      <Button
        variant={blocking ? 'primary' : 'secondary'}
        size={blocking ? 'medium' : 'small'}
        data-testid="consent-record"
        onClick={() => setRecording(true)}
      >
        {consent ? t('consent.recordAgain') : t('consent.record')}
      </Button>
      {recording ? (
        <ConsentDialog
          subject={subject}
          onClose={() => setRecording(false)}
          onDone={(updated) => {
            setRecording(false)
            onRecorded?.(updated)
          }}
        />
      ) : null}
    </Frame>
  )
}
