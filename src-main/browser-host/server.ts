/**
 * The browser host: serves the built renderer on 127.0.0.1 and speaks the contract over a WebSocket, so the
 * app runs in a plain browser (end-to-end tests, `npm run preview:browser`). Only the transport differs
 * from Electron: the same handlers answer. A per-run token (in the page URL's fragment), the Origin check and a
 * Host allowlist (no page under another name, as DNS rebinding would make one) keep other pages and local
 * processes out; a bounded number of connections at once.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import { MAX_PHOTO_BYTES, MAX_SHOTS, type EventName, type EventPayload } from '../../src-shared/contract'
import { decodeWire, encodeWire } from '../../src-shared/wireCodec'
import { dispatch, type DispatchOptions } from '../ipc/dispatch'
import { logFor } from '../log/log'
import type { Handlers } from '../ipc/handlers'
import { contentSecurityPolicy } from '../security/csp'
import { readStatic } from './staticFiles'

export interface BrowserHostOptions {
  handlers: Handlers
  rendererDir: string
  port?: number
  token?: string
  dispatchOptions?: DispatchOptions
  /** Calls of one page handled at once (default 16); more wait their turn. */
  callsAtOnce?: number
  /** Calls of one page allowed to wait (default 256); beyond, a call is answered `host_busy` at once. */
  callsWaiting?: number
  /** The largest WebSocket message accepted (default MAX_MESSAGE_BYTES); a larger one closes that connection. */
  maxMessageBytes?: number
  /** Pages connected at once (default 8); one more is refused (503) until one closes. */
  connectionsAtOnce?: number
}

export interface BrowserHost {
  /** The page address including the token fragment: open this. */
  url: string
  origin: string
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void
  close(): Promise<void>
}

const Call = z.object({ id: z.number().int(), channel: z.string().max(128), args: z.unknown() })

/**
 * The largest message a page legitimately sends: `capture.submit` with a triplet of photos at the size limit,
 * each base64 in the wire format (4 characters for every 3 bytes), and a margin for the rest of the call.
 */
export const MAX_MESSAGE_BYTES = MAX_SHOTS * Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 64 * 1024

/** Answers an upgrade it will not take, and lets the socket go (a client that keeps its end open cannot hold it). */
function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`, () => socket.destroy())
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const token = options.token ?? randomBytes(24).toString('base64url')
  let origin = ''
  /** The names this host answers to (a page reached under another, by DNS rebinding, gets nothing). */
  let hosts: ReadonlySet<string> = new Set()
  const knownHost = (req: IncomingMessage) => hosts.has((req.headers.host ?? '').toLowerCase())
  const server = createServer((req, res) => {
    if (!knownHost(req)) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end()
      return
    }
    readStatic(options.rendererDir, req.url ?? '/')
      .then(({ body, type }) => {
        res.writeHead(200, {
          'content-type': type,
          'content-security-policy': contentSecurityPolicy([origin.replace(/^http/, 'ws')]),
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-store',
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      .catch(() => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'))
  })
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
  })
  const allowed = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', origin)
    return (
      url.pathname === '/bridge' &&
      req.headers.origin === origin &&
      sameSecret(url.searchParams.get('token') ?? '', token)
    )
  }
  const connectionsAtOnce = options.connectionsAtOnce ?? 8
  server.on('upgrade', (req, socket, head) => {
    if (!knownHost(req) || !allowed(req)) {
      refuse(socket, '403 Forbidden')
      return
    }
    // the app opens one connection per page: more is a runaway page or a script with the token
    if (sockets.clients.size >= connectionsAtOnce) {
      refuse(socket, '503 Service Unavailable')
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => serve(ws))
  })
  const callsAtOnce = options.callsAtOnce ?? 16
  const callsWaiting = options.callsWaiting ?? 256
  const serve = (ws: WebSocket) => {
    // A bad frame (a reserved opcode, a message over maxPayload) ends this page's connection, not the host.
    ws.on('error', (e) => {
      logFor('browser host').warn('connection closed:', e)
      ws.terminate()
    })
    const waiting: z.infer<typeof Call>[] = []
    let running = 0
    const answer = (id: number, outcome: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(encodeWire({ kind: 'result', id, outcome }))
    }
    const next = () => {
      while (running < callsAtOnce && waiting.length > 0) {
        const call = waiting.shift()
        if (!call) break
        running += 1
        void dispatch(options.handlers, call.channel, call.args, options.dispatchOptions)
          .then((outcome) => answer(call.id, outcome))
          .finally(() => {
            running -= 1
            next()
          })
      }
    }
    ws.on('message', (data) => {
      let call: z.infer<typeof Call>
      try {
        call = Call.parse(decodeWire(String(data)))
      } catch {
        return
      }
      if (waiting.length >= callsWaiting) {
        const error = { code: 'host_busy', params: {}, field: null, detail: `${callsWaiting} calls waiting` }
        answer(call.id, { ok: false, error })
        return
      }
      waiting.push(call)
      next()
    })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`])
  return {
    url: `${origin}/#token=${token}`,
    origin,
    emit(event, payload) {
      const message = encodeWire({ kind: 'event', event, payload })
      for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(message)
    },
    async close() {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
