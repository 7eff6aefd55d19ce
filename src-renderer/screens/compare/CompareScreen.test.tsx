/**
 * The compare pickers: the later visit is the newest at first, the earlier one another visit of the same side
 * (never the same photo), and the measurement table follows what is picked. Photos come through main
 * (`images.original`); here they are a few bytes, enough for an object URL.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CaptureSide, Visit } from '../../../src-shared/contract'
import { answer, callsTo } from '../../testing/fakeSkin'
import { rednessRecord } from '../../testing/records'
import { renderScreen } from '../../testing/renderScreen'
import { CompareScreen } from './CompareScreen'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Ada' }

function visit(imageId: string, side: CaptureSide, day: number, value: number): Visit {
  return {
    imageId,
    batchId: null,
    side,
    capturedAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
    results: [rednessRecord(imageId, value)],
  }
}

// newest first, as main gives them
const visits = [
  visit('front-20', 'front', 20, 70),
  visit('left-15', 'left', 15, 55),
  visit('front-10', 'front', 10, 60),
  visit('front-01', 'front', 1, 50),
]

beforeEach(() => {
  answer('history.forSubject', { subjectId: 's1', since: null, visits, fromCache: true, fetchedAt: null })
  answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff]), mediaType: 'image/jpeg' })
})

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
const picked = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).value

describe('compare pickers', () => {
  it('start with the newest visit and the oldest of the same side, and offer only that side before', async () => {
    await renderScreen(<CompareScreen target={target} />)
    await screen.findByRole('combobox', { name: 'Later visit' })
    expect(picked('Later visit')).toBe('front-20')
    expect(picked('Earlier visit')).toBe('front-01')
    expect(options('Earlier visit')).toEqual(['front-10', 'front-01'])
    expect(options('Later visit')).toEqual(['front-20', 'left-15', 'front-10', 'front-01'])
    expect(screen.getByTestId('compare-delta-redness_score').textContent).toContain('20')
    expect(callsTo('history.forSubject')).toEqual([{ datasetId: 'd1', subjectId: 's1', since: null }])
  })

  it('follow the earlier visit chosen, and the table with it', async () => {
    await renderScreen(<CompareScreen target={target} />)
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Earlier visit' }), 'front-10')
    expect(picked('Earlier visit')).toBe('front-10')
    expect(screen.getByTestId('compare-delta-redness_score').textContent).toContain('10')
    await waitFor(() =>
      expect(callsTo('images.original')).toContainEqual(expect.objectContaining({ imageId: 'front-10' })),
    )
  })

  it('say so when the later visit has no other visit of its side', async () => {
    await renderScreen(<CompareScreen target={target} />)
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Later visit' }), 'left-15')
    expect(screen.getByTestId('compare-no-other').textContent).toBe(
      'No other visit of this side to compare with: choose another visit.',
    )
    expect(screen.queryByRole('combobox', { name: 'Earlier visit' })).toBeNull()
  })

  it('need two analysed visits', async () => {
    answer('history.forSubject', {
      subjectId: 's1',
      since: null,
      visits: visits.slice(0, 1),
      fromCache: true,
      fetchedAt: null,
    })
    await renderScreen(<CompareScreen target={target} />, { language: 'de' })
    const empty = await screen.findByTestId('compare-empty')
    expect(empty.textContent).toBe('Zum Vergleichen braucht es zwei analysierte Besuche.')
  })
})
