/** Which service the workstation talks to, for which company, and until when its key is valid. */
import { useTranslation } from 'react-i18next'
import type { AuthStatus } from '../../src-shared/contract'
import { hostOf } from '../connect/validate'
import { keyExpiry } from '../format/dates'

const expiryText = { valid: 'shell.keyExpires', soon: 'shell.keyExpiresSoon', expired: 'shell.keyExpired' }

export function ConnectionStatus({ status }: { status: AuthStatus }) {
  const { t, i18n } = useTranslation()
  const dot = !status.keyAccepted
    ? 'status-dot status-dot-error'
    : status.online
      ? 'status-dot'
      : 'status-dot status-dot-warning'
  const expiry = keyExpiry(status.keyExpiresAt, new Date(), i18n.resolvedLanguage ?? 'en')
  const service =
    status.mode === 'demo'
      ? t('shell.demoService')
      : t('shell.remoteService', { host: hostOf(status.baseUrl ?? '') })
  return (
    <div className="connection" data-testid="connection-status">
      <span className={dot} aria-hidden="true" />
      <div className="connection-text">
        <span className="connection-service">{service}</span>
        <span className="connection-meta">
          {status.companyId ? <span>{t('shell.company', { companyId: status.companyId })}</span> : null}
          {expiry.kind !== 'none' ? (
            <span
              className={expiry.kind === 'valid' ? 'key-expiry' : 'key-expiry key-expiry-warning'}
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
