export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid_response'

/** One item of the standard error body (spec 7.1), or one 422 issue mapped to the same shape. */
export interface ApiErrorItem {
  code: string
  detail: string
  attr: string | null
  extra: unknown
}

/** One item of the 422 `detail` array of the PDF endpoint (spec 4.1). */
export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
  input?: unknown
  ctx?: Record<string, unknown>
}

export interface ApiErrorInit {
  kind: ApiErrorKind
  status: number | null
  method: string
  path: string
  type?: string | null
  code: string
  detail: string
  attr?: string | null
  extra?: unknown
  errors?: ApiErrorItem[]
  retryAfterSeconds?: number | null
  validationDetail?: ValidationIssue[] | null
  causeCode?: string | null
  cause?: unknown
}

/**
 * Every failure of a service call. `path` is the URL path only (no query, no host), and nothing
 * here ever holds request headers, so the API key cannot leak through an error or a log line.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly method: string
  readonly path: string
  readonly type: string | null
  readonly code: string
  readonly detail: string
  readonly attr: string | null
  readonly extra: unknown
  readonly errors: ApiErrorItem[]
  readonly retryAfterSeconds: number | null
  readonly validationDetail: ValidationIssue[] | null
  readonly causeCode: string | null

  constructor(init: ApiErrorInit) {
    const where = `${init.method} ${init.path}`
    const what = init.status === null ? init.kind : String(init.status)
    super(`${where}: ${what} ${init.code}: ${init.detail}`, { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.method = init.method
    this.path = init.path
    this.type = init.type ?? null
    this.code = init.code
    this.detail = init.detail
    this.attr = init.attr ?? null
    this.extra = init.extra ?? null
    this.errors = init.errors ?? [
      { code: init.code, detail: init.detail, attr: this.attr, extra: this.extra },
    ]
    this.retryAfterSeconds = init.retryAfterSeconds ?? null
    this.validationDetail = init.validationDetail ?? null
    this.causeCode = init.causeCode ?? null
  }
}

/** A client set up wrongly (bad base URL); not a failure of the service. */
export class ApiConfigError extends Error {
  readonly code: 'invalid_base_url' | 'insecure_base_url'

  constructor(code: ApiConfigError['code'], message: string) {
    super(message)
    this.name = 'ApiConfigError'
    this.code = code
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The key is missing, expired, revoked or wrong (401 invalid_token). */
export function isAuthError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401
}

/** The service could not be reached or did not answer in time. */
export function isOffline(error: unknown): error is ApiError {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}
