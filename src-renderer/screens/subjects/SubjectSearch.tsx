/** A search box above a list of subjects (one dataset's, or every dataset's on the datasets screen). */
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../ui/lists/SearchField'

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
    <SearchField
      id={id}
      label={label ?? t('subjects.search')}
      placeholder={placeholder ?? t('subjects.searchPlaceholder')}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}
