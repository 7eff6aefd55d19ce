/**
 * An HTTP proxy in front of the local service that the tests steer: `online = false` drops every connection
 * (the workstation sees a network error), `holdUploads` keeps the service's answer to image uploads from
 * ever reaching the client (the image is stored, the client never hears so), and `dropAnswerTo` drops the
 * connection once the service has answered a matching POST (stored, and the client sees a network error), and
 * `notFound` answers 404 to matching paths itself (a service that does not have that route).
 */
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface UploadProxy {
  url: string
  online: boolean
  holdUploads: boolean
  dropAnswerTo: RegExp | null
  notFound: RegExp | null
  /** Answers dropped by `dropAnswerTo`. */
  dropped: number
  /** Image uploads whose answer was held back. */
  held: number
  close(): Promise<void>
}

const isUpload = (req: IncomingMessage) =>
  req.method === 'POST' && /\/batches\/[^/]+\/images\/$/.test(req.url ?? '')

export async function startUploadProxy(target: string): Promise<UploadProxy> {
  const upstream = new URL(target)
  const sockets = new Set<Socket>()
  const proxy: UploadProxy = {
    url: '',
    online: true,
    holdUploads: false,
    dropAnswerTo: null,
    notFound: null,
    dropped: 0,
    held: 0,
    close: async () => undefined,
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!proxy.online) {
      req.socket.destroy()
      return
    }
    if (proxy.notFound?.test(req.url ?? '')) {
      req.resume()
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}')
      return
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (proxy.holdUploads && isUpload(req)) {
          proxy.held += 1
          answer.resume()
          return
        }
        if (req.method === 'POST' && proxy.dropAnswerTo?.test(req.url ?? '')) {
          proxy.dropped += 1
          answer.resume()
          answer.on('end', () => req.socket.destroy())
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => req.socket.destroy())
    req.pipe(forward)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    if (!proxy.online) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  proxy.url = `http://127.0.0.1:${port}`
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return proxy
}
