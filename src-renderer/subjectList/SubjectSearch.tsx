/** A search box above a list of subjects (one dataset's, or every dataset's on the datasets screen). */
import { useTranslation } from 'react-i18next'

type Props = {
  value: string
  onChange: (value: string) => void
  id?: string
  label?: string
  placeholder?: string
}

export function SubjectSearch({ value, onChange, id = 'subject-search', label, placeholder }: Props) {
  const { t } = useTranslation()
  return (
    <div className="search">
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('subjects.search')}
      </label>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        data-testid={id}
        placeholder={placeholder ?? t('subjects.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
