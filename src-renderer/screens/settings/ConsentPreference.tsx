/**
 * Whether a photo may be taken only once the patient's consent is confirmed (on by default; a clinic that records
 * consent elsewhere turns it off). Saved as soon as it is changed.
 */
import { useTranslation } from 'react-i18next'
import { useChannel } from '../../data/useChannel'
import { Section, Text } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './settings.module.css'
import { SaveStatus } from './SaveStatus'
import { usePreferenceSave } from './usePreferenceSave'
import { RuleNote } from './RuleNote'
import { useRuleAccess } from './useRuleAccess'

export function ConsentPreference() {
  const { t } = useTranslation()
  const preferences = useChannel('preferences.get', {})
  const {
    busy,
    saved,
    failure,
    pending,
    save: toggle,
  } = usePreferenceSave((photoConsentRequired: boolean) => ({ photoConsentRequired }))
  const required = preferences.data?.photoConsentRequired
  const access = useRuleAccess('photoConsentRequired')

  return (
    <Section titleId="consent-preference-title" title={t('settings.consentTitle')}>
      <div className={cx(styles.body, styles.consent)}>
        <div className={styles.check}>
          <input
            type="checkbox"
            id="photoConsentRequired"
            data-testid="photo-consent-required"
            checked={pending ?? required ?? true}
            disabled={busy || required === undefined || !access.editable}
            aria-describedby="photoConsentRequired-hint photoConsentRequired-rule"
            onChange={(e) => void toggle(e.target.checked)}
          />
          <label htmlFor="photoConsentRequired">{t('settings.consentRequired')}</label>
        </div>
        <Text tone="muted" size="sm" id="photoConsentRequired-hint">
          {t('settings.consentExplained')}
        </Text>
        <RuleNote note={access.note} id="photoConsentRequired-rule" />
        <SaveStatus failure={failure} saved={saved} testId="photo-consent" />
      </div>
    </Section>
  )
}
