/**
 * Settings → Products (issue 45): the clinic's products by kind, each with its lots, their expiry and whether
 * they are still in use (active lots are offered when a treatment is recorded). Kept on this workstation with the
 * account (the service has no clinic-wide store); administrators change it (main refuses anyone else and audits
 * each change as products.changed), everyone else reads it.
 */
import { useTranslation } from 'react-i18next'
import type { Product } from '../../../../src-shared/contract'
import { useChannel } from '../../../data/useChannel'
import { useOperator } from '../../../store/operatorStore'
import { Section, SectionEmpty, Text } from '../../../ui'
import { LoadFailed } from '../../../ui/feedback/LoadFailed'
import { formatCalendarDate } from '../../../format/dates'
import { ProductsForm } from './ProductsForm'
import styles from './products.module.css'

function ProductsRead({ products }: { products: readonly Product[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  if (products.length === 0)
    return <SectionEmpty data-testid="products-empty">{t('products.empty')}</SectionEmpty>
  return (
    <div className={styles.body}>
      <table className={styles.table} data-testid="products-table">
        <thead>
          <tr>
            <th scope="col">{t('products.name')}</th>
            <th scope="col">{t('products.kind')}</th>
            <th scope="col">{t('products.activeLots')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{t(`treatments.kind.${p.kind}`)}</td>
              <td>
                {p.lots
                  .filter((l) => l.active)
                  .map((l) =>
                    l.expiry
                      ? t('products.lotUntil', { lot: l.lot, date: formatCalendarDate(l.expiry, language) })
                      : l.lot,
                  )
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text tone="muted" size="sm">
        {t('products.administratorsOnly')}
      </Text>
    </div>
  )
}

export function ProductsSection() {
  const { t } = useTranslation()
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const loaded = useChannel('products.list', {})
  return (
    <Section titleId="products-title" title={t('products.title')} data-testid="products">
      <p className={styles.intro}>{t('products.explained')}</p>
      {loaded.status === 'error' ? (
        <LoadFailed error={loaded.error} onRetry={loaded.retry} testId="products-failed" />
      ) : loaded.data ? (
        administrator ? (
          <ProductsForm saved={loaded.data} />
        ) : (
          <ProductsRead products={loaded.data} />
        )
      ) : null}
    </Section>
  )
}
