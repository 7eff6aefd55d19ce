/**
 * A clinic's TLS-inspecting proxy on loopback: a client asks it for a tunnel (CONNECT service.test:<any port>), and
 * instead of passing the bytes through it answers the TLS handshake itself, with a certificate for the name signed
 * by its own root (testCertificates.ts), reads the request in the clear and sends it on to the local service over
 * plain HTTP. A client that does not trust that root fails the handshake; one that does gets the service's answer.
 * It knows only `hostname` (which nothing else resolves): a tunnel to any other name is refused.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { TLSSocket } from 'node:tls'

export interface InspectingProxy {
  /** `http://127.0.0.1:<port>`: what HTTPS_PROXY names. */
  url: string
  /** What it saw: `CONNECT <host:port>` for each tunnel asked for, `<METHOD> <path>` for each request read. */
  seen: string[]
  close(): Promise<void>
}

export interface InspectingProxyOptions {
  hostname: string
  /** Where the requests read go: the local service's `http://127.0.0.1:<port>`. */
  upstream: string
  /** The certificate it answers the handshake with, and its key (PEM). */
  cert: string
  key: string
}

export async function startInspectingProxy(options: InspectingProxyOptions): Promise<InspectingProxy> {
  const seen: string[] = []
  const upstream = new URL(options.upstream)
  const sockets = new Set<Socket>()

  // what comes out of a tunnel, decrypted: sent on to the service as it came (its Host too, the name asked for)
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`)
    const onward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    onward.on('error', () => res.writeHead(502).end())
    req.pipe(onward)
  }
  const inside = createServer(forward)

  const proxy: Server = createServer((_req, res) => res.writeHead(405).end('tunnels only'))
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  proxy.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = req.url ?? ''
    seen.push(`CONNECT ${target}`)
    if (target.replace(/:\d+$/, '') !== options.hostname) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    // the inspection: the proxy, not the service, is the TLS server at the end of the tunnel
    const tls = new TLSSocket(socket, { isServer: true, cert: options.cert, key: options.key })
    tls.on('error', () => socket.destroy())
    inside.emit('connection', tls)
  })

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      inside.closeAllConnections()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}
