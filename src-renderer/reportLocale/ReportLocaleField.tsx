/**
 * The language of a PDF report: suggestions for the languages the service translates, named in the UI
 * language, and free entry for any other code (the service falls back to the language, then English).
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_LOCALES } from '../../src-shared/domain/reportLocale'
import { TextField } from '../form/TextField'
import { reportLocaleName } from './reportLocaleName'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
  testId: string
  errorTestId: string
  disabled?: boolean
  autoFocus?: boolean
}

export function ReportLocaleField({
  id,
  label,
  value,
  onChange,
  error,
  testId,
  errorTestId,
  ...rest
}: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const listId = useId()
  const name = reportLocaleName(value.trim(), language)
  return (
    <>
      <TextField
        id={id}
        label={label}
        hint={name ? t('reportLocale.hintNamed', { name }) : t('reportLocale.hint')}
        error={error}
        errorTestId={errorTestId}
        data-testid={testId}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      <datalist id={listId}>
        {REPORT_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {reportLocaleName(locale, language) ?? locale}
          </option>
        ))}
      </datalist>
    </>
  )
}
