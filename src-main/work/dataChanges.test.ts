/**
 * Main's `data.changed`: which calls announce what (work/dataChanges.ts), a capture announced once when it
 * finishes or fails, and the handlers wrapped so only a call that succeeded announces anything.
 */
import { describe, expect, it } from 'vitest'
import type { DataChange, QueueItem, QueueState } from '../../src-shared/contract'
import { announceChanges, type Handlers } from '../ipc/handlers'
import { changeAfterCall, createDataChanges } from './dataChanges'

function item(state: QueueState, id = 'c1'): QueueItem {
  return {
    id,
    datasetId: 'd1',
    subjectId: 's1',
    subjectName: null,
    mode: 'front',
    state,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    sides: [],
    problem: null,
    rejected: [],
    attempts: 0,
    retry: null,
    analyses: null,
  }
}

function recorder() {
  const seen: DataChange[] = []
  return { seen, changes: createDataChanges((change) => seen.push(change)) }
}

describe('what a call changed', () => {
  it("names a subject's treatments (and the outbox) after one is recorded or removed, the list after products", () => {
    for (const channel of ['treatments.save', 'treatments.remove'] as const)
      expect(changeAfterCall(channel, { datasetId: 'd1', subjectId: 's1' }, {})).toEqual({
        kinds: ['treatments', 'outbox'],
        subjectId: 's1',
        datasetId: 'd1',
      })
    expect(changeAfterCall('products.set', {}, [])?.kinds).toEqual(['products'])
    expect(changeAfterCall('recall.search', { product: 'x', lot: '' }, {})).toBeNull()
  })

  it('names the subjects of the dataset a subject was added to', () => {
    expect(changeAfterCall('subjects.create', { datasetId: 'd1' }, { id: 's9' })).toEqual({
      kinds: ['subjects'],
      subjectId: 's9',
      datasetId: 'd1',
    })
  })

  it('names reports and storage after a report is made, saved or removed', () => {
    expect(changeAfterCall('reports.generate', { datasetId: 'd1', subjectId: 's1' }, {})?.kinds).toEqual([
      'reports',
      'storage',
    ])
    expect(changeAfterCall('reports.remove', { reportId: 'r1' }, {})).toEqual({
      kinds: ['reports', 'storage'],
      subjectId: null,
      datasetId: null,
    })
    expect(changeAfterCall('reports.save', { reportId: 'r1' }, {})?.kinds).toEqual(['reports'])
  })

  it('names history, offline and storage after the cache is cleared', () => {
    expect(changeAfterCall('cache.clear', {}, {})?.kinds).toEqual(['history', 'offline', 'storage'])
  })

  it('says nothing after a call that only reads', () => {
    for (const channel of ['history.forSubject', 'subjects.list', 'cache.info', 'queue.list'] as const) {
      expect(changeAfterCall(channel, {}, {})).toBeNull()
    }
  })
})

describe('a capture', () => {
  it('is announced once when it finishes, with its subject', () => {
    const { seen, changes } = recorder()
    for (const state of ['queued', 'uploading', 'processing', 'done', 'done'] as const)
      changes.queueChanged(item(state))
    expect(seen).toEqual([{ kinds: ['history', 'storage'], subjectId: 's1', datasetId: 'd1' }])
  })

  it('is announced when it fails, and again when a retry finishes', () => {
    const { seen, changes } = recorder()
    for (const state of ['uploading', 'failed', 'queued', 'uploading', 'processing', 'done'] as const)
      changes.queueChanged(item(state))
    expect(seen).toHaveLength(2)
  })

  it('keeps captures apart', () => {
    const { seen, changes } = recorder()
    changes.queueChanged(item('done', 'a'))
    changes.queueChanged(item('done', 'b'))
    expect(seen).toHaveLength(2)
  })
})

describe('the account and the connection', () => {
  it('announces another account as "account", and a recovered connection as "everything"', () => {
    const { seen, changes } = recorder()
    changes.accountOpened()
    changes.connectionRecovered()
    expect(seen.map((c) => c.kinds)).toEqual([['account'], ['everything']])
  })
})

describe('handlers that announce', () => {
  it('announces after a call that succeeded, and nothing after one that failed', async () => {
    const calls: string[] = []
    const handlers = {
      'subjects.create': async () => ({ id: 's2' }),
      'reports.remove': async () => {
        throw new Error('no such report')
      },
    } as unknown as Handlers
    const wrapped = announceChanges(handlers, { afterCall: (channel) => calls.push(channel) })
    await wrapped['subjects.create']({ datasetId: 'd1' } as never)
    await expect(wrapped['reports.remove']({ reportId: 'r1' })).rejects.toThrow('no such report')
    expect(calls).toEqual(['subjects.create'])
  })
})
