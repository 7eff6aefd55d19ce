import type { FastifyInstance } from 'fastify'

const bodyMethods = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Reads a request body sent without a length (`Transfer-Encoding: chunked`, no `Content-Length`) as no body at
 * all, as a Django REST Framework backend behind WSGI does: the route sees an empty body (so required fields are
 * reported missing) and the bytes are discarded unread. Fastify parses only bodies its headers announce, so the
 * request's headers are overlaid (the raw ones stay as they came).
 */
export function readChunkedBodiesAsEmpty(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!bodyMethods.has(request.method) || request.headers['content-length'] !== undefined) return
    if (!/chunked/i.test(request.headers['transfer-encoding'] ?? '')) return
    request.headers = { 'content-type': undefined, 'transfer-encoding': undefined }
  })
}
