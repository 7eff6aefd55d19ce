import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACNE_APPLICATION_ID } from '../../src-service/server'
import { createBatch, createSubject, uploadOk } from './imageSupport'
import { datasetIdByName, expectError, startHarness, type Harness } from './support'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { seedPortrait } from '../support/photos'

/** The §7.2 rows every new endpoint shares: 401, 403, 429, 500, 502, 503. */
let h: Harness
let routes: { method: string; path: string; body?: unknown }[]

beforeAll(async () => {
  h = await startHarness({
    ...recordedAnalyses(),
    rateLimit: { perSecond: 0.001, burst: 1000 },
    processingDelayMs: 0,
  })
  const datasetId = await datasetIdByName(h, 'Walk-in')
  const subject = await createSubject(h, datasetId, 'Errors Tester')
  const batchId = await createBatch(h, subject)
  const image = await uploadOk(h, subject, batchId, await seedPortrait(1))
  const batch = `${subject.path}/batches/${batchId}`
  routes = [
    { method: 'GET', path: `${subject.path}/batches/` },
    { method: 'POST', path: `${subject.path}/batches/`, body: {} },
    { method: 'GET', path: `${batch}/` },
    { method: 'DELETE', path: `${batch}/` },
    { method: 'GET', path: `${batch}/images/` },
    { method: 'POST', path: `${batch}/images/`, body: { b64data: 'AAAA', side_id: 2 } },
    { method: 'GET', path: `/images/${image.id}/original/` },
    { method: 'GET', path: `/images/${image.id}/metrics_and_submetrics/` },
    { method: 'GET', path: `/images/${image.id}/smoothed_metrics/` },
    { method: 'GET', path: `/subjects/${subject.subjectId}/metrics_and_submetrics/` },
    { method: 'GET', path: '/applications/' },
    { method: 'POST', path: `/applications/${ACNE_APPLICATION_ID}/runs/`, body: { dataset_id: datasetId } },
  ]
})
afterAll(async () => {
  await h.service.close()
})

describe('every new company endpoint', () => {
  it('401 invalid_token without or with a wrong key', async () => {
    for (const route of routes) {
      for (const token of [null, 'not-a-jwt']) {
        const reply = await h.call(route.method, h.companyPath(route.path), { body: route.body, token })
        expectError(reply, 401, 'client_error', 'invalid_token')
      }
    }
  })

  it('403 forbidden in another company', async () => {
    const other = h.service.admin.createCompany('Other').id
    for (const route of routes) {
      const reply = await h.call(route.method, `/api/v1/companies/${other}${route.path}`, {
        body: route.body,
      })
      expectError(reply, 403, 'client_error', 'forbidden')
    }
  })

  it('500 JSON, 502/503 HTML (injected)', async () => {
    for (const route of routes) {
      h.service.admin.failNext(1, 500)
      expectError(
        await h.call(route.method, h.companyPath(route.path), { body: route.body }),
        500,
        'server_error',
        'internal_server_error',
      )
      for (const status of [502, 503] as const) {
        h.service.admin.failNext(1, status)
        const reply = await h.call(route.method, h.companyPath(route.path), { body: route.body })
        expect(reply.status).toBe(status)
        expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
      }
    }
  })

  it('429 too_many_attempts_try_later with Retry-After once the key is out of requests', async () => {
    const key = h.service.admin.createKey(h.companyId, { name: 'limited' }).token
    let throttled = null
    for (let i = 0; i < 1100 && !throttled; i++) {
      const reply = await h.call('GET', h.companyPath('/applications/'), { token: key })
      if (reply.status === 429) throttled = reply
    }
    expect(throttled).not.toBeNull()
    if (!throttled) return
    expectError(throttled, 429, 'client_error', 'too_many_attempts_try_later')
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    for (const route of routes) {
      const reply = await h.call(route.method, h.companyPath(route.path), { body: route.body, token: key })
      expectError(reply, 429, 'client_error', 'too_many_attempts_try_later')
    }
  })
})
