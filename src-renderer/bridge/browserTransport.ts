/**
 * The browser host's transport: the same contract over a WebSocket to 127.0.0.1, authenticated by the per-run
 * token the host printed in the page URL's fragment (fragments are never sent to servers or in Referer).
 */
import type { BridgeTransport } from '../../src-shared/bridge'
import type { ChannelName, EventName } from '../../src-shared/contract'
import { decodeWire, encodeWire } from '../../src-shared/wireCodec'

type Pending = { resolve: (value: unknown) => void }
type HostMessage =
  { kind: 'result'; id: number; outcome: unknown } | { kind: 'event'; event: EventName; payload: unknown }

const TOKEN_KEY = 'skin-host-token'

function hostToken(): string | null {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token')
  if (fromHash) {
    sessionStorage.setItem(TOKEN_KEY, fromHash)
    history.replaceState(null, '', location.pathname + location.search)
    return fromHash
  }
  return sessionStorage.getItem(TOKEN_KEY)
}

const unreachable = (detail: string) => ({
  ok: false,
  error: { code: 'unreachable', params: { host: location.host }, field: null, detail },
})

/** The page was opened without the token (typed by hand, or a bookmark of the bare address). */
const addressIncomplete = {
  ok: false,
  error: { code: 'host_address_incomplete', params: {}, field: null, detail: 'no #token= in the address' },
}

export function createBrowserTransport(): BridgeTransport {
  const token = hostToken()
  if (token === null) {
    return {
      invoke: async () => addressIncomplete,
      subscribe: () => () => undefined,
    }
  }
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/bridge?token=${encodeURIComponent(token)}`
  const pending = new Map<number, Pending>()
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  let nextId = 1
  let socket: WebSocket | null = null
  let opened: Promise<WebSocket> | null = null

  const open = (): Promise<WebSocket> => {
    if (opened) return opened
    opened = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url)
      ws.onopen = () => {
        socket = ws
        resolve(ws)
      }
      ws.onerror = () => reject(new Error('The app host is not reachable'))
      ws.onclose = () => {
        socket = null
        opened = null
        for (const [id, p] of pending) {
          p.resolve(unreachable('The connection to the app host closed'))
          pending.delete(id)
        }
      }
      ws.onmessage = (message) => {
        const data = decodeWire(String(message.data)) as HostMessage
        if (data.kind === 'result') {
          pending.get(data.id)?.resolve(data.outcome)
          pending.delete(data.id)
        } else {
          listeners.get(data.event)?.forEach((listener) => listener(data.payload))
        }
      }
    })
    opened.catch(() => {
      opened = null
    })
    return opened
  }

  // Opened now, not at the first call: its handshake runs while the rest of the app loads and draws its first
  // frame, where it used to wait for both (issue 46: 40-50 ms of the cold start). A failure here is said by the
  // first call, which tries again.
  void open().catch(() => undefined)

  return {
    async invoke(channel: ChannelName, args: unknown) {
      let ws: WebSocket
      try {
        ws = socket ?? (await open())
      } catch (e) {
        return unreachable(e instanceof Error ? e.message : String(e))
      }
      const id = nextId++
      return new Promise((resolve) => {
        pending.set(id, { resolve })
        ws.send(encodeWire({ id, channel, args }))
      })
    },
    subscribe(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      void open().catch(() => undefined)
      return () => {
        set.delete(listener)
      }
    },
  }
}
