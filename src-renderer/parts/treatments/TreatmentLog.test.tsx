/**
 * The treatment log and its dialog over a fake main: what is sent when a treatment is recorded (zones picked on the
 * face map by keyboard, an amount per zone read in German with a comma), what does not hold said beside its field
 * with nothing sent, a refusal from main kept in the dialog in words, and an entry the outbox still holds marked.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelArgs, Treatment } from '../../../src-shared/contract'
import { answer, callsTo, fail } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { useOperator } from '../../store/operatorStore'
import { TreatmentLog } from './TreatmentLog'

const saved = (args: ChannelArgs<'treatments.save'>): Treatment => ({
  ...args.fields,
  id: 't-1',
  datasetId: args.datasetId,
  subjectId: args.subjectId,
  operator: { id: 'op-1', name: 'Ada' },
  recordedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  pending: true,
})

let list: Treatment[] = []

beforeEach(() => {
  list = []
  useOperator
    .getState()
    .setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role: 'clinician' } })
  answer('treatments.list', () => list)
  answer('products.list', [
    {
      id: 'p1',
      name: 'Filler A',
      kind: 'injectable',
      lots: [{ lot: 'X1', expiry: '2027-06-30', active: true }],
    },
  ])
  answer('treatments.save', (args) => {
    const entry = saved(args)
    list = [entry]
    return entry
  })
})

async function openDialog(language: 'en' | 'de' = 'en') {
  await renderScreen(
    <TreatmentLog datasetId="d1" subjectId="s1" visitKey="b1" visitAt="2026-11-28T09:30:15.250Z" />,
    {
      language,
    },
  )
  await userEvent.click(await screen.findByTestId('treatment-record'))
  return within(await screen.findByTestId('treatment-dialog'))
}

describe('recording a treatment', () => {
  it('sends the filler with its lot, expiry and an amount per zone picked by keyboard, at the visit', async () => {
    const dialog = await openDialog('de')
    expect(dialog.getByTestId('treatment-operator').textContent).toBe('Erfasst von Ada (angemeldet)')
    await userEvent.type(dialog.getByLabelText('Produkt'), 'Filler A')
    await userEvent.type(dialog.getByLabelText('Charge'), 'X1')
    // the lot's expiry from the product list
    expect((dialog.getByLabelText('Verfallsdatum') as HTMLInputElement).value).toBe('2027-06-30')
    const lips = dialog.getByRole('checkbox', { name: 'Lippen' })
    lips.focus()
    await userEvent.keyboard(' ')
    expect(lips.getAttribute('aria-checked')).toBe('true')
    dialog.getByRole('checkbox', { name: 'Kinn' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(
      within(dialog.getByTestId('face-map-chosen'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lippen', 'Kinn'])
    await userEvent.type(dialog.getByLabelText('Menge: Lippen'), '0,5')
    await userEvent.selectOptions(dialog.getByLabelText('Einheit', { selector: '#dose-lips-unit' }), 'ml')
    await userEvent.type(dialog.getByLabelText('Menge: Kinn'), '1')
    await userEvent.click(dialog.getByTestId('treatment-save'))
    await waitFor(() => expect(screen.queryByTestId('treatment-dialog')).toBeNull())
    const [sent] = callsTo('treatments.save') as ChannelArgs<'treatments.save'>[]
    expect(sent).toMatchObject({
      datasetId: 'd1',
      subjectId: 's1',
      id: null,
      fields: {
        performedAt: '2026-11-28T09:30:15.250Z',
        visitKey: 'b1',
        product: 'Filler A',
        lot: 'X1',
        expiry: '2027-06-30',
        details: {
          kind: 'injectable',
          doses: [
            { zone: 'lips', amount: 0.5, unit: 'ml' },
            { zone: 'chin', amount: 1, unit: 'U' },
          ],
        },
      },
    })
    // shown at once, marked while the outbox holds it
    const entry = await screen.findByTestId('treatment-entry')
    expect(within(entry).getByTestId('treatment-pending').textContent).toBe('Wartet auf das Senden')
    expect(entry.textContent).toContain('Lippen 0,5 ml, Kinn 1 Einheiten')
  })

  it('says what does not hold beside its field and sends nothing', async () => {
    const dialog = await openDialog()
    await userEvent.click(dialog.getByTestId('treatment-save'))
    expect(dialog.getByTestId('error-treatment-product').textContent).toBe('Enter this field.')
    expect(dialog.getByTestId('error-treatment-zones').textContent).toBe(
      'Pick at least one zone on the face map.',
    )
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Forehead' }))
    await userEvent.type(dialog.getByLabelText('Amount: Forehead'), 'lots')
    await userEvent.click(dialog.getByTestId('treatment-save'))
    expect(dialog.getByTestId('error-dose-forehead').textContent).toBe('Enter the amount given at this zone.')
    expect(callsTo('treatments.save')).toEqual([])
  })

  it("keeps main's refusal in the dialog, in words, with what was typed", async () => {
    fail('treatments.save', 'treatment_invalid')
    const dialog = await openDialog()
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'peel')
    await userEvent.type(dialog.getByLabelText('Product'), 'Glycolic 30%')
    await userEvent.click(dialog.getByTestId('treatment-save'))
    expect((await dialog.findByTestId('treatment-save-error')).textContent).toContain(
      'A field of the treatment does not hold',
    )
    expect((dialog.getByLabelText('Product') as HTMLInputElement).value).toBe('Glycolic 30%')
  })
})
