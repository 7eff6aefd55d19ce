import { describe, expect, it } from 'vitest'
import { viaElectronNet, type NetFetch } from './electronFetch'

interface Sent {
  url: string
  init: RequestInit
  /** How many chunks the body stream had handed out when net.fetch was called. */
  pulledBefore: number
}

/** A net.fetch that records what it was given and answers `answer` (or fails with it). */
function recordingNet(answer: () => Promise<Response> = async () => new Response('{}')) {
  const sent: Sent[] = []
  let pulled = 0
  const netFetch: NetFetch = (url, init) => {
    sent.push({ url, init, pulledBefore: pulled })
    return answer()
  }
  const countPulls = () => (pulled += 1)
  return { sent, netFetch, countPulls }
}

const only = (sent: Sent[]): Sent => {
  expect(sent).toHaveLength(1)
  return sent[0] as Sent
}

describe('viaElectronNet', () => {
  it('drops the headers Chromium sets itself, and keeps the rest', async () => {
    const { sent, netFetch } = recordingNet()
    await viaElectronNet(netFetch)(new URL('https://service.test/api/v1/x/'), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: 'Bearer t',
        'content-type': 'application/json',
        'content-length': '2',
        host: 'elsewhere.test',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        trailer: 'x',
        upgrade: 'h2c',
        expect: '100-continue',
        'x-amz-meta-side': 'front',
      },
      body: '{}',
    })
    const { url, init } = only(sent)
    expect(url).toBe('https://service.test/api/v1/x/')
    expect([...new Headers(init.headers).keys()].sort()).toEqual([
      'accept',
      'authorization',
      'content-type',
      'x-amz-meta-side',
    ])
  })

  it('reads a stream body whole before net.fetch is called, and hands it over as bytes', async () => {
    const { sent, netFetch, countPulls } = recordingNet()
    const parts = ['{"b64data":"', 'QUJD', 'REVG', '"}']
    let next = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        countPulls()
        const part = parts[next++]
        if (part === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(part))
      },
    })
    await viaElectronNet(netFetch)('http://127.0.0.1:9/upload/', {
      method: 'POST',
      headers: { 'content-length': String(parts.join('').length) },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const { init, pulledBefore } = only(sent)
    // every chunk was read (and the stream found closed) before anything was handed to the network
    expect(pulledBefore).toBe(parts.length + 1)
    expect(init.body).toBeInstanceOf(Uint8Array)
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe(parts.join(''))
    expect(init).not.toHaveProperty('duplex')
  })

  it('passes the method, the caller’s signal and redirect on, and keeps nothing in the cache', async () => {
    const { sent, netFetch } = recordingNet()
    const signal = new AbortController().signal
    await viaElectronNet(netFetch)('https://service.test/a/', {
      method: 'DELETE',
      signal,
      redirect: 'manual',
    })
    const { init } = only(sent)
    expect(init).toMatchObject({ method: 'DELETE', redirect: 'manual', cache: 'no-store', body: undefined })
    expect(init.signal).toBe(signal)
  })

  it("answers a redirect it was told not to follow with a 3xx, as Node's fetch does, not a failure", async () => {
    const cancelled = () => Promise.reject(new Error('Redirect was cancelled'))
    const manual = await viaElectronNet(recordingNet(cancelled).netFetch)('https://service.test/a/', {
      redirect: 'manual',
    })
    expect(manual.status).toBe(300)
    // only for 'manual': with any other policy the failure stays one
    await expect(
      viaElectronNet(recordingNet(cancelled).netFetch)('https://service.test/a/', { redirect: 'error' }),
    ).rejects.toThrow('Redirect was cancelled')
  })

  it("leaves Chromium's network errors as they are (networkCauseCode reads them)", async () => {
    const refused = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'))
    await expect(
      viaElectronNet(recordingNet(refused).netFetch)('https://service.test/a/', { redirect: 'manual' }),
    ).rejects.toThrow('net::ERR_CONNECTION_REFUSED')
  })
})
