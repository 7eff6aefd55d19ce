/**
 * Settings → Products over a fake main: a clinician reads the list (no field to change), an administrator adds a
 * product with a lot and saves it (trimmed), and a name twice is said beside it with nothing saved.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../../../src-shared/contract'
import { answer, callsTo } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { useOperator } from '../../../store/operatorStore'
import { ProductsSection } from './ProductsSection'

const filler: Product = {
  id: 'p1',
  name: 'Filler A',
  kind: 'injectable',
  lots: [
    { lot: 'X1', expiry: '2027-06-30', active: true },
    { lot: 'X0', expiry: null, active: false },
  ],
}

const signIn = (role: 'administrator' | 'clinician') =>
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role } })

beforeEach(() => {
  answer('products.list', [filler])
  answer('products.set', (list) => list)
})

describe('Settings → Products', () => {
  it('shows a clinician the products and their active lots, nothing to change', async () => {
    signIn('clinician')
    await renderScreen(<ProductsSection />, { language: 'de' })
    const table = await screen.findByTestId('products-table')
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Filler AInjektionX1 (bis 30.06.2027)')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByText('Nur Administratoren können die Produktliste ändern.')).toBeTruthy()
  })

  it('lets an administrator add a product with a lot, and saves the list trimmed', async () => {
    signIn('administrator')
    await renderScreen(<ProductsSection />)
    await userEvent.click(await screen.findByTestId('product-add'))
    const added = screen.getAllByTestId('product')[1]
    if (!added) throw new Error('no new product')
    await userEvent.type(within(added).getByLabelText('Product'), '  Laser B ')
    await userEvent.selectOptions(within(added).getByLabelText('Kind'), 'energy')
    await userEvent.click(within(added).getByTestId('product-add-lot'))
    await userEvent.type(within(added).getByLabelText('Lot'), ' L-7 ')
    await userEvent.click(screen.getByTestId('products-save'))
    await screen.findByTestId('products-saved')
    const [sent] = callsTo('products.set') as Product[][]
    expect(sent?.map((p) => [p.name, p.kind, p.lots.map((l) => l.lot)])).toEqual([
      ['Filler A', 'injectable', ['X1', 'X0']],
      ['Laser B', 'energy', ['L-7']],
    ])
  })

  it('says a product named twice beside it, and saves nothing', async () => {
    signIn('administrator')
    await renderScreen(<ProductsSection />)
    await userEvent.click(await screen.findByTestId('product-add'))
    const added = screen.getAllByTestId('product')[1]
    if (!added) throw new Error('no new product')
    await userEvent.type(within(added).getByLabelText('Product'), 'filler a')
    await userEvent.click(screen.getByTestId('products-save'))
    expect(within(added).getByText('This product is on the list already.')).toBeTruthy()
    expect(callsTo('products.set')).toEqual([])
  })
})
