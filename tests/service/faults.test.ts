import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createFaultMode, seededRandom, type FaultConfig } from '../../src-service/faultMode'
import { batchImages, createBatch, createSubject, imageResults, type SubjectPath } from './imageSupport'
import { datasetIdByName, expectError, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'

const dir = mkdtempSync(join(tmpdir(), 'skin-faults-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('fault mode decisions', () => {
  it('a seeded PRNG: the same seed gives the same sequence', () => {
    const a = seededRandom(42)
    const b = seededRandom(42)
    const c = seededRandom(43)
    const first = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(first)
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first)
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true)
  })

  it('faults about `rate` of requests, of the configured kinds; after-commit only for writes', () => {
    const mode = createFaultMode({ rate: 0.3, seed: 7, kinds: ['500', 'drop'], afterCommit: 0.5 })
    const plans = Array.from({ length: 4000 }, (_, i) => mode.plan(i % 2 ? 'POST' : 'GET'))
    const faulted = plans.filter((p) => p !== null)
    expect(faulted.length / plans.length).toBeGreaterThan(0.27)
    expect(faulted.length / plans.length).toBeLessThan(0.33)
    expect(new Set(faulted.map((p) => p?.kind))).toEqual(new Set(['500', 'drop']))
    expect(plans.some((p, i) => p?.phase === 'after' && i % 2 === 0)).toBe(false)
    const after = plans.filter((p, i) => p?.phase === 'after' && i % 2 === 1).length
    expect(after).toBeGreaterThan(0)
    mode.configure(null)
    expect(mode.plan('GET')).toBeNull()
    expect(() => mode.configure({ rate: 2, seed: 1 })).toThrow()
    expect(() => createFaultMode({ rate: 0.1, seed: 1, kinds: ['418' as '500'] })).toThrow()
  })
})

