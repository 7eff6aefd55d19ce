/** One queue entry on screen: its state, the analyses count, what went wrong, and Retry/Cancel through main. */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { QueueItem } from '../../../src-shared/contract'
import { useNavigation } from '../../store/navigation'
import { callsTo, fail, hold } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { QueueItemRow } from './QueueItemRow'

function entry(extra: Partial<QueueItem> = {}): QueueItem {
  return {
    id: 'cap-1',
    datasetId: 'd1',
    subjectId: 's1',
    subjectName: 'Ada Lovelace',
    mode: 'triplet',
    state: 'processing',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    sides: [
      { side: 'front', bytes: 1000, sentBytes: 1000, uploaded: true, imageId: 'i1' },
      { side: 'left', bytes: 1000, sentBytes: 1000, uploaded: true, imageId: 'i2' },
      { side: 'right', bytes: 1000, sentBytes: 1000, uploaded: true, imageId: 'i3' },
    ],
    problem: null,
    rejected: [],
    attempts: 1,
    retry: null,
    analyses: null,
    ...extra,
  }
}

describe('a queue row', () => {
  it('counts the analyses that are in while the service is still working, in German too', async () => {
    const item = entry({ analyses: { ready: 1, total: 3 } })
    const { unmount } = await renderScreen(
      <ul>
        <QueueItemRow item={item} />
      </ul>,
    )
    expect(screen.getByText('1 of 3 analyses ready')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    unmount()
    await renderScreen(
      <ul>
        <QueueItemRow item={item} />
      </ul>,
      { language: 'de' },
    )
    expect(screen.getByTestId('queue-analyses').textContent).toMatch(/^1 von 3 Analysen/)
  })

  it('says what went wrong, and Retry asks main and shows the entry main gives back', async () => {
    const failed = entry({
      state: 'failed',
      problem: { code: 'unreachable', params: { host: 'saas.example' }, field: null, detail: null },
    })
    const release = hold('queue.retry', entry({ state: 'queued', attempts: 2 }))
    await renderScreen(
      <ul>
        <QueueItemRow item={failed} />
      </ul>,
    )
    expect(screen.getByTestId('queue-problem').textContent).toBe('Cannot reach saas.example.')
    const retry = screen.getByRole('button', { name: 'Retry' })
    await userEvent.click(retry)
    expect(callsTo('queue.retry')).toEqual([{ captureId: 'cap-1' }])
    // busy while main works: no second click sends the capture twice
    expect((retry as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    release()
    await waitFor(() => expect((retry as HTMLButtonElement).disabled).toBe(false))
  })

  it('shows a translated error when main refuses the retry, and keeps the entry', async () => {
    fail('queue.retry', 'not_connected')
    await renderScreen(
      <ul>
        <QueueItemRow item={entry({ state: 'failed' })} />
      </ul>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(alert.textContent).not.toMatch(/errors\.|not_connected/)
    expect(screen.getByTestId('queue-item').getAttribute('data-state')).toBe('failed')
  })

  it('names the sides with results when one side was rejected, and opens the subject', async () => {
    const partly = entry({
      state: 'done',
      rejected: [{ side: 'left', reason: 'No face detected' }],
    })
    await renderScreen(
      <ul>
        <QueueItemRow item={partly} />
      </ul>,
    )
    expect(screen.getByTestId('queue-results').textContent).toContain('Results ready for Front, Right side.')
    expect(screen.getByText('Left side: the service could not analyse it (no face found).')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Open Ada Lovelace' }))
    expect(useNavigation.getState().screen).toMatchObject({
      name: 'subject',
      target: { datasetId: 'd1', subjectId: 's1', subjectName: 'Ada Lovelace' },
    })
  })
})
