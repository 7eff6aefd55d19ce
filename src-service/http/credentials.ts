import type { FastifyRequest } from 'fastify'

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? null
}

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/** The PDF endpoint's three credentials (spec 5.9): bearer header, `x-token` query, `sessionid` cookie. */
export function pdfToken(request: FastifyRequest, query: URLSearchParams): string | null {
  return bearerToken(request) ?? (query.get('x-token') || null) ?? cookie(request, 'sessionid')
}
