/**
 * A fuzz run of the browser host's WebSocket (issue 30): after a handshake, frames of random bytes (a fixed seed,
 * so a failure can be replayed), messages that are not calls, messages over the limit, and far more connections
 * than it takes at once. The host must answer a well-behaved page's call after all of it. Prints its figures.
 * Stand-in handlers (the real ones are driven by the e2e tests).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { decodeWire, encodeWire } from '../../src-shared/wireCodec'
import { startBrowserHost, type BrowserHost } from '../../src-main/browser-host/server'
import type { Handlers } from '../../src-main/ipc/handlers'

const TOKEN = 'fuzz-token'
const handlers = {
  'app.info': async () => ({
    version: 't',
    host: 'browser',
    defaultRemoteBaseUrl: 'https://x.example',
    canShowInFolder: false,
  }),
} as unknown as Handlers
let dir: string
let host: BrowserHost

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-host-fuzz-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  host = await startBrowserHost({ handlers, rendererDir: dir, token: TOKEN, maxMessageBytes: 64 * 1024 })
})
afterAll(async () => {
  await host.close()
  await rm(dir, { recursive: true, force: true })
})

/** A small seeded generator (mulberry32): the same bytes every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A raw socket past the WebSocket handshake, as a page would open it. */
function handshake(): Promise<Socket> {
  const { port, host: name } = new URL(host.origin)
  const raw = connect(Number(port), '127.0.0.1')
  raw.on('error', () => undefined)
  raw.write(
    `GET /bridge?token=${TOKEN} HTTP/1.1\r\nHost: ${name}:${port}\r\nOrigin: ${host.origin}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
      'Sec-WebSocket-Version: 13\r\n\r\n',
  )
  return new Promise((resolve) => raw.once('data', () => resolve(raw)))
}

const ended = (raw: Socket) =>
  new Promise<void>((resolve) => {
    if (raw.destroyed) resolve()
    raw.once('close', () => resolve())
    setTimeout(() => {
      raw.destroy()
      resolve()
    }, 2_000)
  })

function page(): Promise<WebSocket | null> {
  const ws = new WebSocket(`${host.origin.replace('http', 'ws')}/bridge?token=${TOKEN}`, {
    origin: host.origin,
  })
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', () => resolve(null))
  })
}

function appInfo(ws: WebSocket, id: number): Promise<boolean> {
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      const message = decodeWire(String(data)) as { kind: string; id: number; outcome: { ok: boolean } }
      if (message.kind === 'result' && message.id === id) resolve(message.outcome.ok)
    })
    ws.send(encodeWire({ id, channel: 'app.info', args: {} }))
  })
}

describe('the browser host under fuzzing', () => {
  it('keeps answering after random frames, junk messages, oversized ones and a crowd of connections', async () => {
    const next = random(30)
    const started = performance.now()
    let frames = 0
    for (let i = 0; i < 60; i++) {
      const raw = await handshake()
      const length = 1 + Math.floor(next() * 300)
      raw.write(Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))))
      frames += 1
      await ended(raw)
    }
    let junk = 0
    const sender = await page()
    if (!sender) throw new Error('no page')
    for (const message of [
      '',
      '{',
      'null',
      '[]',
      '{"id":"x"}',
      '{"id":1,"channel":5}',
      '\u0000\uffff',
      'x'.repeat(10_000),
    ]) {
      sender.send(message)
      junk += 1
    }
    expect(await appInfo(sender, 7)).toBe(true)
    const oversized = await page()
    const closedWith = new Promise<number>((resolve) => oversized?.once('close', (code) => resolve(code)))
    oversized?.send('y'.repeat(64 * 1024 + 1))
    expect(await closedWith).toBe(1009)
    const crowd = await Promise.all(Array.from({ length: 40 }, () => page()))
    const admitted = crowd.filter((ws) => ws !== null)
    for (const ws of admitted) ws?.close()
    sender.close()
    await new Promise((resolve) => setTimeout(resolve, 100))

    const after = await page()
    expect(after).not.toBeNull()
    expect(await appInfo(after as WebSocket, 1)).toBe(true)
    after?.close()
    console.log(
      `browser host fuzz: ${frames} connections of random frames, ${junk} junk messages, 1 oversized, ` +
        `${crowd.length} connections at once (${admitted.length} admitted); still answering; ` +
        `${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(admitted.length).toBeLessThanOrEqual(8)
  })
})
