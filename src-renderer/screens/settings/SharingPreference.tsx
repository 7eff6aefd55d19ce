/**
 * Two of the clinic's rules about what leaves the app: whether a report may be saved outside it ("Save as…"), and
 * whether subjects, visits and photos may be deleted at the service from this workstation. Main refuses what they
 * forbid (policy_forbids); administrators change them, unless the IT policy fixes them.
 */
import { useTranslation } from 'react-i18next'
import type { ClinicRuleName } from '../../../src-shared/contractValues'
import { useChannel } from '../../data/useChannel'
import { Section, Text } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './settings.module.css'
import { RuleNote } from './RuleNote'
import { SaveStatus } from './SaveStatus'
import { usePreferenceSave } from './usePreferenceSave'
import { useRuleAccess } from './useRuleAccess'

function RuleCheckbox({
  rule,
}: {
  rule: Extract<ClinicRuleName, 'reportsSaveOutside' | 'subjectsDeleteAtService'>
}) {
  const { t } = useTranslation()
  const value = useChannel('preferences.get', {}).data?.[rule]
  const { busy, saved, failure, pending, save } = usePreferenceSave((on: boolean) => ({ [rule]: on }))
  const access = useRuleAccess(rule)
  return (
    <div className={cx(styles.body, styles.consent)}>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={rule}
          data-testid={`rule-${rule}`}
          checked={pending ?? value ?? false}
          disabled={busy || value === undefined || !access.editable}
          aria-describedby={`${rule}-hint${access.note ? ` ${rule}-rule` : ''}`}
          onChange={(e) => void save(e.target.checked)}
        />
        <label htmlFor={rule}>{t(`settings.rules.${rule}`)}</label>
      </div>
      <Text tone="muted" size="sm" id={`${rule}-hint`}>
        {t(`settings.rules.${rule}Explained`)}
      </Text>
      <RuleNote note={access.note} id={`${rule}-rule`} />
      <SaveStatus failure={failure} saved={saved} testId={`rule-${rule}`} />
    </div>
  )
}

export function SharingPreference() {
  const { t } = useTranslation()
  return (
    <Section titleId="sharing-preference-title" title={t('settings.rules.sharingTitle')}>
      <RuleCheckbox rule="reportsSaveOutside" />
      <RuleCheckbox rule="subjectsDeleteAtService" />
    </Section>
  )
}
