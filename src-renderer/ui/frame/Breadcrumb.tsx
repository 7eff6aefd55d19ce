/** Datasets › … › <this screen>: the way back, one step at a time. */
import { useTranslation } from 'react-i18next'
import { useNavigation } from '../../store/navigation'
import { LinkButton } from '..'
import styles from './Breadcrumb.module.css'

export type Crumb = { label: string; onOpen: () => void; testId?: string }

export function Breadcrumb({ steps = [], current }: { steps?: Crumb[]; current: string }) {
  const { t } = useTranslation()
  const openDatasets = useNavigation((s) => s.openDatasets)
  return (
    <nav className={styles.breadcrumb} aria-label={t('subjects.breadcrumb')}>
      <ol>
        <li>
          <LinkButton data-testid="breadcrumb-datasets" onClick={openDatasets}>
            {t('subjects.backToDatasets')}
          </LinkButton>
        </li>
        {steps.map((step) => (
          <li key={step.testId ?? step.label}>
            <LinkButton data-testid={step.testId} onClick={step.onOpen}>
              {step.label}
            </LinkButton>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
