/**
 * "Test the exchange": main writes a harmless file in the saved folder and removes it; the outcome in words
 * (it works, the folder is missing, it cannot write there, the exchange is off).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'
import { Alert, Button, Text } from '../../../ui'
import styles from './practice.module.css'

type Outcome = { ok: true; path: string } | { ok: false; reason: string }

export function PracticeTestButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const test = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome({ ok: true, path: (await skin.practice.test()).path })
    } catch (e) {
      setOutcome({ ok: false, reason: errorText(e) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={styles.test}>
      <Text tone="muted" size="sm" id="practice-test-hint">
        {t('practiceSettings.test.explained')}
      </Text>
      <Button
        size="small"
        aria-describedby="practice-test-hint"
        disabled={disabled || busy}
        busy={busy}
        onClick={() => void test()}
      >
        {t('practiceSettings.test.button')}
      </Button>
      {outcome?.ok ? (
        <Alert tone="ok" as="p">
          {t('practiceSettings.test.ok', { path: outcome.path })}
        </Alert>
      ) : outcome ? (
        <Alert tone="error" as="p">
          {t('practiceSettings.test.failed', { reason: outcome.reason })}
        </Alert>
      ) : null}
    </div>
  )
}
