/** The preferred language of PDF reports: the report form's first choice, and the language "Keep available offline" uses. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../../bridge/skin'
import { putAnswer } from '../../data/putAnswer'
import { useErrorText } from '../../i18n/useErrorText'
import { ReportLocaleField } from '../../parts/reportLocale/ReportLocaleField'
import { useReportLocaleInput } from '../../parts/reportLocale/useReportLocaleInput'
import { Button, Section } from '../../ui'
import { cx } from '../../ui/classNames'
import styles from './settings.module.css'

export function ReportLocalePreference() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { locale, preferred, fieldError, setFieldError, setTyped, change, check } = useReportLocaleInput()
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = check()
    if (checked === null) return
    setBusy(true)
    try {
      const preferences = await skin.preferences.set({ reportLocale: checked })
      putAnswer('preferences.get', {}, preferences)
      setTyped(preferences.reportLocale)
      setSaved(true)
    } catch (e) {
      setFieldError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section titleId="report-preference-title" title={t('settings.reportsTitle')}>
      <form className={cx(styles.body, styles.locale)} onSubmit={(e) => void submit(e)} noValidate>
        <ReportLocaleField
          className={styles.localeField}
          id="reportLocalePreference"
          label={t('settings.reportLocale')}
          testId="report-locale-preference"
          errorTestId="report-locale-preference-error"
          value={locale}
          onChange={(value) => {
            change(value)
            setSaved(false)
          }}
          error={fieldError}
          disabled={busy || preferred === null}
        />
        <div className={styles.localeActions}>
          <Button
            type="submit"
            variant="primary"
            data-testid="report-locale-preference-save"
            disabled={preferred === null}
            busy={busy}
          >
            {t('settings.save')}
          </Button>
          {saved ? (
            <p className={styles.saved} role="status" data-testid="report-locale-preference-saved">
              {t('settings.saved')}
            </p>
          ) : null}
        </div>
      </form>
    </Section>
  )
}
