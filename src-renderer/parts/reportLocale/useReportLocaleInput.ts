/** A report-language field's state: what was typed (else the preferred language), its error, and the check before sending. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkReportLocale } from './checkReportLocale'
import { usePreferredReportLocale } from './usePreferredReportLocale'

export function useReportLocaleInput() {
  const { t } = useTranslation()
  const preferred = usePreferredReportLocale()
  const [typed, setTyped] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const locale = typed ?? preferred ?? ''

  const change = (value: string) => {
    setTyped(value)
    setFieldError(null)
  }

  /** The locale to send, or null once the field says why it cannot be sent. */
  const check = (): string | null => {
    const checked = checkReportLocale(locale)
    setFieldError(checked.ok ? null : t(checked.key))
    return checked.ok ? checked.locale : null
  }

  return { locale, preferred, fieldError, setFieldError, setTyped, change, check }
}
