/**
 * How long the cached photos and results of a patient nobody opens are kept on this workstation (storage
 * limitation); patients kept offline stay until their keep is removed. Saved as soon as it is changed. Its
 * explanation (`cacheRetentionDays-hint`) is the storage section's.
 */
import { useTranslation } from 'react-i18next'
import { RETENTION_DAY_CHOICES } from '../../../src-shared/contractValues'
import { useChannel } from '../../data/useChannel'
import { CompactSelect } from '../../ui'
import { SaveStatus } from './SaveStatus'
import { usePreferenceSave } from './usePreferenceSave'
import styles from './settings.module.css'
import { RuleNote } from './RuleNote'
import { useRuleAccess } from './useRuleAccess'

export function RetentionPreference() {
  const { t } = useTranslation()
  const preferences = useChannel('preferences.get', {})
  const {
    busy,
    saved,
    failure,
    save: choose,
  } = usePreferenceSave((cacheRetentionDays: number) => ({ cacheRetentionDays }))
  const days = preferences.data?.cacheRetentionDays
  const access = useRuleAccess('cacheRetentionDays')

  return (
    <div className={styles.retention}>
      <CompactSelect
        label={t('settings.retention')}
        id="cacheRetentionDays"
        data-testid="cache-retention-days"
        value={days ?? ''}
        disabled={busy || days === undefined || !access.editable}
        aria-describedby={
          access.note ? 'cacheRetentionDays-hint cacheRetentionDays-rule' : 'cacheRetentionDays-hint'
        }
        onChange={(e) => void choose(Number(e.target.value))}
      >
        {days === undefined ? <option value="">…</option> : null}
        {RETENTION_DAY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t('settings.retentionDays', { count: choice })}
          </option>
        ))}
      </CompactSelect>
      <RuleNote note={access.note} id="cacheRetentionDays-rule" />
      <SaveStatus failure={failure} saved={saved} testId="cache-retention" />
    </div>
  )
}
