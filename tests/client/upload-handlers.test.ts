import { consentMeta } from '../support/consent'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { QueueItem } from '../../src-shared/contract'
import { createSkinApi } from '../../src-main/api'
import { memorySecrets } from '../support/memorySecrets'
import type { RunningService } from '../../src-service/server'
import { fastQueueTiming } from '../support/queueTiming'
import { startMainApp } from '../support/mainApp'
import { waitFor } from '../support/mainApp'
import { facePhoto } from '../support/photos'
import { startTestService } from '../support/world'

let cleanup: (() => Promise<void>) | null = null

afterEach(async () => {
  await cleanup?.()
  cleanup = null
})

async function startApp(acne: boolean) {
  const service: RunningService = await startTestService({ processingDelayMs: 0 })
  const companyId = service.admin.createCompany('Handler clinic').id
  if (acne) service.admin.setAcneEnabled(companyId, true)
  const apiKey = service.admin.createKey(companyId, { name: 'handlers' }).token
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-handlers-'))
  const { app, events, call } = await startMainApp(dataDir, memorySecrets(), { queueTiming: fastQueueTiming })
  cleanup = async () => {
    await app.close()
    await service.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  return { service, companyId, apiKey, events, call }
}

describe('capture and queue channels', () => {
  it('submit answers a queued capture, queue.changed follows it to done, queue.list shows it', async () => {
    const { service, companyId, apiKey, events, call } = await startApp(true)
    expect(
      await call('capture.submit', { datasetId: 'd', subjectId: 's', mode: 'front', shots: [] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad_request' },
    })
    expect(await call('auth.connect', { baseUrl: service.baseUrl, companyId, apiKey })).toMatchObject({
      ok: true,
    })
    expect(await call('capture.options')).toEqual({ ok: true, value: { tripletAvailable: true } })

    const api = createSkinApi({
      baseUrl: service.baseUrl,
      companyId,
      apiKey,
    })
    const datasetId = (await api.datasets.create({ name: 'Handlers' })).id
    const subjectId = (await api.subjects.create(datasetId, { name: 'Ada', meta: consentMeta() })).id
    const bytes = new Uint8Array(await facePhoto(1280, 1024))
    const shot = { side: 'front', source: 'camera', bytes }

    const refused = await call('capture.submit', {
      datasetId,
      subjectId,
      mode: 'triplet',
      shots: [shot, { ...shot, side: 'left' }],
    })
    expect(refused).toMatchObject({ ok: false, error: { code: 'missing_side', field: 'shots.right' } })
    const notImage = await call('capture.submit', {
      datasetId,
      subjectId,
      mode: 'front',
      shots: [{ ...shot, bytes: new TextEncoder().encode('%PDF-1.4 not a photo') }],
    })
    expect(notImage).toMatchObject({ ok: false, error: { code: 'not_an_image', params: { side: 'front' } } })

    const submitted = await call('capture.submit', { datasetId, subjectId, mode: 'front', shots: [shot] })
    if (!submitted.ok) throw new Error(submitted.error.code)
    const item = submitted.value as QueueItem
    expect(item).toMatchObject({ state: 'queued', datasetId, subjectId, mode: 'front' })
    await waitFor(() => events.some((event) => event.id === item.id && event.state === 'done'))

    const listed = await call('queue.list')
    expect(listed).toMatchObject({ ok: true, value: [{ id: item.id, state: 'done', subjectName: 'Ada' }] })
    expect(await call('queue.cancel', { captureId: item.id })).toMatchObject({
      ok: true,
      value: { state: 'done' },
    })
    expect(await call('queue.retry', { captureId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    })
  })

  it('refuses a capture while no account is connected: captures belong to an account', async () => {
    const { call } = await startApp(false)
    const bytes = new Uint8Array(await facePhoto(1280, 1024))
    const submitted = await call('capture.submit', {
      datasetId: 'd',
      subjectId: 's',
      mode: 'front',
      shots: [{ side: 'front', source: 'file', fileName: 'bo.jpg', bytes }],
    })
    expect(submitted).toMatchObject({ ok: false, error: { code: 'not_connected' } })
    expect(await call('queue.list')).toMatchObject({ ok: false, error: { code: 'not_connected' } })
  })
})
