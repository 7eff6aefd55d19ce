/** Compare's list of what was done between the two visits it shows (between.ts), in the UI language. */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../format/dates'
import { formatNumber } from '../results/formatNumber'
import { Badge, Section, SectionEmpty } from '../../ui'
import { treatmentsBetween, type VisitPlace } from '../../../src-shared/domain/treatmentsBetween'
import { detailsText, treatmentTitle } from './treatmentWords'
import { useTreatments } from './useTreatments'
import styles from './treatments.module.css'

type Props = { datasetId: string; subjectId: string; earlier: VisitPlace; later: VisitPlace }

export function TreatmentsBetween({ datasetId, subjectId, earlier, later }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const { list } = useTreatments(datasetId, subjectId)
  const between = useMemo(() => treatmentsBetween(list, earlier, later), [list, earlier, later])
  return (
    <Section
      title={t('treatments.between')}
      titleId="treatments-between-title"
      data-testid="treatments-between"
    >
      {between.length === 0 ? (
        <SectionEmpty>{t('treatments.betweenNone')}</SectionEmpty>
      ) : (
        <ul className={styles.entries} aria-labelledby="treatments-between-title">
          {between.map((e) => (
            <li key={e.id} className={styles.entry} data-testid="treatment-between" data-lot={e.lot}>
              <div className={styles.entryHead}>
                <span className={styles.entryTitle}>{treatmentTitle(t, e)}</span>
                {e.pending ? <Badge tone="warning">{t('treatments.pending')}</Badge> : null}
              </div>
              <p className={styles.entryMeta}>{formatDate(e.performedAt, language)}</p>
              <p>{detailsText(t, e, (n) => formatNumber(n, language))}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
