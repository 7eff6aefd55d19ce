/** A labelled select of visits by date and side. */
import { useTranslation } from 'react-i18next'
import type { Visit } from '../../../src-shared/contract'
import { formatDateTime } from '../../format/dates'
import { CompactSelect } from '../../ui'

type Props = {
  testId: string
  label: string
  visits: Visit[]
  value: string
  onChange: (imageId: string) => void
}

export function VisitSelect({ testId, label, visits, value, onChange }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <CompactSelect
      label={label}
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {visits.map((v) => (
        <option key={v.imageId} value={v.imageId}>
          {formatDateTime(v.capturedAt, language)}
          {v.side ? ` · ${t(`history.side.${v.side}`)}` : ''}
        </option>
      ))}
    </CompactSelect>
  )
}