describe('each kind over HTTP', () => {
  let h: Harness
  const only = (kind: NonNullable<FaultConfig['kinds']>[number], extra: Partial<FaultConfig> = {}) =>
    h.service.admin.setFaults({ rate: 1, seed: 1, kinds: [kind], afterCommit: 0, ...extra })
  const datasets = () => h.call('GET', h.companyPath('/datasets/'))

  it('500 JSON, 502/503 HTML, 429 with Retry-After, a dropped connection, a stall', async () => {
    h = await startHarness({ ...recordedAnalyses(), rateLimit: false })
    try {
      only('500')
      expectError(await datasets(), 500, 'server_error', 'internal_server_error')
      for (const kind of ['502', '503'] as const) {
        only(kind)
        const reply = await datasets()
        expect(reply.status).toBe(Number(kind))
        expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
      }
      only('429')
      const throttled = await datasets()
      expectError(throttled, 429, 'client_error', 'too_many_attempts_try_later')
      expect(throttled.headers.get('retry-after')).toBe('1')
      only('drop')
      await expect(datasets()).rejects.toThrow()
      only('stall', { stallMs: 400 })
      // a lower bound: load can only make the answer later, never earlier
      const started = performance.now()
      expect((await datasets()).status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(380)
      h.service.admin.setFaults(null)
      expect((await datasets()).status).toBe(200)
    } finally {
      await h.service.close()
    }
  })

  it('after-commit faults: the write happened although the answer failed', async () => {
    h = await startHarness({ ...recordedAnalyses(), rateLimit: false })
    try {
      for (const kind of ['500', '503', 'drop', 'stall'] as const) {
        only(kind, { afterCommit: 1, stallMs: 300 })
        const name = `after-commit ${kind}`
        const attempt = h.call('POST', h.companyPath('/datasets/'), { body: { name } })
        if (kind === 'drop') await expect(attempt).rejects.toThrow()
        else expect((await attempt).status).toBe(kind === 'stall' ? 201 : Number(kind))
        h.service.admin.setFaults(null)
        expect((await h.call('GET', h.companyPath('/datasets/?page_size=100'))).text).toContain(name)
      }
      only('500', { afterCommit: 1 })
      expect((await datasets()).status).toBe(500)
    } finally {
      await h.service.close()
    }
  })

  it('closing the service ends stalls at once', async () => {
    // The stall outlasts the test's timeout (30 s) many times over: only a close() that ends it lets the test end.
    h = await startHarness({
      ...recordedAnalyses(),
      rateLimit: false,
      faults: { rate: 1, seed: 1, kinds: ['stall'], stallMs: 600_000 },
    })
    let settled = false
    const pending = datasets()
      .catch(() => null)
      .finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    await h.service.close()
    await pending
    expect(settled).toBe(true)
  })
})

describe('fault mode at 30% with many uploads', () => {
  // A consistency check, not a timing one: on CI it shares 2 cores with packaging (electron-builder) and e2e, and
  // once ran past the default 30 s (stop 22).
  it(
    'leaves the service consistent: bytes for every image, no result without an image, one image per side',
    {
      timeout: 120_000,
    },
    async () => {
      const faults: FaultConfig = { rate: 0.3, seed: 42, stallMs: 300, afterCommit: 0.5 }
      const h = await startHarness({
        ...recordedAnalyses(),
        rateLimit: false,
        processingDelayMs: 0,
        dbPath: join(dir, 'service.sqlite'),
        faults,
      })
      try {
        const withRetry = async (
          call: () => Promise<{ status: number; json: unknown }>,
          done: (s: number) => boolean,
        ) => {
          for (let attempt = 0; attempt < 40; attempt++) {
            const reply = await call().catch(() => null)
            if (reply && done(reply.status)) return reply
          }
          throw new Error('no success in 40 attempts')
        }
        // set up without faults, then the uploads with them (configuring again restarts the PRNG)
        h.service.admin.setFaults(null)
        const subject: SubjectPath = await createSubject(
          h,
          await datasetIdByName(h, 'Walk-in'),
          'Fault Tester',
        )
        const batchIds: string[] = []
        for (let i = 0; i < 8; i++) batchIds.push(await createBatch(h, subject))
        h.service.admin.setFaults(faults)

        const images = await Promise.all(
          [0, 1, 2].map((i) =>
            sharp({
              create: { width: 320, height: 320, channels: 3, background: { r: 40 * i, g: 120, b: 200 } },
            })
              .jpeg()
              .toBuffer(),
          ),
        )
        let attempts = 0
        for (const batchId of batchIds) {
          await Promise.all(
            [1, 2, 3].map((side) =>
              withRetry(
                () => {
                  attempts++
                  return h.call('POST', h.companyPath(`${subject.path}/batches/${batchId}/images/`), {
                    body: { b64data: images[side - 1]?.toString('base64'), side_id: side },
                  })
                },
                // 400 side_id: an earlier attempt was stored although its answer failed
                (status) => status === 201 || status === 400,
              ),
            ),
          )
        }
        h.service.admin.setFaults(null)
        await h.service.admin.processingIdle()
        expect(attempts).toBeGreaterThan(24)

        const report = await h.service.admin.checkConsistency()
        expect(report).toMatchObject({
          images: 24,
          imagesWithoutBytes: [],
          resultsWithoutImage: 0,
          duplicateSides: 0,
        })
        expect(h.service.admin.uploadCount()).toBe(24)
        for (const batchId of batchIds) {
          const stored = await batchImages(h, subject, batchId)
          expect(stored.map((i) => i.side_id).sort()).toEqual([1, 2, 3])
          for (const image of stored) expect(await imageResults(h, image.id)).toHaveLength(6)
        }
        expect(readdirSync(join(dir, 'images')).filter((f) => f.startsWith('.tmp'))).toEqual([])
      } finally {
        await h.service.close()
      }
    },
  )

  it('a client aborting an upload mid-body leaves nothing half-written', async () => {
    const h = await startHarness({
      ...recordedAnalyses(),
      rateLimit: false,
      processingDelayMs: 60_000,
      dbPath: join(dir, 'abort.sqlite'),
    })
    try {
      const subject = await createSubject(h, await datasetIdByName(h, 'Walk-in'))
      const batchId = await createBatch(h, subject)
      const big = await sharp({
        create: {
          width: 3000,
          height: 3000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer()
      const controller = new AbortController()
      const sending = fetch(
        `${h.service.baseUrl}${h.companyPath(`${subject.path}/batches/${batchId}/images/`)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ b64data: big.toString('base64'), side_id: 1 }),
          signal: controller.signal,
        },
      )
      setTimeout(() => controller.abort(), 30)
      await expect(sending).rejects.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const report = await h.service.admin.checkConsistency()
      expect(report.imagesWithoutBytes).toEqual([])
      expect(report.images).toBeLessThanOrEqual(1)
      expect(
        z
          .array(z.string())
          .parse(readdirSync(join(dir, 'images')))
          .filter((f) => f.startsWith('.tmp')),
      ).toEqual([])
    } finally {
      await h.service.close()
    }
  })
})
