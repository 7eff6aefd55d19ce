/**
 * "Disconnect and erase…": asks first, naming the account and what is lost (captures not yet sent), then main
 * deletes everything this workstation keeps for the account, and its key.
 */
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { hostOf } from './validate'
import { ConfirmAction } from '../ui/dialog/ConfirmAction'
import { applyStatus } from './applyStatus'
import { useSession } from '../store/session'

export function EraseAccountButton({ queued }: { queued: number | null }) {
  const { t } = useTranslation()
  const status = useSession((s) => s.status)
  if (!status?.connected) return null
  const company = status.companyName ?? status.companyId ?? ''
  const account =
    status.mode === 'demo' ? t('shell.demoService') : `${company} (${hostOf(status.baseUrl ?? '')})`
  return (
    <ConfirmAction
      label={t('disconnect.eraseButton')}
      variant="danger-quiet"
      testId="erase-account"
      title={t('disconnect.eraseTitle', { account })}
      body={t('disconnect.eraseBody', {
        account,
        queued: queued ? t('disconnect.eraseQueued', { count: queued }) : t('disconnect.eraseNoneQueued'),
      })}
      confirmLabel={t('disconnect.eraseConfirm')}
      busyLabel={t('disconnect.eraseBusy')}
      onConfirm={async () => applyStatus(await skin.auth.disconnect({ erase: true }))}
    />
  )
}
