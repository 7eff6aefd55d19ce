import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import { describe, expect, it } from 'vitest'
import { parseServiceTime } from '../../../src-shared/domain/serviceTime'
import { createCaptureQueueStore, type NewSide } from './captureQueue'
import { openAccountDb } from './db'
import { withDataDir } from '../../../tests/support/folders'

const side = (name: 'front' | 'left' | 'right'): NewSide => ({
  side: name,
  file: `captures/x/${name}.jpg`,
  bytes: 1000,
  width: 1024,
  height: 1365,
  source: 'camera',
  file_name: null,
  warnings: ['blurry'],
})

const capture = (id: string, subjectId = 's1', nowMs = Date.UTC(2025, 0, 2, 10, 0, 0, 400)) => ({
  id,
  dataset_id: 'd1',
  subject_id: subjectId,
  mode: 'triplet' as const,
  nowMs,
})

describe('capture queue store', () => {
  it('keeps a capture and its sides across a reopen of the database file', () =>
    withDataDir((dataDir) => {
      const db = openAccountDb(dataDir, TEST_DATA_KEY)
      const queue = createCaptureQueueStore(db)
      const stored = queue.insert(capture('c1'), [side('front'), side('left'), side('right')])
      expect(stored.capture).toMatchObject({
        state: 'queued',
        capture_time: '2025-01-02 10:00:00',
        batch_id: null,
      })
      expect(stored.sides.map((s) => [s.side, s.upload, s.warnings])).toEqual([
        ['front', 'pending', '["blurry"]'],
        ['left', 'pending', '["blurry"]'],
        ['right', 'pending', '["blurry"]'],
      ])
      db.close()
      const reopened = createCaptureQueueStore(openAccountDb(dataDir, TEST_DATA_KEY))
      expect(reopened.get('c1')).toEqual(stored)
    }))

  it('gives each capture of a subject its own capture time, a second apart, so a batch can be found by it', () =>
    withDataDir((dataDir) => {
      const queue = createCaptureQueueStore(openAccountDb(dataDir, TEST_DATA_KEY))
      const at = Date.UTC(2025, 0, 2, 10, 0, 0, 100)
      const times = ['a', 'b', 'c'].map(
        (id) => queue.insert(capture(id, 's1', at), [side('front')]).capture.capture_time,
      )
      expect(times).toEqual(['2025-01-02 10:00:00', '2025-01-02 10:00:01', '2025-01-02 10:00:02'])
      expect(queue.insert(capture('other', 's2', at), [side('front')]).capture.capture_time).toBe(
        '2025-01-02 10:00:00',
      )
      expect(parseServiceTime(times[2] ?? '')).toBe(Date.UTC(2025, 0, 2, 10, 0, 2))
    }))

  it('moves state only from the given states, so a cancelled capture stays cancelled', () =>
    withDataDir((dataDir) => {
      const queue = createCaptureQueueStore(openAccountDb(dataDir, TEST_DATA_KEY))
      queue.insert(capture('c1'), [side('front')])
      expect(queue.setState('c1', 'uploading', ['queued'])).toBe(true)
      expect(queue.setState('c1', 'cancelled', ['queued', 'uploading'])).toBe(true)
      expect(queue.setState('c1', 'processing', ['queued', 'uploading', 'waiting_offline'])).toBe(false)
      expect(queue.get('c1')?.capture.state).toBe('cancelled')
      expect(queue.active()).toEqual([])
    }))

  it('records remote ids as they come, and which batch ids other captures hold', () =>
    withDataDir((dataDir) => {
      const queue = createCaptureQueueStore(openAccountDb(dataDir, TEST_DATA_KEY))
      queue.insert(capture('c1'), [side('front'), side('left')])
      queue.insert(capture('c2'), [side('front')])
      queue.markBatchRequested('c1')
      queue.recordBatch('c1', 'b1')
      queue.markSideSending('c1', 'front')
      expect(queue.get('c1')?.sides[0]?.upload).toBe('sending')
      queue.recordImage('c1', 'front', 'img-1')
      queue.markSideSending('c1', 'left')
      queue.resetSide('c1', 'left')
      const { capture: row, sides } = queue.get('c1') ?? { capture: null, sides: [] }
      expect(row).toMatchObject({ batch_id: 'b1', batch_requested: 1 })
      expect(sides.map((s) => [s.side, s.upload, s.image_id])).toEqual([
        ['front', 'done', 'img-1'],
        ['left', 'pending', null],
      ])
      expect(queue.batchIdsInUse('c2')).toEqual(new Set(['b1']))
      expect(queue.batchIdsInUse('c1')).toEqual(new Set())
    }))
})
