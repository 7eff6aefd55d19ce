/** Datasets › … › <this screen>: the way back, one step at a time. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../store/navigation'

export type Crumb = { label: string; onOpen: () => void; testId?: string }

export function Breadcrumb({ steps = [], current }: { steps?: Crumb[]; current: string }) {
  const { t } = useTranslation()
  const openDatasets = useNavigation((s) => s.openDatasets)
  return (
    <nav className="breadcrumb" aria-label={t('subjects.breadcrumb')}>
      <ol>
        <li>
          <button type="button" className="row-link" data-testid="breadcrumb-datasets" onClick={openDatasets}>
            {t('subjects.backToDatasets')}
          </button>
        </li>
        {steps.map((step) => (
          <li key={step.testId ?? step.label}>
            <button type="button" className="row-link" data-testid={step.testId} onClick={step.onOpen}>
              {step.label}
            </button>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
