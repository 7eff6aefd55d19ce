/** "Clear cache", confirmed in a dialog; saved reports and queued captures stay. */
import { useTranslation } from 'react-i18next'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { ConfirmAction } from '../../ui/dialog/ConfirmAction'

export function ClearCacheButton() {
  const { t } = useTranslation()
  return (
    <ConfirmAction
      label={t('settings.clearCache')}
      testId="cache-clear"
      title={t('clearCache.title')}
      body={t('clearCache.body')}
      confirmLabel={t('clearCache.confirm')}
      busyLabel={t('clearCache.busy')}
      onConfirm={async () => putAnswer('cache.info', {}, await skin.cache.clear())}
    />
  )
}
