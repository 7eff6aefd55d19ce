/**
 * Administrators are told when the clinic's rules were set to the strictest values because settings.json was
 * changed outside the app, or their seal could not be checked (issue 41), until one of them saves the rules:
 * each rule below, or "Keep these rules", which saves them as they are now.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PreferencesChange } from '../../../src-shared/contract'
import { clinicRuleNames } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useChannel } from '../../data/useChannel'
import { formatDateTime } from '../../format/dates'
import { useErrorText } from '../../i18n/useErrorText'
import { useOperator } from '../../store/operatorStore'
import { Alert, Button } from '../../ui'

export function RulesResetNotice() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const preferences = useChannel('preferences.get', {}).data
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const reset = preferences?.rules.reset
  if (!administrator || !preferences || !reset) return null
  const keep = async () => {
    setBusy(true)
    setFailure(null)
    // the rules as they apply now, saved as the clinic's (those the IT policy fixes are fixed anyway)
    const change: PreferencesChange = Object.fromEntries(
      clinicRuleNames
        .filter((rule) => !preferences.rules.fixed.includes(rule))
        .map((rule) => [rule, preferences[rule]]),
    )
    try {
      putAnswer('preferences.get', {}, await skin.preferences.set(change))
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Alert
      tone="warning"
      data-testid="rules-reset"
      heading={t('settings.rules.resetTitle')}
      action={
        <Button size="small" data-testid="rules-reset-keep" disabled={busy} onClick={() => void keep()}>
          {t('settings.rules.resetKeep')}
        </Button>
      }
    >
      {t(reset.reason === 'keyLost' ? 'settings.rules.resetKeyLost' : 'settings.rules.resetChanged', {
        at: formatDateTime(reset.at, i18n.resolvedLanguage ?? 'en') ?? reset.at,
      })}
      {failure ? <span role="alert"> {failure}</span> : null}
    </Alert>
  )
}
