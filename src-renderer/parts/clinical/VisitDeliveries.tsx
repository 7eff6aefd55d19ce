/**
 * The visit screen's "Patient record and archive" (issue 44): for each target an administrator switched on
 * (Settings → Record system, Image archive), the visit's delivery there and the action that sends it. Nothing
 * shows when neither is on. Every operator may send; main works its queue in the background.
 */
import { useTranslation } from 'react-i18next'
import type { ClinicalTarget, ClinicalVisitRef } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import { Section } from '../../ui'
import styles from './clinical.module.css'
import { DeliveryRow } from './DeliveryRow'
import { useVisitDeliveries } from './useVisitDeliveries'

type Props = { visit: ClinicalVisitRef; visitKey: string }

export function VisitDeliveries({ visit, visitKey }: Props) {
  const { t } = useTranslation()
  const record = useChannel('record.settings.get', {}).data?.enabled === true
  const archive = useChannel('archive.settings.get', {}).data?.enabled === true
  const targets: ClinicalTarget[] = [
    ...(record ? ['record' as const] : []),
    ...(archive ? ['archive' as const] : []),
  ]
  if (targets.length === 0) return null
  return <DeliveriesSection visit={visit} visitKey={visitKey} targets={targets} title={t('clinical.title')} />
}

type SectionProps = Props & { targets: ClinicalTarget[]; title: string }

function DeliveriesSection({ visit, visitKey, targets, title }: SectionProps) {
  const deliveries = useVisitDeliveries(visit, visitKey)
  return (
    <Section title={title} titleId="visit-clinical-title" aria-busy={deliveries.data === undefined}>
      <div className={styles.rows}>
        {targets.map((target) => (
          <DeliveryRow
            key={target}
            target={target}
            visit={visit}
            delivery={deliveries.data?.[target] ?? null}
          />
        ))}
      </div>
    </Section>
  )
}
