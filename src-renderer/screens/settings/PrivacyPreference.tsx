/**
 * After how many minutes without use the workstation locks (default 5; "Off" turns it off). Saved as soon as it is
 * changed; a value set by hand outside the choices is shown as a choice of its own. An IT policy may bound it
 * (no "Off", nothing above its maximum); only administrators change it.
 */
import { useTranslation } from 'react-i18next'
import { PRIVACY_SCREEN_MINUTE_CHOICES } from '../../../src-shared/domain/privacyScreen'
import { useChannel } from '../../data/useChannel'
import { Section, Select } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './settings.module.css'
import { SaveStatus } from './SaveStatus'
import { usePreferenceSave } from './usePreferenceSave'
import { RuleNote } from './RuleNote'
import { useRuleAccess } from './useRuleAccess'

export function PrivacyPreference() {
  const { t } = useTranslation()
  const preferences = useChannel('preferences.get', {})
  const {
    busy,
    saved,
    failure,
    pending,
    save: choose,
  } = usePreferenceSave((privacyScreenMinutes: number) => ({ privacyScreenMinutes }))
  const minutes = preferences.data?.privacyScreenMinutes
  const shown = pending ?? minutes
  const access = useRuleAccess('privacyScreenMinutes')
  const max = preferences.data?.rules.privacyScreenMinutesMax ?? null
  const choices: number[] = PRIVACY_SCREEN_MINUTE_CHOICES.filter((m) => max === null || (m > 0 && m <= max))
  if (max !== null && !choices.includes(max)) choices.push(max)
  if (shown !== undefined && !choices.includes(shown)) choices.push(shown)
  choices.sort((a, b) => a - b)

  return (
    <Section titleId="privacy-preference-title" title={t('privacy.settingTitle')}>
      <div className={cx(styles.body, styles.privacy)}>
        <Select
          id="privacyScreenMinutes"
          label={t('privacy.settingLabel')}
          hint={t('privacy.settingExplained')}
          data-testid="privacy-minutes"
          value={shown ?? ''}
          disabled={busy || minutes === undefined || !access.editable}
          onChange={(e) => void choose(Number(e.target.value))}
        >
          {shown === undefined ? <option value="" /> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? t('privacy.off') : t('privacy.minutes', { count: choice })}
            </option>
          ))}
        </Select>
        <RuleNote
          note={max !== null && access.editable ? t('settings.rules.bounded', { count: max }) : access.note}
          id="privacyScreenMinutes-rule"
        />
        <SaveStatus failure={failure} saved={saved} testId="privacy-minutes" />
      </div>
    </Section>
  )
}
