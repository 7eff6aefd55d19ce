import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { ServiceContext } from '../context'
import { registerRoutes } from '../routes'
import { notFound, type ApiError } from './errors'
import { toApiError } from './errorMapping'
import { installFaultHooks } from './faultHooks'
import { logRequest } from './requestLog'

export interface AppOptions {
  log: boolean
}

/** Bodies of every route but the image upload (which has its own, larger limit). */
export const bodyLimitBytes = 1024 * 1024
const closeGraceMs = 1000

function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(error.body)
}

function rawErrorResponse(status: number, body: unknown): string {
  const json = JSON.stringify(body)
  return [
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n')
}

export function buildApp(ctx: ServiceContext, options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    return503OnClosing: false,
    bodyLimit: bodyLimitBytes,
    frameworkErrors: (error, _request, reply) => sendApiError(reply, toApiError(error)),
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return socket.destroy()
      socket.end(rawErrorResponse(400, toApiError({ statusCode: 400 }).body))
    },
  })

  app.addHook('onRequest', async (request) => {
    ctx.stats.record(request.method, request.routeOptions.url)
  })
  installFaultHooks(app, ctx)
  app.addHook('preClose', async () => {
    // a connection whose client vanished mid-body never ends by itself; give the others a moment
    setTimeout(() => app.server.closeAllConnections(), closeGraceMs).unref()
  })
  if (options.log) app.addHook('onResponse', async (request, reply) => logRequest(request, reply))

  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = toApiError(error)
    if (options.log && apiError.status >= 500) {
      const message = error instanceof Error ? error.message : String(error)
      process.stderr.write(`${request.method} ${request.routeOptions.url ?? '?'} failed: ${message}\n`)
    }
    return sendApiError(reply, apiError)
  })
  app.setNotFoundHandler((_request, reply) => sendApiError(reply, notFound()))

  registerRoutes(app, ctx)
  return app
}
