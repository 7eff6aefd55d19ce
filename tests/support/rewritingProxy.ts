/**
 * A real HTTP proxy between the app and the local service that rewrites JSON answers, to show the app what a
 * hostile or sloppy network could send (HTML with scripts, strings where numbers belong, unknown widgets).
 */
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RewritingProxy {
  baseUrl: string
  close(): Promise<void>
}

export async function startRewritingProxy(
  target: string,
  rewrite: (path: string, json: unknown) => unknown,
): Promise<RewritingProxy> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const body: Buffer[] = []
          answer.on('data', (c: Buffer) => body.push(c))
          answer.on('end', () => {
            let bytes = Buffer.concat(body)
            const type = String(answer.headers['content-type'] ?? '')
            if (type.includes('application/json') && answer.statusCode === 200) {
              const path = new URL(req.url ?? '/', 'http://x').pathname
              bytes = Buffer.from(JSON.stringify(rewrite(path, JSON.parse(bytes.toString('utf8')))))
            }
            const headers = { ...answer.headers, 'content-length': String(bytes.length) }
            delete headers['transfer-encoding']
            res.writeHead(answer.statusCode ?? 502, headers).end(bytes)
          })
        },
      )
      forward.on('error', () => res.writeHead(502).end())
      forward.end(Buffer.concat(chunks))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
