/**
 * The queue's pacing against a real queue database: a capture fails after `maxServerFailures` 5xx answers in a
 * row, and a step that got part of its work acknowledged (a side stored) before failing starts the count again.
 * (Before, a flaky service that failed one request in five could fail a triplet whose every retry made progress.)
 */
import { describe, expect, it } from 'vitest'
import { createCaptureQueueStore } from '../../store/accountDb/captureQueue'
import { openAccountDb } from '../../store/accountDb/db'
import type { QueueFailure } from './failure'
import { createPacing } from './pacing'
import { defaultQueueTiming } from './timing'
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import { withDataDir } from '../../../tests/support/folders'

const serverError: QueueFailure = {
  kind: 'server',
  problem: { code: 'server_error', detail: '500', field: null, params: {} },
  retryAfterMs: null,
}

function queued(dataDir: string) {
  const queue = createCaptureQueueStore(openAccountDb(dataDir, TEST_DATA_KEY))
  queue.insert({ id: 'c1', dataset_id: 'd1', subject_id: 's1', mode: 'front', nowMs: Date.now() }, [
    {
      side: 'front',
      file: 'captures/c1/front.jpg',
      bytes: 1,
      width: 1024,
      height: 1365,
      source: 'camera',
      file_name: null,
      warnings: [],
    },
  ])
  return { queue, pacing: createPacing(queue, { ...defaultQueueTiming, maxServerFailures: 3 }, () => 0) }
}

describe('queue pacing', () => {
  it('fails a capture after maxServerFailures 5xx in a row', () =>
    withDataDir((dataDir) => {
      const { queue, pacing } = queued(dataDir)
      pacing.afterFailure('c1', serverError)
      pacing.afterFailure('c1', serverError)
      expect(queue.get('c1')?.capture.state).toBe('queued')
      pacing.afterFailure('c1', serverError)
      expect(queue.get('c1')?.capture.state).toBe('failed')
    }))

  it('counts again from a step the service answered in part', () =>
    withDataDir((dataDir) => {
      const { queue, pacing } = queued(dataDir)
      pacing.afterFailure('c1', serverError)
      pacing.afterFailure('c1', serverError)
      pacing.afterFailure('c1', serverError, true)
      pacing.afterFailure('c1', serverError)
      expect(queue.get('c1')?.capture.state).toBe('queued')
      pacing.afterFailure('c1', serverError)
      expect(queue.get('c1')?.capture.state).toBe('failed')
    }))
})
