import type { FastifyReply, FastifyRequest } from 'fastify'

const secretQueryParams = ['x-token', 'token', 'access_token', 'sessionid']

/** The URL with credential query parameters masked. Headers (Authorization, cookies) are never logged. */
export function redactUrl(url: string): string {
  const parsed = new URL(url, 'http://local')
  for (const name of secretQueryParams) {
    if (parsed.searchParams.has(name)) parsed.searchParams.set(name, 'REDACTED')
  }
  return parsed.pathname + parsed.search
}

export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const ms = reply.elapsedTime.toFixed(1)
  process.stdout.write(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms}ms\n`)
}
