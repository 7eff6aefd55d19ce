/**
 * One write in the outbox: what it is and whose, its state, the service's words when it refused it (pointing at
 * the field), what another workstation's change meant for it, and what can be done: send now, cancel, dismiss,
 * open the patient to fix it.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutboxItem } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { ConsentConflictText, isConsentConflict, useKeepTheirsLabel } from '../consent/ConsentConflictText'
import { formatDateTime } from '../../format/dates'
import { errorMessageFor } from '../../i18n/errorKey'
import { useErrorText } from '../../i18n/useErrorText'
import { useNavigation } from '../../store/navigation'
import { Badge, Button, LinkButton, Spinner, Text } from '../../ui'
import { canCancelWrite, canRetryWrite, outboxTone, refusedField } from './outboxState'
import styles from './queue.module.css'

export function OutboxItemRow({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const openSubject = useNavigation((s) => s.openSubject)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<unknown>(null)
  const language = i18n.resolvedLanguage ?? 'en'
  const name = item.subjectName ?? t('queue.outbox.unnamed')

  const act = async (action: 'retry' | 'cancel') => {
    setBusy(true)
    setActionError(null)
    try {
      await skin.outbox[action]({ writeId: item.id })
    } catch (e) {
      setActionError(e)
    } finally {
      setBusy(false)
    }
  }

  const problem = item.problem ? errorMessageFor(item.problem.code, item.problem.params) : null
  const serviceWords = item.problem?.params.message ?? null
  const notice = item.notice
  const settled = item.state === 'sent' || item.state === 'dropped'
  // a consent conflict is resolved on the patient's screen too (the consent recorded again there)
  const canOpen =
    (item.state === 'refused' && item.kind !== 'subject.delete' && item.kind !== 'visit.delete') ||
    item.state === 'conflict'
  const keepTheirs = useKeepTheirsLabel()
  return (
    <li className={styles.item} data-testid="outbox-item" data-state={item.state} data-kind={item.kind}>
      <div className={styles.head}>
        <div className={styles.title}>
          <strong>{t(`queue.outbox.kind.${item.kind}`)}</strong>
          <Text as="span" tone="muted">
            {name} · {formatDateTime(item.createdAt, language)}
          </Text>
        </div>
        <Badge tone={outboxTone(item.state)} data-testid="outbox-state">
          {item.state === 'sending' ? <Spinner size="small" /> : null}
          {t(`queue.outbox.state.${item.state}`)}
        </Badge>
      </div>
      {item.nextTryAt ? (
        <Text tone="muted" className={styles.retry} data-testid="outbox-next-try">
          {t('queue.outbox.nextTry', {
            time: new Date(item.nextTryAt).toLocaleTimeString(language, { timeStyle: 'short' }),
          })}
        </Text>
      ) : null}
      {problem ? (
        <div className={styles.problem} data-testid="outbox-problem">
          <p>{t(problem.key, problem.params)}</p>
          {serviceWords && item.problem?.field ? (
            <p data-testid="outbox-problem-field">
              {t('queue.outbox.refusedField', {
                field: t(`queue.outbox.field.${refusedField(item.problem.field)}`),
                message: serviceWords,
              })}
            </p>
          ) : null}
          {canOpen ? <p>{t('queue.outbox.fixHint')}</p> : null}
        </div>
      ) : null}
      {isConsentConflict(notice) ? (
        <Text data-testid="outbox-notice">
          <ConsentConflictText notice={notice} />
        </Text>
      ) : notice ? (
        <Text data-testid="outbox-notice">
          {notice.key === 'overwritten'
            ? t('queue.outbox.overwritten', {
                fields: notice.fields.map((f) => t(`queue.outbox.fieldName.${f}`)).join(', '),
              })
            : t('queue.outbox.deletedElsewhere')}
        </Text>
      ) : null}
      {actionError ? (
        <p className={styles.problem} role="alert">
          {errorText(actionError)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {canOpen ? (
          <LinkButton
            data-testid="outbox-open-subject"
            onClick={() =>
              openSubject({
                datasetId: item.datasetId,
                subjectId: item.subjectId,
                datasetName: null,
                subjectName: item.subjectName,
              })
            }
          >
            {t('queue.outbox.openSubject', { name })}
          </LinkButton>
        ) : null}
        <span className={styles.buttons}>
          {canRetryWrite(item) ? (
            <Button size="small" data-testid="outbox-retry" disabled={busy} onClick={() => void act('retry')}>
              {t('queue.outbox.retry')}
            </Button>
          ) : null}
          {canCancelWrite(item) ? (
            <Button
              variant="quiet"
              size="small"
              data-testid="outbox-cancel"
              disabled={busy}
              onClick={() => void act('cancel')}
            >
              {isConsentConflict(notice)
                ? keepTheirs(notice)
                : t(settled ? 'queue.outbox.dismiss' : 'queue.outbox.cancel')}
            </Button>
          ) : null}
        </span>
      </div>
    </li>
  )
}
