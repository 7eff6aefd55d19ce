/**
 * Product, lot and expiry: the clinic's products of the entry's kind and their active lots offered (a datalist:
 * free text is fine too, a product not on the list); a known active lot fills its expiry when none is typed.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product, TreatmentKind } from '../../../src-shared/contract'
import { TextField } from '../../ui/form/TextField'
import type { DraftErrors, TreatmentDraft } from './treatmentForm'
import styles from './treatments.module.css'

type Props = {
  draft: TreatmentDraft
  products: readonly Product[]
  errors: DraftErrors
  errorText: (field: string) => string | null
  change: (patch: Partial<TreatmentDraft>) => void
  disabled: boolean
}

/** The active lots of the product named (without case), for the lot's suggestions. */
export function activeLots(products: readonly Product[], kind: TreatmentKind, name: string) {
  const wanted = name.trim().toLowerCase()
  const product = products.find((p) => p.kind === kind && p.name.trim().toLowerCase() === wanted)
  return product ? product.lots.filter((l) => l.active) : []
}

export function ProductFields({ draft, products, errorText, change, disabled }: Props) {
  const { t } = useTranslation()
  const productList = useId()
  const lotList = useId()
  const ofKind = products.filter((p) => p.kind === draft.kind)
  const lots = activeLots(products, draft.kind, draft.product)
  const pickLot = (lot: string) => {
    const known = lots.find((l) => l.lot.toLowerCase() === lot.trim().toLowerCase())
    change(known?.expiry && draft.expiry === '' ? { lot, expiry: known.expiry } : { lot })
  }
  return (
    <div className={styles.row}>
      <TextField
        id="treatment-product"
        label={t('treatments.field.product')}
        hint={ofKind.length > 0 ? t('treatments.productHint') : undefined}
        list={productList}
        autoComplete="off"
        value={draft.product}
        error={errorText('product')}
        disabled={disabled}
        onChange={(e) => change({ product: e.target.value })}
      />
      <datalist id={productList}>
        {ofKind.map((p) => (
          <option key={p.id} value={p.name} />
        ))}
      </datalist>
      <TextField
        id="treatment-lot"
        label={t('treatments.field.lot')}
        list={lotList}
        autoComplete="off"
        value={draft.lot}
        error={errorText('lot')}
        disabled={disabled}
        onChange={(e) => pickLot(e.target.value)}
      />
      <datalist id={lotList}>
        {lots.map((l) => (
          <option key={l.lot} value={l.lot} />
        ))}
      </datalist>
      <TextField
        id="treatment-expiry"
        type="date"
        label={t('treatments.field.expiry')}
        value={draft.expiry}
        error={errorText('expiry')}
        disabled={disabled}
        onChange={(e) => change({ expiry: e.target.value })}
      />
    </div>
  )
}
