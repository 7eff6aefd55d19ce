import type { FastifyReply } from 'fastify'
import { errorItem, internalErrorBody } from './http/errors'

export type FaultStatus = 429 | 500 | 502 | 503

export interface Fault {
  status: FaultStatus
  retryAfterSeconds: number
}

/** Deterministic fault injection: the next N responses are replaced by a given failure. */
export interface FaultQueue {
  failNext(count: number, status: FaultStatus, opts?: { retryAfterSeconds?: number }): void
  /** Takes the fault for the current request, if one is pending. */
  take(): Fault | null
}

export function createFaultQueue(): FaultQueue {
  const pending: Fault[] = []
  return {
    failNext(count, status, opts) {
      const retryAfterSeconds = opts?.retryAfterSeconds ?? 1
      for (let i = 0; i < count; i++) pending.push({ status, retryAfterSeconds })
    },
    take: () => pending.shift() ?? null,
  }
}

const gatewayPages: Record<502 | 503, string> = {
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
}

export interface FaultResponse {
  status: FaultStatus
  contentType: string
  headers: Record<string, string>
  body: string
}

/** The response of a fault the way the real service's stack sends it: JSON for 429/500, HTML for 502/503. */
export function faultResponse(status: FaultStatus, retryAfterSeconds = 1): FaultResponse {
  if (status === 502 || status === 503) {
    const title = `${status} ${gatewayPages[status]}`
    return {
      status,
      contentType: 'text/html; charset=utf-8',
      headers: {},
      body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`,
    }
  }
  const json = 'application/json; charset=utf-8'
  if (status === 429) {
    const body = {
      type: 'client_error',
      errors: [errorItem('too_many_attempts_try_later', 'Request was throttled.')],
    }
    return {
      status,
      contentType: json,
      headers: { 'retry-after': String(retryAfterSeconds) },
      body: JSON.stringify(body),
    }
  }
  return { status, contentType: json, headers: {}, body: JSON.stringify(internalErrorBody) }
}

export function sendFault(reply: FastifyReply, fault: Fault): FastifyReply {
  const response = faultResponse(fault.status, fault.retryAfterSeconds)
  return reply.code(response.status).headers(response.headers).type(response.contentType).send(response.body)
}
