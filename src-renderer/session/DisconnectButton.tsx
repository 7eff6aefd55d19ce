/** "Disconnect", asked for twice: once on the button and once in a confirmation dialog. */
import { useTranslation } from 'react-i18next'
import type { ServiceMode } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { ConfirmAction } from '../ui/dialog/ConfirmAction'
import { applyStatus } from './applyStatus'

export function DisconnectButton({ mode }: { mode: ServiceMode | null }) {
  const { t } = useTranslation()
  return (
    <ConfirmAction
      label={t('shell.disconnect')}
      variant="quiet"
      testId="disconnect"
      title={t('disconnect.title')}
      body={mode === 'demo' ? t('disconnect.demoBody') : t('disconnect.remoteBody')}
      confirmLabel={t('disconnect.confirm')}
      busyLabel={t('disconnect.busy')}
      onConfirm={async () => applyStatus(await skin.auth.disconnect())}
    />
  )
}
