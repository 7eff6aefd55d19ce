/**
 * The language of a PDF report: picked by name from the languages the service translates (each named in
 * itself and in the UI language), with the code beside it for any other language (the service falls back to
 * the language, then English). The two stay in step.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_LOCALES } from '../../../src-shared/domain/reportLocale'
import { TextField } from '../../ui/form/TextField'
import { Select } from '../../ui'
import { reportLocaleChoiceLabel, reportLocaleName } from './reportLocaleName'

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
  /** The caller's class, to size or place the field. */
  className?: string
}

export function ReportLocaleField({
  id,
  label,
  value,
  onChange,
  error,
  testId,
  errorTestId,
  className,
  ...rest
}: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const listId = useId()
  const choiceId = useId()
  const name = reportLocaleName(value.trim(), language)
  const known = REPORT_LOCALES.find((locale) => locale === value.trim().toLowerCase()) ?? ''
  return (
    <div className={className}>
      <Select
        id={choiceId}
        label={label}
        data-testid={`${testId}-choice`}
        value={known}
        onChange={(e) => {
          if (e.target.value) onChange(e.target.value)
        }}
        disabled={rest.disabled}
        autoFocus={rest.autoFocus}
      >
        {REPORT_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {reportLocaleChoiceLabel(locale, language)}
          </option>
        ))}
        <option value="">{t('reportLocale.other')}</option>
      </Select>
      <TextField
        id={id}
        label={t('reportLocale.code')}
        hint={name ? t('reportLocale.hintNamed', { name }) : t('reportLocale.hint')}
        error={error}
        errorTestId={errorTestId}
        data-testid={testId}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={rest.disabled}
      />
      <datalist id={listId}>
        {REPORT_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {reportLocaleName(locale, language) ?? locale}
          </option>
        ))}
      </datalist>
    </div>
  )
}
