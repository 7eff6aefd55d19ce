/**
 * "Test the connection" for the record system (record.test: its CapabilityStatement) or the image archive
 * (archive.test: a QIDO-RS search), with the saved settings; what happened in words: the server's software and
 * version, or the error.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ClinicalTarget, ClinicalTestResult } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { useErrorText } from '../../../i18n/useErrorText'
import { Alert, Button, Text } from '../../../ui'
import styles from './clinical.module.css'

type Outcome = { ok: true; result: ClinicalTestResult } | { ok: false; reason: string }

export function ClinicalTestButton({ target, disabled }: { target: ClinicalTarget; disabled: boolean }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const test = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome({ ok: true, result: await (target === 'record' ? skin.record.test() : skin.archive.test()) })
    } catch (e) {
      setOutcome({ ok: false, reason: errorText(e) })
    } finally {
      setBusy(false)
    }
  }
  const hintId = `${target}-test-hint`
  const software = outcome?.ok
    ? [outcome.result.software, outcome.result.version].filter(Boolean).join(' ')
    : ''
  return (
    <div className={styles.test}>
      <Text tone="muted" size="sm" id={hintId}>
        {t(`clinicalSettings.test.explained.${target}`)}
      </Text>
      <Button
        size="small"
        aria-describedby={hintId}
        disabled={disabled || busy}
        busy={busy}
        onClick={() => void test()}
      >
        {t('clinicalSettings.test.button')}
      </Button>
      {outcome?.ok ? (
        <Alert tone="ok" as="p">
          {software
            ? t(`clinicalSettings.test.okNamed.${target}`, { software })
            : t(`clinicalSettings.test.ok.${target}`)}
        </Alert>
      ) : outcome ? (
        <Alert tone="error" as="p">
          {t('clinicalSettings.test.failed', { reason: outcome.reason })}
        </Alert>
      ) : null}
    </div>
  )
}
