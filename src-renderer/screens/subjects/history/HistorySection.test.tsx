/**
 * The history's period, smoothing method and window: what is asked of main and what the charts draw. Chart.js
 * gets no 2D context in happy-dom and draws nothing; the smoothed values are read from the chart's figure.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChannelArgs, SubjectHistory, Visit } from '../../../../src-shared/contract'
import { answer, callsTo, fail } from '../../../testing/fakeSkin'
import { rednessRecord } from '../../../testing/records'
import { renderScreen } from '../../../testing/renderScreen'
import { sinceFor } from './period'
import { HistorySection } from './HistorySection'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Ada' }

/** Newest first, every 30 days: 10, 20, 30, 40 oldest first (a straight line in time). */
const values = [40, 30, 20, 10]
const visits: Visit[] = values.map((value, i) => ({
  imageId: `img-${value}`,
  batchId: null,
  side: 'front',
  capturedAt: new Date(Date.UTC(2026, 9, 1, 9) - i * 30 * 86_400_000).toISOString(),
  results: [rednessRecord(`img-${value}`, value)],
}))
const history = (since: string | null): SubjectHistory => ({
  subjectId: 's1',
  since,
  visits,
  fromCache: false,
  fetchedAt: null,
})

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined) // Chart.js: "can't acquire context"
  answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => history(args.since ?? null))
})
afterEach(() => vi.restoreAllMocks())

const chart = () => screen.getByTestId('history-chart')

describe('history controls', () => {
  it('asks main for the last 12 months first, and for the chosen period when it changes', async () => {
    await renderScreen(<HistorySection target={target} />)
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    expect(callsTo('history.forSubject')).toEqual([
      { datasetId: 'd1', subjectId: 's1', since: sinceFor('12', new Date()) },
    ])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 3 months')
    await waitFor(() => expect(callsTo('history.forSubject')).toHaveLength(2))
    expect(callsTo('history.forSubject')[1]).toMatchObject({ since: sinceFor('3', new Date()) })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'All visits')
    await waitFor(() => expect(callsTo('history.forSubject')[2]).toMatchObject({ since: null }))
  })

  it('smooths with the chosen method and window, without asking main again', async () => {
    await renderScreen(<HistorySection target={target} />)
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    // mean over this and up to 5 earlier visits, oldest first: 10, 15, 20, 25
    expect(chart().getAttribute('data-smoothed')).toBe('10,15,20,25')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Window' }),
      'This and 2 earlier visits',
    )
    expect(chart().getAttribute('data-smoothed')).toBe('10,15,20,30')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Smoothing' }),
      'Trend (linear regression)',
    )
    expect(chart().getAttribute('data-smoothed')).toBe('10,20,30,40')
    expect(callsTo('history.forSubject')).toHaveLength(1)
  })

  it('shows the chart data as a table in the UI language', async () => {
    await renderScreen(<HistorySection target={target} />, { language: 'de' })
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    await userEvent.click(screen.getByText('Als Tabelle zeigen'))
    const table = within(screen.getByRole('table'))
    expect(table.getAllByRole('row')).toHaveLength(5)
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toBeTruthy()
  })

  it('offers Retry when main cannot read the history, and asks again', async () => {
    fail('history.forSubject', 'unreachable', { host: 'saas.example' })
    await renderScreen(<HistorySection target={target} />)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByTestId('history-error').textContent).toContain('Cannot reach saas.example.')
    answer('history.forSubject', history(null))
    await userEvent.click(retry)
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
  })
})

describe('a history measured by two versions of the analysis', () => {
  // oldest first: two visits measured by Face Skin Metrics 2.0 (10, 20), then two by Face Skin Analysis 3.0 (80, 90)
  const mixed: Visit[] = [90, 80, 20, 10].map((value, i) => {
    const record = rednessRecord(`img-${value}`, value)
    if (value >= 80) record.algorithm_family_tech_name = 'face_skin_metrics_3.redness'
    return {
      imageId: `img-${value}`,
      batchId: null,
      side: 'front',
      capturedAt: new Date(Date.UTC(2026, 9, 1, 9) - i * 30 * 86_400_000).toISOString(),
      results: [record],
    }
  })

  beforeEach(() => {
    answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => ({
      ...history(args.since ?? null),
      visits: mixed,
    }))
  })

  it('keeps one chart, smooths each version apart, and says where the version changes', async () => {
    await renderScreen(<HistorySection target={target} />)
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    expect(chart().getAttribute('data-versions')).toBe('2.0,3.0')
    // the first 3.0 point is not averaged with the 2.0 ones: 80, not (10 + 20 + 80) / 3
    expect(chart().getAttribute('data-smoothed')).toBe('10,15,80,85')
    expect(within(chart()).getByTestId('history-version-note').textContent).toBe(
      'Measured by Face Skin Metrics 2.0, and by Face Skin Analysis 3.0 from Sep 1, 2026: their definitions differ, so their lines are not joined.',
    )
  })

  it('says so in German too', async () => {
    await renderScreen(<HistorySection target={target} />, { language: 'de' })
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    expect(within(chart()).getByTestId('history-version-note').textContent).toContain(
      'Gesichtshautanalyse 3.0',
    )
  })

  it('a history of one version has no note', async () => {
    answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => history(args.since ?? null))
    await renderScreen(<HistorySection target={target} />)
    await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
    expect(screen.queryByTestId('history-version-note')).toBeNull()
  })
})

describe('photos still being analysed', () => {
  it('says how many, instead of "no analysed photos", and keeps asking main to read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => ({
        ...history(args.since ?? null),
        visits: [],
        pending: 3,
      }))
      await renderScreen(<HistorySection target={target} />)
      await waitFor(() =>
        expect(screen.getByTestId('history-empty').textContent).toBe(
          '3 photos are still being analysed: their results appear here when they are ready.',
        ),
      )
      expect(callsTo('history.forSubject')).toHaveLength(1)
      // 5 s later main is asked to read from the service again; its answer shows without reopening
      answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => history(args.since ?? null))
      await vi.advanceTimersByTimeAsync(5_100)
      await waitFor(() => expect(chart().getAttribute('data-points')).toBe('4'))
      expect(callsTo('history.forSubject')[1]).toMatchObject({ refresh: true })
    } finally {
      vi.useRealTimers()
    }
  })
})
