/** Datasets › <this dataset>: the way back. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../store/navigation'

export function Breadcrumb({ current }: { current: string }) {
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
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
