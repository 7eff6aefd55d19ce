/** What the numbers are for: a cosmetic skin assessment, not a medical diagnosis. Shown on every results screen. */
import { useTranslation } from 'react-i18next'
import { cx } from '../../ui/classNames'
import styles from './Disclaimer.module.css'

export function Disclaimer({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={cx(styles.disclaimer, className)} role="note" data-testid="disclaimer">
      {t('disclaimer.cosmetic')}
    </p>
  )
}
