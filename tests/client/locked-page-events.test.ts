/**
 * Nothing about patients reaches a locked page (issue 41, point 8), seen where a script would listen: a raw
 * WebSocket client on the browser host (the real launchBrowserApp: host, handlers, events, real service), with the
 * page's token and origin. Signed in, a queued capture's events carry its patient to the socket; locked, the same
 * capture is sent and analysed (the service comes back, the patient's name joins the capture) and the socket hears
 * that something changed, but no patient's name or id and no capture; after the unlock the page reads the queue
 * again and gets it all.
 * Fails on main before issue 41: `queue.changed` went to every socket, locked or not.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { decodeWire, encodeWire } from '../../src-shared/wireCodec'
import type { RunningService } from '../../src-service/server'
import { memorySecrets } from '../support/memorySecrets'
import { TEST_ADMIN } from '../support/operators'
import { fastQueueTiming } from '../support/queueTiming'
import { type Clinic, createClinic, startTestService } from '../support/world'
import { waitFor } from '../support/mainApp'
import { facePhoto } from '../support/photos'

const PATIENT = 'Nell Hart'

type Message =
  | { kind: 'event'; event: string; payload: unknown }
  | { kind: 'result'; id: number; outcome: { ok: boolean; value?: unknown; error?: { code: string } } }

let root: string
let service: RunningService
let clinic: Clinic
let browser: BrowserApp
let page: WebSocket
const heard: Message[] = []
let nextId = 1

/** The service, on its data of the last start (it stands for the cloud: its data outlive a stop). */
const startTheService = (port = 0) =>
  startTestService({ processingDelayMs: 0, dbPath: join(root, 'service.sqlite'), port })

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skin-locked-page-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>')
  service = await startTheService()
  clinic = await createClinic(service, 'Clinic', PATIENT)
  browser = await launchBrowserApp({
    dataDir: join(root, 'data'),
    secrets: memorySecrets(),
    rendererDir: root,
    apiOptions: { retries: 0, timeoutMs: 3_000 },
    queueTiming: fastQueueTiming,
    checkResults: true,
  })
  const token = new URL(browser.host.url).hash.replace('#token=', '')
  page = new WebSocket(`${browser.host.origin.replace('http', 'ws')}/bridge?token=${token}`, {
    origin: browser.host.origin,
  })
  page.on('message', (data) => heard.push(decodeWire(String(data)) as Message))
  await new Promise((resolve, reject) => {
    page.once('open', resolve)
    page.once('error', reject)
  })
})
afterAll(async () => {
  page?.close()
  await browser?.close()
  await service?.close()
  await rm(root, { recursive: true, force: true })
})

/** A call over the socket, as the page makes it: its answer's value, or the failure's code. */
async function call(
  channel: string,
  args: unknown = {},
): Promise<{ ok: boolean; value?: unknown; code?: string }> {
  const id = nextId++
  page.send(encodeWire({ id, channel, args }))
  let answer: Message | undefined
  await waitFor(() => (answer = heard.find((m) => m.kind === 'result' && m.id === id)) !== undefined)
  const { outcome } = answer as Extract<Message, { kind: 'result' }>
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error?.code }
}

const events = (from = 0) =>
  heard.slice(from).filter((m): m is Extract<Message, { kind: 'event' }> => m.kind === 'event')

describe('a locked page', () => {
  it('hears that something changed, but no patient, while the capture goes on behind the lock', async () => {
    const target = { datasetId: clinic.datasetId, subjectId: clinic.subjectId }
    expect(
      await call('auth.connect', {
        baseUrl: service.baseUrl,
        companyId: clinic.companyId,
        apiKey: clinic.apiKey,
      }),
    ).toMatchObject({ ok: true })
    expect(await call('operator.createFirst', TEST_ADMIN)).toMatchObject({ ok: true })
    // the patient's screen, once: main checks the consent it keeps from it before an offline capture
    expect(await call('subjects.get', target)).toMatchObject({ ok: true })

    // The service goes away; a capture waits for it. Signed in, its events carry the patient's id to the socket
    // (the name comes once the results are in).
    const port = service.port
    await service.close()
    const submitted = await call('capture.submit', {
      ...target,
      mode: 'front',
      shots: [{ side: 'front', source: 'camera', bytes: new Uint8Array(await facePhoto(1280, 1024)) }],
    })
    expect(submitted).toMatchObject({ ok: true })
    const captureId = (submitted.value as { id: string }).id
    await waitFor(() => events().some((m) => m.event === 'queue.changed'))
    expect(JSON.stringify(events())).toContain(clinic.subjectId)

    // Locked: from here the socket must hear nothing of the patient.
    expect(await call('operator.lock')).toMatchObject({ ok: true, value: { state: 'locked' } })
    const lockedAt = heard.findIndex(
      (m) =>
        m.kind === 'event' && m.event === 'operator.changed' && JSON.stringify(m.payload).includes('locked'),
    )
    expect(lockedAt).toBeGreaterThanOrEqual(0)
    const account = browser.app.accounts.peek()
    if (!account) throw new Error('no account open')
    expect((await account.captures.list()).find((item) => item.id === captureId)?.state).not.toBe('done')

    // The service is back: the capture is sent and analysed while the workstation is locked.
    service = await startTheService(port)
    // the connectivity watch's next look, now rather than in its own time
    await browser.app.session.probe()
    await waitFor(() => events(lockedAt).some((m) => m.event === 'data.changed'))
    let done = false
    while (!done) {
      done = (await account.captures.list()).some((item) => item.id === captureId && item.state === 'done')
      if (!done) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // what a capture's end announces (its history changed) comes, without the patient
    await waitFor(() =>
      events(lockedAt).some(
        (m) => m.event === 'data.changed' && (m.payload as { kinds: string[] }).kinds.includes('history'),
      ),
    )
    const whileLocked = events(lockedAt)
    expect(whileLocked.map((m) => m.event)).not.toContain('queue.changed')
    expect(whileLocked.map((m) => m.event)).not.toContain('offline.progress')
    const text = JSON.stringify(whileLocked)
    for (const kept of [PATIENT, clinic.subjectId, clinic.datasetId, captureId])
      expect(text).not.toContain(kept)
    for (const m of whileLocked.filter((e) => e.event === 'data.changed'))
      expect(m.payload).toMatchObject({ subjectId: null, datasetId: null })
    // and the page cannot ask for it either
    expect(await call('queue.list')).toEqual({ ok: false, code: 'locked' })

    // Unlocked: the page reads the queue again and finds the capture done.
    expect(await call('operator.signIn', TEST_ADMIN)).toMatchObject({
      ok: true,
      value: { state: 'signedIn' },
    })
    const queue = await call('queue.list')
    expect(queue.value).toEqual([
      expect.objectContaining({ id: captureId, state: 'done', subjectName: PATIENT }),
    ])
  })
})
