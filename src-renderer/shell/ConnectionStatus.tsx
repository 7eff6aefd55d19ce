/** Which service the workstation talks to, for which company, and until when its key is valid. */
import { useTranslation } from 'react-i18next'
import type { AuthStatus } from '../../src-shared/contract'
import { hostOf } from '../session/validate'
import { keyExpiry } from '../format/dates'
import { cx } from '../ui/classNames'
import styles from './ConnectionStatus.module.css'

/**
 * The company by name once the service's records gave it; before that a long id (a UUID) shortened to its start
 * (the whole id in the connection settings). The demo's id means nothing to anyone, so it is not shown.
 */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id)

const expiryText = { valid: 'shell.keyExpires', soon: 'shell.keyExpiresSoon', expired: 'shell.keyExpired' }

export function ConnectionStatus({ status }: { status: AuthStatus }) {
  const { t, i18n } = useTranslation()
  const dot = cx(
    styles.dot,
    !status.keyAccepted ? styles.dotError : !status.online ? styles.dotWarning : undefined,
  )
  const expiry = keyExpiry(status.keyExpiresAt, new Date(), i18n.resolvedLanguage ?? 'en')
  // Says "connected" only while it is: offline and a refused key are said in words, not by the dot alone.
  const host = hostOf(status.baseUrl ?? '')
  const service =
    status.mode === 'demo'
      ? t(status.online ? 'shell.demoService' : 'shell.demoServiceOffline')
      : !status.keyAccepted
        ? t('shell.remoteServiceRejected', { host })
        : status.online
          ? t('shell.remoteService', { host })
          : t('shell.remoteServiceOffline', { host })
  return (
    <div className={styles.connection} data-testid="connection-status" data-online={status.online}>
      <span className={dot} aria-hidden="true" />
      <div className={styles.text}>
        <span className={styles.service}>{service}</span>
        <span className={styles.meta}>
          {status.companyName ? (
            <span data-testid="company-name" title={t('shell.company', { companyId: status.companyId })}>
              {status.companyName}
            </span>
          ) : status.companyId && status.mode !== 'demo' ? (
            <span data-testid="company-name">
              {t('shell.company', { companyId: shortId(status.companyId) })}
            </span>
          ) : null}
          {expiry.kind !== 'none' ? (
            <span
              className={expiry.kind === 'valid' ? undefined : styles.expiryWarning}
              data-testid="key-expiry"
            >
              {t(expiryText[expiry.kind], { date: expiry.date })}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  )
}
