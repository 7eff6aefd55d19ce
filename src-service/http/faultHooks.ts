import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { faultResponse, sendFault, type FaultQueue, type FaultStatus } from '../faults'
import type { FaultMode, PlannedFault } from '../faultMode'

interface FaultSources {
  faults: FaultQueue
  faultMode: FaultMode
}

const statusOf = (kind: PlannedFault['kind']): FaultStatus | null =>
  kind === '500' || kind === '502' || kind === '503' || kind === '429' ? (Number(kind) as FaultStatus) : null

function drop(request: FastifyRequest): void {
  request.raw.socket.destroy()
}

/**
 * Fault injection, outermost of all hooks: the `failNext` queue first, then the random fault mode. A fault
 * strikes before the handler (nothing happens) or, for some writes, after it committed, just before the answer.
 * A stall before the handler ends in a dropped connection when the service closes; one after it, in its answer.
 */
export function installFaultHooks(app: FastifyInstance, sources: FaultSources): void {
  const afterCommit = new WeakMap<FastifyRequest, PlannedFault>()
  const stalls = new Set<() => void>()
  let closing = false

  function stall(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        stalls.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      stalls.add(done)
    })
  }

  app.addHook('onRequest', async (request, reply): Promise<FastifyReply | undefined> => {
    const queued = sources.faults.take()
    if (queued) return sendFault(reply, queued)
    const planned = sources.faultMode.plan(request.method)
    if (!planned) return undefined
    if (planned.phase === 'after') {
      afterCommit.set(request, planned)
      return undefined
    }
    if (planned.kind === 'stall') {
      await stall(planned.stallMs)
      if (!closing) return undefined
    }
    const status = statusOf(planned.kind)
    if (status !== null) return sendFault(reply, { status, retryAfterSeconds: 1 })
    reply.hijack()
    drop(request)
    return reply
  })

  app.addHook('onSend', async (request, reply, payload) => {
    // a connection kept alive past close() would hold the server open
    if (closing) reply.header('connection', 'close')
    const planned = afterCommit.get(request)
    if (!planned) return payload
    afterCommit.delete(request)
    if (planned.kind === 'stall') {
      await stall(planned.stallMs)
      return payload
    }
    const status = statusOf(planned.kind)
    if (status === null) {
      drop(request)
      return payload
    }
    const response = faultResponse(status)
    reply.code(response.status).headers(response.headers).header('content-type', response.contentType)
    return response.body
  })

  app.addHook('preClose', async () => {
    closing = true
    for (const done of [...stalls]) done()
  })
}
