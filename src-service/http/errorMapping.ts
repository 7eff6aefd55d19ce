import { ApiError, internalErrorBody, invalidField, notFound } from './errors'

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null
  return typeof error.code === 'string' ? error.code : null
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null
  return typeof error.statusCode === 'number' ? error.statusCode : null
}

const requestReadErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON: the body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
}

/**
 * Turns anything thrown while handling a request into an ApiError with the standard body, so that
 * neither Fastify's error format nor a stack trace reaches a client.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const code = codeOf(error)
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return notFound()
  if (code && code in requestReadErrors) return invalidField(null, requestReadErrors[code] ?? 'Bad request.')
  const status = statusOf(error)
  if (status !== null && status >= 400 && status < 500)
    return invalidField(null, 'The request could not be read.')
  return new ApiError(500, internalErrorBody)
}
