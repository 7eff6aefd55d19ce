import { describe, expect, it, vi } from 'vitest'
import { buildBridge, SkinError, unwrapBridge, type BridgeTransport } from './bridge'
import type { AuthStatus } from './contract'

const status: AuthStatus = {
  connected: true,
  mode: 'demo',
  baseUrl: 'http://127.0.0.1:1',
  companyId: 'c',
  companyName: null,
  keyExpiresAt: null,
  keyAccepted: true,
  online: true,
  lastOnlineAt: null,
}

function transport(
  answer: (channel: string, args: unknown) => unknown,
): BridgeTransport & { calls: unknown[][] } {
  const calls: unknown[][] = []
  const listeners = new Map<string, (p: unknown) => void>()
  return {
    calls,
    invoke: async (channel, args) => {
      calls.push([channel, args])
      return answer(channel, args)
    },
    subscribe: (event, listener) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  }
}

describe('bridge built from the contract', () => {
  it('has one method per channel, grouped by domain, and passes arguments through', async () => {
    const t = transport(() => ({ ok: true, value: status }))
    const bridge = buildBridge(t)
    expect(Object.keys(bridge).sort()).toEqual([
      'app',
      'archive',
      'audit',
      'auth',
      'cache',
      'capture',
      'clinical',
      'dataKey',
      'datasets',
      'history',
      'images',
      'offline',
      'on',
      'operator',
      'operators',
      'outbox',
      'practice',
      'preferences',
      'products',
      'queue',
      'recall',
      'record',
      'reports',
      'results',
      'sheets',
      'subjects',
      'support',
      'treatments',
      'visits',
    ])
    const outcome = await bridge.auth.status()
    expect(outcome).toEqual({ ok: true, value: status })
    await bridge.subjects.list({ datasetId: 'd', page: 2 })
    expect(t.calls[1]).toEqual(['subjects.list', { datasetId: 'd', page: 2 }])
    // a channel with two dots is its domain and the rest: get and set stay two methods
    await bridge.practice['settings.get']()
    expect(t.calls[2]).toEqual(['practice.settings.get', {}])
  })

  it('turns an answer that is no outcome into an internal error instead of passing it on', async () => {
    const answers = [null, 'ok', { ok: true }, { ok: false, error: { params: {} } }, { ok: 'yes', value: 1 }]
    for (const answer of answers) {
      const outcome = await buildBridge(transport(() => answer)).auth.status()
      expect(outcome.ok).toBe(false)
      if (!outcome.ok) expect(outcome.error.code).toBe('internal')
    }
  })

  it('unwrapped, it resolves values and throws SkinError with the code, params and field', async () => {
    const api = unwrapBridge(
      buildBridge(
        transport((channel) =>
          channel === 'auth.status'
            ? { ok: true, value: status }
            : {
                ok: false,
                error: { code: 'invalid_key', params: { a: 'b' }, field: 'apiKey', detail: null },
              },
        ),
      ),
    )
    await expect(api.auth.status()).resolves.toEqual(status)
    const error = await api.auth
      .connect({ baseUrl: 'x', companyId: 'y', apiKey: 'z' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SkinError)
    expect(error).toMatchObject({ code: 'invalid_key', params: { a: 'b' }, field: 'apiKey' })
  })
})

describe('wire codec of the browser host', () => {
  it('carries photos byte for byte inside JSON', async () => {
    const { decodeWire, encodeWire } = await import('./wireCodec')
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 31) % 256)
    const back = decodeWire(encodeWire({ id: 1, args: { shots: [{ bytes }] } })) as {
      args: { shots: { bytes: Uint8Array }[] }
    }
    const got = back.args.shots[0]?.bytes
    expect(got).toBeInstanceOf(Uint8Array)
    expect(got).toEqual(bytes)
    expect(decodeWire('{"a":{"$bytes":"AQI=","x":1}}')).toEqual({ a: { $bytes: 'AQI=', x: 1 } })
    // the key written with an escape is the same key to JSON.parse
    expect(decodeWire('{"a":{"\\u0024bytes":"AQI="}}')).toEqual({ a: new Uint8Array([1, 2]) })
  })

  it('reads and writes a message without bytes as plain JSON, calling nothing back per value (issue 46)', async () => {
    const { decodeWire, encodeWire } = await import('./wireCodec')
    const history = {
      kind: 'result',
      id: 7,
      outcome: {
        ok: true,
        value: { visits: [{ imageId: 'i-1', at: new Date(0), results: [{ score: 1 }] }] },
      },
    }
    const stringify = vi.spyOn(JSON, 'stringify')
    const parse = vi.spyOn(JSON, 'parse')
    try {
      const text = encodeWire(history)
      expect(decodeWire(text)).toEqual(JSON.parse(JSON.stringify(history)))
      // a replacer or a reviver made a 600 kB history cost two to three times as much both ways
      expect(stringify.mock.calls[0]).toHaveLength(1)
      expect(parse.mock.calls[0]).toHaveLength(1)
      stringify.mockClear()
      parse.mockClear()
      decodeWire(encodeWire({ shots: [{ bytes: new Uint8Array([1]) }] }))
      expect(stringify.mock.calls[0]?.[1]).toBeTypeOf('function')
      expect(parse.mock.calls[0]?.[1]).toBeTypeOf('function')
    } finally {
      stringify.mockRestore()
      parse.mockRestore()
    }
  })
})
