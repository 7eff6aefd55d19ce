/**
 * The product list as an administrator edits it: each product's name and kind, its lots (name, expiry, in use),
 * adding and removing products and lots, then Save (main keeps it with the account and audits it). What does not
 * hold is said beside its field, and nothing is saved until it does.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product, TreatmentKind } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { kindOrder } from '../../../parts/treatments/treatmentWords'
import { Button, Checkbox, Select } from '../../../ui'
import { ErrorAlert } from '../../../ui/feedback/ErrorAlert'
import { useBusyAction } from '../../../ui/feedback/useBusyAction'
import { TextField } from '../../../ui/form/TextField'
import { checkProducts, trimmedProducts, type ProductErrors } from './productsCheck'
import styles from './products.module.css'

type Lot = Product['lots'][number]

const newId = () => `product-${crypto.randomUUID()}`

function LotRow(props: {
  lot: Lot
  id: string
  error: string | null
  change: (patch: Partial<Lot> | null) => void
}) {
  const { t } = useTranslation()
  const { lot, id, change } = props
  return (
    <div className={styles.lot} data-testid="product-lot">
      <TextField
        id={`${id}-lot`}
        label={t('products.lot')}
        value={lot.lot}
        error={props.error}
        onChange={(e) => change({ lot: e.target.value })}
      />
      <TextField
        id={`${id}-expiry`}
        type="date"
        label={t('products.expiry')}
        value={lot.expiry ?? ''}
        onChange={(e) => change({ expiry: e.target.value === '' ? null : e.target.value })}
      />
      <Checkbox
        label={t('products.active')}
        checked={lot.active}
        onChange={(e) => change({ active: e.target.checked })}
      />
      <Button size="small" variant="danger-quiet" onClick={() => change(null)}>
        {t('products.removeLot')}
      </Button>
    </div>
  )
}

function ProductCard(props: {
  product: Product
  index: number
  errors: ProductErrors
  change: (next: Product | null) => void
}) {
  const { t } = useTranslation()
  const { product, index, errors, change } = props
  const errorOf = (key: string) => (errors[key] ? t(`products.error.${errors[key]}`) : null)
  const setLot = (l: number, patch: Partial<Lot> | null) =>
    change({
      ...product,
      lots:
        patch === null
          ? product.lots.filter((_, i) => i !== l)
          : product.lots.map((lot, i) => (i === l ? { ...lot, ...patch } : lot)),
    })
  const id = `product-${index}`
  return (
    <fieldset className={styles.product} data-testid="product">
      <legend>{product.name.trim() || t('products.newProduct')}</legend>
      <div className={styles.productHead}>
        <TextField
          id={`${id}-name`}
          label={t('products.name')}
          value={product.name}
          error={errorOf(`${index}`)}
          onChange={(e) => change({ ...product, name: e.target.value })}
        />
        <Select
          id={`${id}-kind`}
          label={t('products.kind')}
          value={product.kind}
          onChange={(e) => change({ ...product, kind: e.target.value as TreatmentKind })}
        >
          {kindOrder.map((k) => (
            <option key={k} value={k}>
              {t(`treatments.kind.${k}`)}
            </option>
          ))}
        </Select>
        <Button size="small" variant="danger-quiet" onClick={() => change(null)}>
          {t('products.removeProduct')}
        </Button>
      </div>
      {product.lots.map((lot, l) => (
        <LotRow
          key={l}
          lot={lot}
          id={`${id}-${l}`}
          error={errorOf(`${index}-${l}`)}
          change={(patch) => setLot(l, patch)}
        />
      ))}
      <div>
        <Button
          size="small"
          data-testid="product-add-lot"
          onClick={() =>
            change({ ...product, lots: [...product.lots, { lot: '', expiry: null, active: true }] })
          }
        >
          {t('products.addLot')}
        </Button>
      </div>
    </fieldset>
  )
}

export function ProductsForm({ saved }: { saved: readonly Product[] }) {
  const { t } = useTranslation()
  const [products, setProducts] = useState<Product[]>(() => [...saved])
  const [errors, setErrors] = useState<ProductErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [done, setDone] = useState(false)
  const { busy, run } = useBusyAction(setFailure)
  const change = (index: number, next: Product | null) => {
    setDone(false)
    setProducts((list) =>
      next === null ? list.filter((_, i) => i !== index) : list.map((p, i) => (i === index ? next : p)),
    )
  }
  const save = () => {
    const found = checkProducts(products)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void run(async () => {
      const answer = await skin.products.set(trimmedProducts(products))
      putAnswer('products.list', {}, answer)
      setProducts(answer)
      setDone(true)
    })
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
    >
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          index={index}
          errors={errors}
          change={(next) => change(index, next)}
        />
      ))}
      <div className={styles.actions}>
        <Button
          data-testid="product-add"
          onClick={() => {
            setDone(false)
            setProducts((list) => [...list, { id: newId(), name: '', kind: 'injectable', lots: [] }])
          }}
        >
          {t('products.add')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} data-testid="products-save">
          {busy ? t('products.saving') : t('products.save')}
        </Button>
        {done ? (
          <p className={styles.saved} role="status" data-testid="products-saved">
            {t('products.saved')}
          </p>
        ) : null}
      </div>
      <ErrorAlert error={failure} testId="products-error" />
    </form>
  )
}
