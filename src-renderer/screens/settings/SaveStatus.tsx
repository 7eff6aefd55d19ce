/** Below a preference saved on change: its failure in words, or "Saved" once it is. */
import { useTranslation } from 'react-i18next'
import { Text } from '../../ui'
import styles from './settings.module.css'

type Props = { failure: string | null; saved: boolean; testId: string }

export function SaveStatus({ failure, saved, testId }: Props) {
  const { t } = useTranslation()
  if (failure)
    return (
      <Text tone="danger" size="sm" role="alert" data-testid={`${testId}-error`}>
        {failure}
      </Text>
    )
  return saved ? (
    <p className={styles.saved} role="status" data-testid={`${testId}-saved`}>
      {t('settings.saved')}
    </p>
  ) : null
}
