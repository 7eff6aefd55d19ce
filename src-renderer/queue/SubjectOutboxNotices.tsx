/**
 * On a patient's screen (issue 29, shown on the outbox until now only): a change made here that met another
 * workstation's change to the same patient, and replaced fields they had changed too. Said where the patient is
 * looked at, until someone dismisses it (the outbox's Dismiss: the same write, the same answer).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { useChannel } from '../data/useChannel'
import { useErrorText } from '../i18n/useErrorText'
import { Alert, Button } from '../ui'
import styles from './queue.module.css'

export function SubjectOutboxNotices({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const list = useChannel('outbox.list', {})
  const [error, setError] = useState<unknown>(null)
  const notices = (list.data ?? []).filter(
    (item) => item.subjectId === subjectId && item.notice?.key === 'overwritten',
  )
  if (notices.length === 0) return null
  return (
    <div className={styles.subjectNotices}>
      {notices.map((item) => (
        <Alert key={item.id} tone="warning" data-testid="subject-outbox-notice">
          <span className={styles.subjectNotice}>
            <span>
              {t('queue.outbox.overwritten', {
                fields: (item.notice?.fields ?? []).map((f) => t(`queue.outbox.fieldName.${f}`)).join(', '),
              })}
            </span>
            <Button
              size="small"
              variant="quiet"
              data-testid="subject-outbox-notice-dismiss"
              onClick={() => {
                setError(null)
                skin.outbox.cancel({ writeId: item.id }).then(
                  () => list.retry(),
                  (e: unknown) => setError(e),
                )
              }}
            >
              {t('queue.outbox.dismiss')}
            </Button>
          </span>
        </Alert>
      ))}
      {error ? <p role="alert">{errorText(error)}</p> : null}
    </div>
  )
}
