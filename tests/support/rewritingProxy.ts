/**
 * A real HTTP proxy between the app and the local service that rewrites answers, to show the app what a hostile
 * or sloppy network could send (HTML with scripts, strings where numbers belong, unknown widgets, a 422 where a
 * PDF belongs).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RewritingProxy {
  baseUrl: string
  close(): Promise<void>
}

export interface ProxyAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** Passes every request on to `target`, and sends back what `rewrite` makes of the service's answer. */
export async function startAnswerProxy(
  target: string,
  rewrite: (path: string, answer: ProxyAnswer) => ProxyAnswer,
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
            const path = new URL(req.url ?? '/', 'http://x').pathname
            const sent = rewrite(path, {
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(body),
            })
            const headers = { ...sent.headers, 'content-length': String(sent.body.length) }
            delete headers['transfer-encoding']
            res.writeHead(sent.status, headers).end(sent.body)
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

/** A proxy that rewrites the JSON of every 200 answer; other answers pass unchanged. */
export function startRewritingProxy(
  target: string,
  rewrite: (path: string, json: unknown) => unknown,
): Promise<RewritingProxy> {
  return startAnswerProxy(target, (path, answer) => {
    const type = String(answer.headers['content-type'] ?? '')
    if (!type.includes('application/json') || answer.status !== 200) return answer
    const json = rewrite(path, JSON.parse(answer.body.toString('utf8')))
    return { ...answer, body: Buffer.from(JSON.stringify(json)) }
  })
}
