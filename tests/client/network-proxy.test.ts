/**
 * The browser host reaches the service through the proxy the environment names (issue 30): HTTP(S)_PROXY, with
 * NO_PROXY, and never for this computer's own addresses. A forward proxy on loopback stands for the clinic's: it
 * knows `service.test` (which nothing else resolves) as the local service, so a request that reaches the service by
 * that name went through it. Through the fetch the browser host hands its HTTP client.
 */
import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fetchForEnvironment } from '../../src-main/browser-host/networkFetch'
import { startService, type RunningService } from '../../src-service/server'

let service: RunningService
let proxy: Server
let proxied: string[] = []
let proxyUrl = ''
const tunnels = new Set<{ destroy(): void }>()

beforeEach(async () => {
  service = await startService({ rateLimit: false })
  proxied = []
  proxy = createServer((req, res) => {
    // a forward proxy: the request names the whole address; service.test is the local service
    const target = new URL(req.url ?? '/')
    proxied.push(`${target.hostname}${target.pathname}`)
    const upstream = request(
      {
        host: '127.0.0.1',
        port: new URL(service.baseUrl).port,
        path: target.pathname + target.search,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${new URL(service.baseUrl).port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  // and a tunnel (CONNECT), as a clinic's proxy also offers and undici asks for
  proxy.on('connect', (req, socket, head) => {
    tunnels.add(socket)
    const [host = '', port = ''] = (req.url ?? '').split(':')
    proxied.push(`${host} (tunnel)`)
    const upstream = connect(Number(port), host === 'service.test' ? '127.0.0.1' : host, () => {
      tunnels.add(upstream)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterEach(async () => {
  for (const socket of tunnels) socket.destroy()
  tunnels.clear()
  proxy.closeAllConnections()
  await new Promise<void>((resolve) => proxy.close(() => resolve()))
  await service.close()
})

/** A GET through `fetchImpl` (what the app hands its HTTP client); its status, or 'failed'. */
const status = (url: string, fetchImpl: typeof fetch) =>
  fetchImpl(url).then(
    async (response) => {
      await response.arrayBuffer()
      return response.status
    },
    () => 'failed' as const,
  )

describe('the clinic proxy', () => {
  it('carries the requests when the environment names it, and not what NO_PROXY or loopback names', async () => {
    const port = new URL(service.baseUrl).port
    expect(fetchForEnvironment({})).toBeUndefined()

    const viaProxy = fetchForEnvironment({ HTTP_PROXY: proxyUrl })
    if (!viaProxy) throw new Error('no fetch for the proxy')
    // the service answered (what, does not matter: it was reached by a name only the proxy knows)
    expect(typeof (await status(`http://service.test:${port}/api/v1/applications/`, viaProxy))).toBe('number')
    expect(proxied).toHaveLength(1)
    expect(proxied[0]).toMatch(/^service\.test/)

    // this computer's own addresses go direct
    expect(typeof (await status(`${service.baseUrl}/api/v1/applications/`, viaProxy))).toBe('number')
    expect(proxied).toHaveLength(1)

    // NO_PROXY: direct, and nothing resolves service.test without the proxy
    const bypassing = fetchForEnvironment({ HTTP_PROXY: proxyUrl, NO_PROXY: 'service.test' })
    if (!bypassing) throw new Error('no fetch for the proxy')
    expect(await status(`http://service.test:${port}/api/v1/applications/`, bypassing)).toBe('failed')
    expect(proxied).toHaveLength(1)
  })
})
