/**
 * Settings → Recall over a fake main: a search is sent only when asked (each is audited), trimmed; the hits show
 * with how current the roster copy is, and a hit opens its patient; main's refusal of an empty search is said in
 * words.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answer, callsTo, fail } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { useNavigation } from '../../../store/navigation'
import { RecallSection } from './RecallSection'

const hit = {
  datasetId: 'd1',
  datasetName: 'Main clinic',
  subjectId: 's1',
  subjectName: 'Rosalind Franklin',
  patientId: '4711',
  treatmentId: 't1',
  performedAt: '2026-11-28T09:30:00.000Z',
  visitKey: 'b1',
  kind: 'injectable' as const,
  product: 'Filler A',
  lot: 'LOT-X42',
}

describe('Settings → Recall', () => {
  it('searches when asked, shows the hits and how current the list is, and opens the patient', async () => {
    answer('recall.search', { hits: [hit], searched: 58, asOf: '2026-11-28T09:00:00.000Z' })
    await renderScreen(<RecallSection />)
    expect(callsTo('recall.search')).toEqual([])
    await userEvent.type(screen.getByLabelText('Lot'), ' lot-x42 ')
    await userEvent.click(screen.getByTestId('recall-search'))
    const reach = await screen.findByTestId('recall-reach')
    expect(callsTo('recall.search')).toEqual([{ product: '', lot: 'lot-x42' }])
    expect(reach.textContent).toMatch(
      /^1 treatment found among the 58 patients this workstation holds\. Patient list as of /,
    )
    const row = screen.getByTestId('recall-hit')
    expect(row.textContent).toContain('4711')
    await userEvent.click(within(row).getByTestId('recall-open'))
    expect(useNavigation.getState().screen).toMatchObject({ name: 'subject', target: { subjectId: 's1' } })
  })

  it("says main's refusal of an empty search in words", async () => {
    fail('recall.search', 'recall_query_empty')
    await renderScreen(<RecallSection />, { language: 'de' })
    await userEvent.click(screen.getByTestId('recall-search'))
    expect((await screen.findByTestId('recall-error')).textContent).toBe(
      'Geben Sie ein Produkt, eine Charge oder beides ein, um zu suchen.',
    )
    expect(screen.queryByTestId('recall-result')).toBeNull()
  })
})
