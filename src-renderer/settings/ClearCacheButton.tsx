/** "Clear cache", confirmed in a dialog; saved reports and queued captures stay. */
import { useTranslation } from 'react-i18next'
import type { CacheInfo } from '../../src-preload/contract'
import { skin } from '../bridge/skin'
import { ConfirmAction } from '../dialog/ConfirmAction'

export function ClearCacheButton({ onCleared }: { onCleared: (info: CacheInfo) => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmAction
      label={t('settings.clearCache')}
      className="button"
      testId="cache-clear"
      title={t('clearCache.title')}
      body={t('clearCache.body')}
      confirmLabel={t('clearCache.confirm')}
      busyLabel={t('clearCache.busy')}
      onConfirm={async () => onCleared(await skin.cache.clear())}
    />
  )
}
