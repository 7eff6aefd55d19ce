/**
 * What this workstation keeps on disk: the cache (which can be cleared), what clearing it keeps, and erasing
 * all of it for the account.
 */
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../format/bytes'
import { useChannel } from '../../data/useChannel'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { EraseAccountButton } from '../../session/EraseAccountButton'
import { Section } from '../../ui'
import styles from './settings.module.css'
import { ClearCacheButton } from './ClearCacheButton'
import { RetentionPreference } from './RetentionPreference'

export function StorageSection() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const loaded = useChannel('cache.info', {})
  const info = loaded.data ?? null

  return (
    <Section titleId="storage-title" title={t('settings.storage')} data-testid="storage">
      {loaded.status === 'error' ? (
        <LoadFailed
          error={loaded.error}
          onRetry={loaded.retry}
          testId="cache-info-error"
          className={styles.alert}
        />
      ) : (
        <div className={styles.body} aria-busy={!info}>
          <div className={styles.group}>
            <div>
              <h3>{t('settings.cache')}</h3>
              <p className={styles.hint}>{t('settings.cacheExplained')}</p>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('settings.cacheSize')}</dt>
                <dd data-testid="cache-size">{info ? formatFileSize(info.cacheBytes, language) : '…'}</dd>
              </div>
              <div>
                <dt>{t('settings.photos')}</dt>
                <dd data-testid="cache-photos">{info ? info.photos : '…'}</dd>
              </div>
              <div>
                <dt>{t('settings.cachedSubjects')}</dt>
                <dd data-testid="cache-subjects">{info ? info.cachedSubjects : '…'}</dd>
              </div>
              <div>
                <dt>{t('settings.keptSubjects')}</dt>
                <dd data-testid="cache-kept-subjects">{info ? info.keptSubjects : '…'}</dd>
              </div>
            </dl>
            <ClearCacheButton />
          </div>
          <div className={styles.group}>
            <div>
              <h3>{t('settings.retentionTitle')}</h3>
              <p className={styles.hint} id="cacheRetentionDays-hint">
                {t('settings.retentionExplained')}
              </p>
            </div>
            <RetentionPreference />
          </div>
          <div className={styles.group}>
            <div>
              <h3>{t('settings.keptOnClear')}</h3>
              <p className={styles.hint}>{t('settings.keptOnClearExplained')}</p>
            </div>
            <dl className={styles.facts}>
              <div>
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
              <div>
                <dt>{t('settings.queuedCaptures')}</dt>
                <dd data-testid="cache-queued">{info ? info.queuedCaptures : '…'}</dd>
              </div>
            </dl>
          </div>
          <div className={styles.group}>
            <div>
              <h3>{t('disconnect.eraseHeading')}</h3>
              <p className={styles.hint}>{t('disconnect.eraseExplained')}</p>
            </div>
            <EraseAccountButton queued={info?.queuedCaptures ?? null} />
          </div>
        </div>
      )}
    </Section>
  )
}
