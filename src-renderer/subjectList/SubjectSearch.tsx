/** A search box above a list of subjects (one dataset's, or every dataset's on the datasets screen). */
import { useTranslation } from 'react-i18next'
import { Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './SubjectSearch.module.css'

type Props = {
  value: string
  onChange: (value: string) => void
  id?: string
  label?: string
  placeholder?: string
  /** Places or sizes the box in its toolbar. */
  className?: string
}

export function SubjectSearch({
  value,
  onChange,
  id = 'subject-search',
  label,
  placeholder,
  className,
}: Props) {
  const { t } = useTranslation()
  return (
    <div className={cx(styles.search, className)}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('subjects.search')}
      </label>
      <Icon name="search" />
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
