/**
 * An open visit stays current (issue 29): opened before its results are there, it asks main to read the service
 * again (not the minute's copy) after 5 s, and the results show without reopening.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChannelArgs, ImageResults } from '../../../src-shared/contract'
import { answer, callsTo } from '../../testing/fakeSkin'
import { rednessRecord } from '../../testing/records'
import { renderScreen } from '../../testing/renderScreen'
import { VisitScreen } from './VisitScreen'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Ada' }
const results = (ready: boolean): ImageResults => ({
  imageId: 'img-1',
  results: ready ? [rednessRecord('img-1', 42)] : [],
  fromCache: false,
  fetchedAt: new Date().toISOString(),
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('an open visit', () => {
  it('reads its results again until they are there, and shows them without reopening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answer('results.forImage', results(false))
    answer('history.forSubject', (args: ChannelArgs<'history.forSubject'>) => ({
      subjectId: 's1',
      since: args.since ?? null,
      visits: [],
      pending: 1,
      fromCache: false,
      fetchedAt: null,
    }))
    answer('reports.list', [])
    await renderScreen(<VisitScreen target={target} imageId="img-1" capturedAt="2026-11-26T09:00:00Z" />)
    await waitFor(() => expect(callsTo('results.forImage')).toHaveLength(1))
    expect(screen.queryByText('Redness')).toBeNull()

    answer('results.forImage', results(true))
    await vi.advanceTimersByTimeAsync(5_100)
    await waitFor(() => expect(screen.getAllByText('Redness').length).toBeGreaterThan(0))
    expect(callsTo('results.forImage')[1]).toMatchObject({ imageId: 'img-1', refresh: true })
  })
})
