/** What this workstation keeps on disk: the cache (which can be cleared), and what clearing it keeps. */
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../format/bytes'
import { useErrorText } from '../i18n/useErrorText'
import { ClearCacheButton } from './ClearCacheButton'
import { useCacheInfo } from './useCacheInfo'

export function StorageSection() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const language = i18n.resolvedLanguage ?? 'en'
  const { loaded, replace, retry } = useCacheInfo()
  const info = loaded.status === 'ready' ? loaded.info : null

  return (
    <section className="card section-card" aria-labelledby="storage-title" data-testid="storage">
      <div className="section-head">
        <h2 id="storage-title">{t('settings.storage')}</h2>
      </div>
      {loaded.status === 'error' ? (
        <div
          className="alert alert-error alert-row settings-alert"
          role="alert"
          data-testid="cache-info-error"
        >
          <span>{errorText(loaded.error)}</span>
          <button type="button" className="button button-small" onClick={retry}>
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <div className="settings-body" aria-busy={!info}>
          <div className="settings-group">
            <div className="settings-group-text">
              <h3>{t('settings.cache')}</h3>
              <p className="muted">{t('settings.cacheExplained')}</p>
            </div>
            <dl className="facts settings-facts">
              <div className="fact">
                <dt>{t('settings.cacheSize')}</dt>
                <dd data-testid="cache-size">{info ? formatFileSize(info.cacheBytes, language) : '…'}</dd>
              </div>
              <div className="fact">
                <dt>{t('settings.photos')}</dt>
                <dd data-testid="cache-photos">{info ? info.photos : '…'}</dd>
              </div>
              <div className="fact">
                <dt>{t('settings.keptSubjects')}</dt>
                <dd data-testid="cache-kept-subjects">{info ? info.keptSubjects : '…'}</dd>
              </div>
            </dl>
            <ClearCacheButton onCleared={replace} />
          </div>
          <div className="settings-group">
            <div className="settings-group-text">
              <h3>{t('settings.keptOnClear')}</h3>
              <p className="muted">{t('settings.keptOnClearExplained')}</p>
            </div>
            <dl className="facts settings-facts">
              <div className="fact">
                <dt>{t('settings.reports')}</dt>
                <dd data-testid="cache-reports">
                  {info
                    ? t('settings.reportsValue', {
                        count: info.reports,
                        size: formatFileSize(info.reportBytes, language),
                      })
                    : '…'}
                </dd>
              </div>
              <div className="fact">
                <dt>{t('settings.queuedCaptures')}</dt>
                <dd data-testid="cache-queued">{info ? info.queuedCaptures : '…'}</dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </section>
  )
}
