import { z } from 'zod'
import { ApiError, type ApiErrorItem, type ValidationIssue } from './errors'

const standardBodySchema = z.looseObject({
  type: z.string(),
  errors: z
    .array(
      z.looseObject({
        code: z.string(),
        detail: z.string().optional(),
        attr: z.string().nullish(),
        extra: z.unknown().optional(),
      }),
    )
    .min(1),
})

const validationBodySchema = z.looseObject({
  detail: z
    .array(
      z.looseObject({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
        input: z.unknown().optional(),
        ctx: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
})

const plainDetailSchema = z.looseObject({ detail: z.string() })

const codeByStatus: Readonly<Record<number, string>> = {
  300: 'unexpected_redirect',
  301: 'unexpected_redirect',
  302: 'unexpected_redirect',
  303: 'unexpected_redirect',
  307: 'unexpected_redirect',
  308: 'unexpected_redirect',
  400: 'bad_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_attempts_try_later',
  500: 'internal_server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
}

const MAX_DETAIL_LENGTH = 300

export function codeForStatus(status: number): string {
  return codeByStatus[status] ?? `http_${status}`
}

function typeForStatus(status: number): string {
  return status >= 500 ? 'server_error' : 'client_error'
}

function shorten(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function attrFromLoc(loc: (string | number)[]): string | null {
  const named = loc.filter((part): part is string => typeof part === 'string' && part !== 'body')
  return named.length > 0 ? named.join('.') : null
}

export interface ErrorResponse {
  method: string
  path: string
  status: number
  bodyText: string
  retryAfterSeconds: number | null
}

/**
 * Turns a non-2xx answer into an ApiError: the standard body of spec 7.1, the 422 `detail` array
 * of spec 4.1, a bare `{detail: "..."}`, or anything else (HTML 502/503, empty) from the status alone.
 * The raw body never ends up in the error.
 */
export function apiErrorFromResponse(response: ErrorResponse): ApiError {
  const { method, path, status, retryAfterSeconds } = response
  const common = { kind: 'http' as const, status, method, path, retryAfterSeconds }
  const json = response.bodyText.trim() === '' ? undefined : parseJson(response.bodyText)

  const standard = standardBodySchema.safeParse(json)
  if (standard.success) {
    const errors: ApiErrorItem[] = standard.data.errors.map((item) => ({
      code: item.code,
      detail: shorten(item.detail ?? ''),
      attr: item.attr ?? null,
      extra: item.extra ?? null,
    }))
    const first = errors[0] ?? { code: codeForStatus(status), detail: '', attr: null, extra: null }
    return new ApiError({ ...common, type: standard.data.type, ...first, errors })
  }

  const validation = validationBodySchema.safeParse(json)
  if (validation.success) {
    const issues: ValidationIssue[] = validation.data.detail
    const errors: ApiErrorItem[] = issues.map((issue) => ({
      code: issue.type,
      detail: shorten(issue.msg),
      attr: attrFromLoc(issue.loc),
      extra: issue.ctx ?? null,
    }))
    const first = errors[0]
    return new ApiError({
      ...common,
      type: 'validation_error',
      code: codeForStatus(status),
      detail: first?.detail ?? 'validation failed',
      attr: first?.attr ?? null,
      errors,
      validationDetail: issues,
    })
  }

  const plain = plainDetailSchema.safeParse(json)
  const detail = plain.success ? shorten(plain.data.detail) : `HTTP ${status}`
  return new ApiError({ ...common, type: typeForStatus(status), code: codeForStatus(status), detail })
}
