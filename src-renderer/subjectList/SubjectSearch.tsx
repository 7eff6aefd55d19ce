/** The search box above the subjects table. */
import { useTranslation } from 'react-i18next'

export function SubjectSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation()
  return (
    <div className="search">
      <label htmlFor="subject-search" className="visually-hidden">
        {t('subjects.search')}
      </label>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        id="subject-search"
        type="search"
        data-testid="subject-search"
        placeholder={t('subjects.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
