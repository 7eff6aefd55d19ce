/**
 * The upload worker cannot hold main's event loop, whatever its steps meet: for every way a step can fail at
 * once (known offline, a 5xx, a 429 with Retry-After: 0, a dropped connection, no session, a bug), with a
 * capture being polled and captures queued behind the one being sent, a timer still fires on time and the
 * service is not asked again in a tight loop. The failures come from a stand-in for the service runner that
 * rejects without any I/O: the worst case for a loop, since no request ever yields for it.
 * Before issue 10 the "known offline" case hung here for good (the loop watch's guard reports where).
 */
import { TEST_DATA_KEY } from '../../../tests/support/testSeal'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { openCacheDb } from '../../store/cache/cacheDb'
import { createCaptureQueueStore, type NewSide } from '../../store/accountDb/captureQueue'
import { openAccountDb } from '../../store/accountDb/db'
import { AppFailure } from '../appFailure'
import { UnreachableError } from '../reachability'
import { createUploadWorker } from './worker'
import { watchEventLoop } from '../../../tests/support/loopWatch'
import { expectResponsive } from '../../../tests/support/responsive'
import { fastQueueTiming } from '../../../tests/support/queueTiming'
import { withDataDir } from '../../../tests/support/folders'
import { testSeal } from '../../../tests/support/testSeal'

const network = (causeCode: string) =>
  new ApiError({
    kind: 'network',
    status: null,
    method: 'POST',
    path: '/x/',
    code: 'x',
    detail: causeCode,
    causeCode,
  })
const http = (status: number, retryAfterSeconds: number | null = null) =>
  new ApiError({
    kind: 'http',
    status,
    method: 'POST',
    path: '/x/',
    code: 'x',
    detail: 'x',
    retryAfterSeconds,
  })

const failures: [string, () => unknown][] = [
  ['known offline (not sent)', () => new UnreachableError(null)],
  ['a probe-confirmed refusal', () => new UnreachableError(network('ECONNREFUSED'))],
  ['a 503', () => http(503)],
  ['a 429 with Retry-After: 0', () => http(429, 0)],
  ['a dropped connection', () => network('ECONNRESET')],
  ['no session', () => new AppFailure('not_connected')],
  ['a bug', () => new TypeError('x is not a function')],
]

const side = (name: 'front'): NewSide => ({
  side: name,
  file: `captures/x/${name}.jpg`,
  bytes: 1000,
  width: 1024,
  height: 1365,
  source: 'camera',
  file_name: null,
  warnings: [],
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('upload worker loop', () => {
  it.each(failures)('yields to the event loop and backs off when every step meets %s', (_name, failure) =>
    withDataDir(async (dataDir) => {
      const db = openAccountDb(dataDir, TEST_DATA_KEY)
      const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
      const queue = createCaptureQueueStore(db)
      // one capture on the service (its results are polled), three waiting to be sent
      for (let i = 0; i < 4; i++)
        queue.insert({ id: `c${i}`, dataset_id: 'd', subject_id: 's', mode: 'front', nowMs: i }, [
          side('front'),
        ])
      queue.markSideSending('c0', 'front')
      queue.recordImage('c0', 'front', 'image-0')
      queue.setState('c0', 'processing', ['queued'])

      let calls = 0
      const worker = createUploadWorker({
        db,
        cache,
        dataDir,
        seal: testSeal,
        api: () => {
          calls += 1
          return Promise.reject(failure())
        },
        emit: () => undefined,
        timing: { ...fastQueueTiming, serverRetryMs: 20, offlineFirstMs: 20, offlineMaxMs: 200 },
      })
      const watch = watchEventLoop({ hangMs: 5_000 })
      worker.start()
      await pause(400)
      await worker.stop()
      expectResponsive(watch.stop())
      // A tight loop makes thousands of calls in 400 ms; backoffs of 20 ms and more allow a few dozen at most.
      expect(calls).toBeGreaterThan(0)
      expect(calls).toBeLessThan(40)
      cache.close()
      db.close()
    }),
  )

  it('sleeps while nothing is due, and a new capture wakes it', () =>
    withDataDir(async (dataDir) => {
      const db = openAccountDb(dataDir, TEST_DATA_KEY)
      const { cache } = openCacheDb(dataDir, TEST_DATA_KEY)
      const queue = createCaptureQueueStore(db)
      const calls: number[] = []
      const worker = createUploadWorker({
        db,
        cache,
        dataDir,
        seal: testSeal,
        api: () => {
          calls.push(calls.length)
          return Promise.reject(new AppFailure('acne_unavailable'))
        },
        emit: () => undefined,
        timing: fastQueueTiming,
      })
      worker.start()
      await pause(100)
      expect(calls).toEqual([])
      // idle means asleep until woken, not polling: a capture added without wake() waits
      queue.insert({ id: 'c1', dataset_id: 'd', subject_id: 's', mode: 'front', nowMs: 1 }, [side('front')])
      await pause(100)
      expect(calls).toEqual([])
      worker.wake()
      while (calls.length === 0) await pause(5)
      expect(calls).toHaveLength(1)
      await worker.stop()
      cache.close()
      db.close()
    }))
})
