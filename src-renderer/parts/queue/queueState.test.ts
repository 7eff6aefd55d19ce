/** Facts about upload-queue entries: what counts as active, what can be retried or cancelled, progress. */
import { describe, expect, it } from 'vitest'
import type { QueueItem, QueueState } from '../../../src-shared/contract'
import {
  activeCount,
  canCancel,
  canRetry,
  secondsUntil,
  sideProgress,
  sortedSides,
  upsertItem,
} from './queueState'

function item(state: QueueState, extra: Partial<QueueItem> = {}): QueueItem {
  return {
    id: `c-${state}`,
    datasetId: 'd',
    subjectId: 's',
    subjectName: 'Ada',
    mode: 'triplet',
    state,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    sides: [
      { side: 'right', bytes: 1000, sentBytes: 0, uploaded: false, imageId: null },
      { side: 'front', bytes: 1000, sentBytes: 1000, uploaded: true, imageId: 'i1' },
      { side: 'left', bytes: 1000, sentBytes: 250, uploaded: false, imageId: null },
    ],
    problem: null,
    rejected: [],
    attempts: 0,
    retry: null,
    analyses: null,
    ...extra,
  }
}

describe('queue entries', () => {
  it('count as active until done, failed or cancelled', () => {
    const states: QueueState[] = [
      'queued',
      'uploading',
      'waiting_offline',
      'processing',
      'done',
      'failed',
      'cancelled',
    ]
    expect(activeCount(states.map((state) => item(state)))).toBe(4)
  })

  it('can be retried when failed or waiting, and cancelled until everything is uploaded', () => {
    expect(canRetry(item('failed'))).toBe(true)
    expect(canRetry(item('done'))).toBe(false)
    expect(canCancel(item('uploading'))).toBe(true)
    expect(canCancel(item('processing'))).toBe(false)
    expect(canCancel(item('cancelled'))).toBe(false)
  })

  it('show each side’s progress in bytes, front first', () => {
    const sides = sortedSides(item('uploading'))
    expect(sides.map((side) => side.side)).toEqual(['front', 'left', 'right'])
    expect(sides.map(sideProgress)).toEqual([1, 0.25, 0])
    expect(sideProgress({ side: 'front', bytes: 0, sentBytes: 0, uploaded: false, imageId: null })).toBe(0)
  })

  it('are listed newest first, an update replacing its entry and keeping the subject’s name', () => {
    const older = item('done', { id: 'a', createdAt: '2025-05-01T09:00:00.000Z' })
    const newer = item('queued', { id: 'b', createdAt: '2025-05-01T11:00:00.000Z' })
    let items = upsertItem(upsertItem([], older), newer)
    expect(items.map((i) => i.id)).toEqual(['b', 'a'])
    items = upsertItem(items, { ...newer, state: 'uploading', subjectName: null })
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ id: 'b', state: 'uploading', subjectName: 'Ada' })
  })

  it('count down whole seconds to a retry, never below 0', () => {
    const now = Date.parse('2025-05-01T10:00:00.000Z')
    expect(secondsUntil('2025-05-01T10:00:12.000Z', now)).toBe(12)
    expect(secondsUntil('2025-05-01T10:00:11.200Z', now)).toBe(12)
    expect(secondsUntil('2025-05-01T10:00:00.000Z', now)).toBe(0)
    expect(secondsUntil('2025-05-01T09:59:00.000Z', now)).toBe(0)
    expect(secondsUntil('not a time', now)).toBe(0)
  })
})
