/**
 * The browser host's WebSocket against a hostile or overeager page: a frame with a reserved opcode or a message
 * over the size limit ends that page's connection only, and one page's calls are handled a few at a time with
 * a bounded wait. The host runs with stand-in handlers here (the real ones are driven by the e2e tests).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MAX_PHOTO_BYTES, MAX_SHOTS } from '../../src-shared/contract'
import { decodeWire, encodeWire } from '../../src-shared/wireCodec'
import { MAX_MESSAGE_BYTES, startBrowserHost, type BrowserHost } from '../../src-main/browser-host/server'
import type { Handlers } from '../../src-main/ipc/handlers'

const info = {
  version: 't',
  host: 'browser',
  defaultRemoteBaseUrl: 'https://x.example',
  canShowInFolder: false,
}
let gate: Promise<void> = Promise.resolve()
const handlers = {
  'app.info': async () => {
    await gate
    return info
  },
} as unknown as Handlers

let dir: string
let host: BrowserHost
const TOKEN = 'test-token'

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-host-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  host = await startBrowserHost({
    handlers,
    rendererDir: dir,
    token: TOKEN,
    callsAtOnce: 2,
    callsWaiting: 3,
    maxMessageBytes: 1024,
  })
})
afterEach(async () => {
  await host.close()
  await rm(dir, { recursive: true, force: true })
})

function openPage(): Promise<WebSocket> {
  const ws = new WebSocket(`${host.origin.replace('http', 'ws')}/bridge?token=${TOKEN}`, {
    origin: host.origin,
  })
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

function call(ws: WebSocket, id: number): Promise<{ ok: boolean; error?: { code: string } }> {
  return new Promise((resolve) => {
    const listen = (data: WebSocket.RawData) => {
      const message = decodeWire(String(data)) as { kind: string; id: number; outcome: { ok: boolean } }
      if (message.kind !== 'result' || message.id !== id) return
      ws.off('message', listen)
      resolve(message.outcome)
    }
    ws.on('message', listen)
    ws.send(encodeWire({ id, channel: 'app.info', args: {} }))
  })
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))

describe('browser host connections', () => {
  it('survives a frame with a reserved opcode: that connection ends, the host and other pages go on', async () => {
    const other = await openPage()
    const raw = connect(Number(new URL(host.origin).port), '127.0.0.1')
    await new Promise<void>((resolve) => raw.once('connect', () => resolve()))
    raw.write(
      `GET /bridge?token=${TOKEN} HTTP/1.1\r\nHost: ${new URL(host.origin).host}\r\nOrigin: ${host.origin}\r\nUpgrade: websocket\r\n` +
        'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    )
    await new Promise<void>((resolve) => raw.once('data', () => resolve()))
    // FIN + opcode 3 (reserved), masked, empty payload
    raw.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]))
    await new Promise<void>((resolve) => raw.once('close', () => resolve()))

    expect(await call(other, 1)).toMatchObject({ ok: true })
    expect((await fetch(host.origin)).status).toBe(200)
    other.close()
  })

  it('closes a connection that sends a message over the limit (1009), and nothing else', async () => {
    const page = await openPage()
    const other = await openPage()
    const code = closed(page)
    page.send('x'.repeat(2048))
    expect(await code).toBe(1009)
    expect(await call(other, 1)).toMatchObject({ ok: true })
    other.close()
  })

  it("handles one page's calls a few at a time, lets a bounded number wait, and says when it is busy", async () => {
    let release: () => void = () => undefined
    gate = new Promise<void>((resolve) => (release = resolve))
    const page = await openPage()
    const answers = [1, 2, 3, 4, 5, 6, 7].map((id) => call(page, id))
    // 2 running + 3 waiting fit; the 6th and 7th are answered at once
    expect(await answers[5]).toMatchObject({ ok: false, error: { code: 'host_busy' } })
    expect(await answers[6]).toMatchObject({ ok: false, error: { code: 'host_busy' } })
    release()
    const outcomes = await Promise.all(answers.slice(0, 5))
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    gate = Promise.resolve()
    page.close()
  })

  it('accepts the largest legitimate message: a triplet of photos at the size limit', () => {
    const submit = (photo: Uint8Array) => ({
      id: 1,
      channel: 'capture.submit',
      args: {
        datasetId: '0f8a5c1e-3b6d-4f1a-9c2e-7d4b8a6e1f30',
        subjectId: '5d0c3a61-2f5e-4b7c-8a90-1e2d3c4b5a69',
        mode: 'triplet',
        shots: ['front', 'left', 'right'].slice(0, MAX_SHOTS).map((side) => ({
          side,
          source: 'file',
          fileName: `${'long file name '.repeat(16)}.jpg`,
          bytes: photo,
          warnings: ['blurry', 'dark', 'turned'],
        })),
      },
    })
    // A photo travels as base64 (4 characters per 3 bytes): the message for photos at the limit is the one for
    // 3-byte photos plus the difference, computed rather than encoded (90 MB through the codec takes seconds).
    const small = Buffer.byteLength(encodeWire(submit(new Uint8Array(3))))
    const length = small + MAX_SHOTS * (Math.ceil(MAX_PHOTO_BYTES / 3) * 4 - 4)
    expect(length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    expect(MAX_MESSAGE_BYTES - length).toBeLessThan(64 * 1024)
  })

  it('answers only under its own name, page and bridge (a page under another name, by DNS rebinding, gets nothing)', async () => {
    const port = Number(new URL(host.origin).port)
    const get = (hostName: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/', headers: { host: hostName } },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.once('error', reject)
        req.end()
      })
    expect(await get(`127.0.0.1:${port}`)).toBe(200)
    expect(await get(`localhost:${port}`)).toBe(200)
    expect(await get(`evil.example:${port}`)).toBe(421)
    const rebound = new WebSocket(`${host.origin.replace('http', 'ws')}/bridge?token=${TOKEN}`, {
      origin: host.origin,
      headers: { host: `evil.example:${port}` },
    })
    const refused = await new Promise<boolean>((resolve) => {
      rebound.once('open', () => resolve(false))
      rebound.once('error', () => resolve(true))
    })
    expect(refused).toBe(true)
  })

  it('takes a bounded number of pages at once, and another once one closes', async () => {
    const limited = await startBrowserHost({ handlers, rendererDir: dir, token: TOKEN, connectionsAtOnce: 2 })
    const open = () =>
      new Promise<WebSocket | null>((resolve) => {
        const ws = new WebSocket(`${limited.origin.replace('http', 'ws')}/bridge?token=${TOKEN}`, {
          origin: limited.origin,
        })
        ws.once('open', () => resolve(ws))
        ws.once('error', () => resolve(null))
      })
    try {
      const first = await open()
      const second = await open()
      expect(first && second).toBeTruthy()
      expect(await open()).toBeNull()
      const gone = closed(first as WebSocket)
      first?.close()
      await gone
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await open()).not.toBeNull()
    } finally {
      await limited.close()
    }
  })
})
