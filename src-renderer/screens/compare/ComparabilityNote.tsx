/**
 * How comparable the two photos are (src-shared/domain/faceMatch.ts), with its reasons, and whether they are
 * lined up. A pair that compares poorly gets a warning that says why: a change may come from the photos.
 */
import { useTranslation } from 'react-i18next'
import type { Comparability } from '../../../src-shared/domain/faceMatch'
import { listFormat } from '../../format/intlCache'
import { Alert, Text } from '../../ui'
import styles from './ComparePhotos.module.css'

type Props = {
  comparability: Comparability | null
  aligned: 'measuring' | 'done' | 'none'
}

export function ComparabilityNote({ comparability, aligned }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const reasons = comparability
    ? listFormat(language, { type: 'conjunction' }).format(
        comparability.reasons.map((reason) => t(`compare.comparability.reason.${reason}`)),
      )
    : ''
  const text = comparability
    ? t(`compare.comparability.${comparability.level}`, { score: comparability.score, reasons })
    : null
  return (
    <div className={styles.notes}>
      {comparability?.level === 'poor' ? (
        <Alert tone="warning" as="p" role={null} data-testid="comparability-notice">
          {text}
        </Alert>
      ) : null}
      {comparability && comparability.level !== 'poor' ? (
        <Text
          tone="muted"
          className={styles.note}
          data-testid="comparability"
          data-level={comparability.level}
        >
          <strong>{t('compare.comparability.label')}:</strong> {text}
        </Text>
      ) : null}
      <Text tone="muted" className={styles.note} data-testid="compare-aligned" data-state={aligned}>
        {t(`compare.aligned.${aligned}`)}
      </Text>
    </div>
  )
}
