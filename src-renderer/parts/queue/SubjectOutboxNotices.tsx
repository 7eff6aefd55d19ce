/**
 * On a patient's screen (issue 29, shown on the outbox until now only): a change made here that met another
 * workstation's change to the same patient, and replaced fields they had changed too. Said where the patient is
 * looked at, until someone dismisses it (the outbox's Dismiss: the same write, the same answer). A photo consent
 * recorded here that the service's newer one stands over (issue 41) is said here too, until the operator keeps the
 * service's (here, or in the outbox) or records the consent again (the record card's consent line, beside this).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutboxItem } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { ConsentConflictText, isConsentConflict, useKeepTheirsLabel } from '../consent/ConsentConflictText'
import { useChannel } from '../../data/useChannel'
import { useErrorText } from '../../i18n/useErrorText'
import { Alert, Button } from '../../ui'
import styles from './queue.module.css'

const shownHere = (item: OutboxItem) =>
  item.notice?.key === 'overwritten' || (item.state === 'conflict' && isConsentConflict(item.notice))

export function SubjectOutboxNotices({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const keepTheirs = useKeepTheirsLabel()
  const list = useChannel('outbox.list', {})
  const [error, setError] = useState<unknown>(null)
  const notices = (list.data ?? []).filter((item) => item.subjectId === subjectId && shownHere(item))
  if (notices.length === 0) return null
  return (
    <div className={styles.subjectNotices}>
      {notices.map((item) => {
        const conflict = isConsentConflict(item.notice) ? item.notice : null
        return (
          <Alert
            key={item.id}
            tone="warning"
            data-testid={conflict ? 'subject-consent-conflict' : 'subject-outbox-notice'}
          >
            <span className={styles.subjectNotice}>
              <span>
                {conflict ? (
                  <ConsentConflictText notice={conflict} />
                ) : (
                  t('queue.outbox.overwritten', {
                    fields: (item.notice?.fields ?? [])
                      .map((f) => t(`queue.outbox.fieldName.${f}`))
                      .join(', '),
                  })
                )}
              </span>
              <Button
                size="small"
                variant="quiet"
                data-testid={conflict ? 'subject-consent-keep' : 'subject-outbox-notice-dismiss'}
                onClick={() => {
                  setError(null)
                  skin.outbox.cancel({ writeId: item.id }).then(
                    () => list.retry(),
                    (e: unknown) => setError(e),
                  )
                }}
              >
                {conflict ? keepTheirs(conflict) : t('queue.outbox.dismiss')}
              </Button>
            </span>
          </Alert>
        )
      })}
      {error ? <p role="alert">{errorText(error)}</p> : null}
    </div>
  )
}
