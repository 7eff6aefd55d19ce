/** The standard error body of spec §7.1. */
export type ErrorType = 'client_error' | 'server_error' | 'validation_error'

export interface ErrorItem {
  code: string
  detail: string
  attr: string | null
  extra: unknown
}

export interface ErrorBody {
  type: ErrorType
  errors: ErrorItem[]
}

/** An error that becomes a response with the standard body; anything else thrown becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.errors[0]?.detail ?? 'API error')
  }
}

export function errorItem(
  code: string,
  detail: string,
  attr: string | null = null,
  extra: unknown = null,
): ErrorItem {
  return { code, detail, attr, extra }
}

export function validationError(items: ErrorItem[]): ApiError {
  return new ApiError(400, { type: 'validation_error', errors: items })
}

export function invalidField(attr: string | null, detail: string): ApiError {
  return validationError([errorItem('invalid_field_value', detail, attr)])
}

export function notFound(detail = 'Not found.'): ApiError {
  return new ApiError(404, { type: 'client_error', errors: [errorItem('not_found', detail)] })
}

export function invalidToken(detail = 'Given token not valid for any token type'): ApiError {
  return new ApiError(
    401,
    { type: 'client_error', errors: [errorItem('invalid_token', detail)] },
    { 'www-authenticate': 'Bearer' },
  )
}

export function forbidden(detail = 'You do not have permission to perform this action.'): ApiError {
  return new ApiError(403, { type: 'client_error', errors: [errorItem('forbidden', detail)] })
}

export function tooManyAttempts(
  retryAfterSeconds: number,
  detail = 'Too many attempts, try later.',
): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(
    429,
    { type: 'client_error', errors: [errorItem('too_many_attempts_try_later', detail)] },
    { 'retry-after': String(seconds) },
  )
}

export const internalErrorBody: ErrorBody = {
  type: 'server_error',
  errors: [errorItem('internal_server_error', 'A server error occurred.')],
}
