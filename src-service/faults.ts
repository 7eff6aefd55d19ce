import type { FastifyReply } from 'fastify'
import { errorItem, internalErrorBody } from './http/errors'

export type FaultStatus = 429 | 500 | 502 | 503

interface Fault {
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

/** Sends the fault the way the real service's stack does: JSON for 429/500, an HTML page for 502/503. */
export function sendFault(reply: FastifyReply, fault: Fault): FastifyReply {
  reply.code(fault.status)
  if (fault.status === 502 || fault.status === 503) {
    const title = `${fault.status} ${gatewayPages[fault.status]}`
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`,
      )
  }
  if (fault.status === 429) {
    return reply.header('retry-after', String(fault.retryAfterSeconds)).send({
      type: 'client_error',
      errors: [errorItem('too_many_attempts_try_later', 'Request was throttled.')],
    })
  }
  return reply.send(internalErrorBody)
}
