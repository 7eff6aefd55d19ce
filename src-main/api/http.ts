/**
 * The HTTP client (HttpClient, below). Its retries are one request's, within one call; the upload queue paces
 * whole steps after them (work/uploadQueue/pacing.ts): docs/ARCHITECTURE.md, "Retries, end to end".
 */
import type { z } from 'zod'
import { logFor } from '../log/log'
import { apiErrorFromResponse } from './errorResponse'
import { ApiConfigError, ApiError } from './errors'
import { networkCauseCode } from './networkCause'
import type { DroppedRecord } from './records'
import { backoffDelayMs, parseRetryAfterMs } from './retryPolicy'
import type { StreamedBody } from './uploadBody'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

export interface HttpClientOptions {
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  retries?: number
  /** Longest Retry-After the client waits out itself; a longer one is thrown to the caller. */
  maxRetryAfterMs?: number
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  onUnauthorized?: () => void
  /**
   * Records dropped from a list because they could not be read (endpoint and field, never values). Default:
   * one warning line in the log.
   */
  onDroppedRecords?: (report: DroppedRecordsReport) => void
}

export interface DroppedRecordsReport {
  method: string
  path: string
  dropped: readonly DroppedRecord[]
}

const log = logFor('api')

/** Endpoint, count and the first record's fields with what was wrong with them; never their values. */
function logDropped({ method, path, dropped }: DroppedRecordsReport): void {
  const first = dropped[0]?.issues.join('; ') ?? ''
  log.warn(`${method} ${path}: dropped ${dropped.length} record(s) that could not be read (${first})`)
}

export interface RequestOptions {
  query?: Query
  body?: unknown
  /**
   * A JSON body produced as a stream (large uploads with progress), sent with its known length; opened once
   * per attempt, since a stream can be read only once. Takes precedence over `body`.
   */
  bodyStream?: StreamedBody
  /**
   * Sent without the service's Authorization header, to another origin (an original photo on a storage host,
   * behind a signed URL). Only https, or the service's own protocol.
   */
  anonymous?: boolean
  /**
   * Headers a storage host's signed link names (a v3 upload's PUT): sent exactly as given, after the client's
   * own; never Authorization, Host or the length, which the client sets itself.
   */
  signedHeaders?: Readonly<Record<string, string>>
  /** Overrides the client's timeout for this request (uploads need longer). */
  timeoutMs?: number
  /** Allows retrying a POST or PATCH on 5xx and network errors. */
  idempotent?: boolean
  /**
   * Wait out one 429 and send again (default true). Off for writes whose caller reconciles: a 429 that a proxy
   * or fault sends after the write was carried out would otherwise store it twice.
   */
  retryRateLimited?: boolean
  accept?: string
  signal?: AbortSignal
  /** The largest answer read (default by `accept`: ANSWER_LIMITS); a larger one is `answer_too_large`. */
  maxBytes?: number
}

/**
 * The largest answer read, by what is asked for (issue 30): an answer is read as it streams in and given up past
 * its limit, so a service or storage host sending without end cannot fill main's memory.
 */
export const ANSWER_LIMITS = {
  json: 20 * 1024 * 1024,
  photo: 40 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
} as const

export function answerLimitFor(accept: string): number {
  if (accept.includes('pdf')) return ANSWER_LIMITS.pdf
  if (accept.includes('image') || accept.includes('*/*')) return ANSWER_LIMITS.photo
  return ANSWER_LIMITS.json
}

/** The body, read chunk by chunk and given up (the rest not read) past `limit` bytes. */
async function readLimited(
  response: Response,
  limit: number,
  method: string,
  path: string,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new ApiError({
      kind: 'invalid_response',
      status: response.status,
      method,
      path,
      code: 'answer_too_large',
      detail: `the answer is larger than ${Math.round(limit / 1024 / 1024)} MB`,
    })
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  if (!response.body) return new Uint8Array(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}

export interface RawResponse {
  status: number
  headers: Headers
  bytes: Uint8Array
}

const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])
/** Headers the client sets itself (or must never send to a storage host), whatever a signed link names. */
const CLIENT_SET_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
])
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function parseBaseUrl(baseUrl: string): URL {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new ApiConfigError('invalid_base_url', 'baseUrl is not a valid URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApiConfigError('invalid_base_url', 'baseUrl must use https')
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ApiConfigError('insecure_base_url', 'baseUrl must use https unless it is a loopback address')
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ApiConfigError('invalid_base_url', 'baseUrl must not carry a query or fragment')
  }
  return url
}

function appendQuery(url: URL, query: Query | undefined): void {
  if (query === undefined) return
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value))
  }
}

/**
 * The one place that talks HTTP to the Skin Analysis Service: bearer auth, timeouts, retries
 * (5xx and network errors for idempotent requests, one extra try after a 429) and error mapping.
 * Credentials are only ever sent to the origin of `baseUrl`.
 */
export class HttpClient {
  readonly baseUrl: string
  readonly #origin: string
  readonly #basePath: string
  readonly #apiKey: string
  readonly #timeoutMs: number
  readonly #retries: number
  readonly #maxRetryAfterMs: number
  readonly #fetch: typeof fetch
  readonly #sleep: (ms: number) => Promise<void>
  readonly #random: () => number
  readonly #onUnauthorized: (() => void) | undefined
  readonly #onDropped: (report: DroppedRecordsReport) => void

  constructor(options: HttpClientOptions) {
    const base = parseBaseUrl(options.baseUrl)
    this.#origin = base.origin
    this.#basePath = base.pathname.replace(/\/+$/, '')
    this.baseUrl = this.#origin + this.#basePath
    this.#apiKey = options.apiKey
    this.#timeoutMs = options.timeoutMs ?? 10_000
    this.#retries = Math.max(0, options.retries ?? 3)
    this.#maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000
    this.#fetch = options.fetchImpl ?? fetch
    this.#sleep = options.sleep ?? realSleep
    this.#random = options.random ?? Math.random
    this.#onUnauthorized = options.onUnauthorized
    this.#onDropped = options.onDroppedRecords ?? logDropped
  }

  /** Tells the listener that records of an answer were dropped (see records/lists.ts). */
  reportDropped(method: string, path: string, dropped: readonly DroppedRecord[]): void {
    try {
      this.#onDropped({ method, path, dropped })
    } catch {
      // A failing listener must not fail the list.
    }
  }

  /** The timeout of one request, unless the request sets its own. */
  get timeoutMs(): number {
    return this.#timeoutMs
  }

  get<S extends z.ZodType>(path: string, schema: S, options: { query?: Query } = {}): Promise<z.output<S>> {
    return this.request('GET', path, schema, options)
  }

  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: Omit<RequestOptions, 'body'> = {},
  ): Promise<z.output<S>> {
    return this.request('POST', path, schema, { ...options, body })
  }

  patch<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.request('PATCH', path, schema, { body })
  }

  /** DELETE; the answer's body (none, 204) is not read. A 404 is an error like any other: the caller decides. */
  async delete(path: string): Promise<void> {
    await this.requestRaw('DELETE', path)
  }

  /** Follows an absolute URL the service gave (a `next` link); only on the origin of baseUrl. */
  getUrl<S extends z.ZodType>(absoluteUrl: string, schema: S): Promise<z.output<S>> {
    return this.request('GET', absoluteUrl, schema, {})
  }

  async request<S extends z.ZodType>(
    method: HttpMethod,
    target: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const url = this.#resolve(method, target, options.query)
    const raw = await this.#perform(method, url, options)
    return decodeJson(raw, schema, method, url.pathname)
  }

  /** Same retries and error mapping, but hands back the bytes (PDF reports, original images). */
  async requestRaw(method: HttpMethod, target: string, options: RequestOptions = {}): Promise<RawResponse> {
    return this.#perform(method, this.#resolve(method, target, options.query), options)
  }

  /**
   * GET of an absolute URL on another origin, without the key: a file on a storage host behind a signed URL.
   * Only https (plain http only on this computer's loopback, as the local service's storage host is), so a
   * patient's photo never crosses a network in the clear; never a redirect, never the service's credentials.
   */
  async getForeignRaw(absoluteUrl: string, options: Omit<RequestOptions, 'anonymous' | 'query'> = {}) {
    return this.sendForeignRaw('GET', absoluteUrl, options)
  }

  /** Any method to a storage host's signed link, under the same rules as `getForeignRaw` (a v3 upload's PUT). */
  async sendForeignRaw(
    method: HttpMethod,
    absoluteUrl: string,
    options: Omit<RequestOptions, 'anonymous' | 'query'> = {},
  ): Promise<RawResponse> {
    let url: URL
    try {
      url = new URL(absoluteUrl)
    } catch {
      throw new ApiError({
        kind: 'invalid_response',
        status: null,
        method,
        path: '(link)',
        code: 'invalid_link',
        detail: 'the service gave a link that is not an absolute URL',
      })
    }
    const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
    if (url.protocol !== 'https:' && !loopbackHttp) {
      throw new ApiError({
        kind: 'invalid_response',
        status: null,
        method,
        path: url.pathname,
        code: 'insecure_link',
        detail: `refusing to send a file over ${url.protocol} to or from another host`,
      })
    }
    return this.#perform(method, url, { ...options, anonymous: true })
  }

  #resolve(method: HttpMethod, target: string, query: Query | undefined): URL {
    let url: URL
    if (/^https?:\/\//i.test(target)) {
      url = new URL(target)
      // A proxy in front of an https service may write its links as http: same host, so follow it as https.
      if (
        url.protocol === 'http:' &&
        this.#origin.startsWith('https:') &&
        `https://${url.host}` === this.#origin
      )
        url.protocol = 'https:'
      if (url.origin !== this.#origin) {
        throw new ApiError({
          kind: 'invalid_response',
          status: null,
          method,
          path: url.pathname,
          code: 'foreign_origin',
          detail: `refusing to send credentials to ${url.origin}`,
        })
      }
    } else {
      if (!target.startsWith('/') || !target.endsWith('/')) {
        throw new TypeError(`API path must start and end with "/": ${target}`)
      }
      url = new URL(this.#origin + this.#basePath + target)
    }
    appendQuery(url, query)
    return url
  }

  async #perform(method: HttpMethod, url: URL, options: RequestOptions): Promise<RawResponse> {
    const idempotent = options.idempotent ?? IDEMPOTENT_METHODS.has(method)
    let failures = 0
    let rateLimitRetried = false
    for (;;) {
      let response: RawResponse
      try {
        response = await this.#sendOnce(method, url, options)
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'network' && idempotent && failures < this.#retries) {
          await this.#sleep(backoffDelayMs(failures, this.#random))
          failures += 1
          continue
        }
        throw error
      }
      if (response.status < 300) return response

      const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'))
      const error = apiErrorFromResponse({
        method,
        path: url.pathname,
        status: response.status,
        bodyText: new TextDecoder().decode(response.bytes),
        retryAfterSeconds: retryAfterMs === null ? null : Math.ceil(retryAfterMs / 1000),
      })
      if (response.status === 401 && options.anonymous !== true) this.#notifyUnauthorized()
      if (response.status === 429 && !rateLimitRetried && options.retryRateLimited !== false) {
        const waitMs = retryAfterMs ?? backoffDelayMs(failures, this.#random)
        if (waitMs <= this.#maxRetryAfterMs) {
          rateLimitRetried = true
          await this.#sleep(waitMs)
          continue
        }
      }
      if (response.status >= 500 && idempotent && failures < this.#retries) {
        const backoffMs = backoffDelayMs(failures, this.#random)
        const waitMs =
          retryAfterMs !== null && retryAfterMs <= this.#maxRetryAfterMs ? retryAfterMs : backoffMs
        await this.#sleep(waitMs)
        failures += 1
        continue
      }
      throw error
    }
  }

  async #sendOnce(method: HttpMethod, url: URL, options: RequestOptions): Promise<RawResponse> {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' }
    if (options.anonymous !== true) headers.authorization = `Bearer ${this.#apiKey}`
    let body: string | ReadableStream<Uint8Array> | undefined
    // Every body goes with its Content-Length, never chunked: a Django REST backend reads a chunked body as
    // empty (service-gaps.md, "Request bodies").
    if (options.bodyStream !== undefined) {
      headers['content-type'] = options.bodyStream.contentType ?? 'application/json'
      headers['content-length'] = String(options.bodyStream.length)
      body = options.bodyStream.open()
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      const json = JSON.stringify(options.body)
      headers['content-length'] = String(Buffer.byteLength(json, 'utf8'))
      body = json
    }
    for (const [name, value] of Object.entries(options.signedHeaders ?? {}))
      if (!CLIENT_SET_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout])
    try {
      const init: RequestInit = { method, headers, body, signal, redirect: 'manual' }
      // A stream body must declare half duplex (fetch sends it while the answer may already arrive).
      if (typeof body === 'object') Object.assign(init, { duplex: 'half' })
      const response = await this.#fetch(url, init)
      const limit = options.maxBytes ?? answerLimitFor(headers.accept ?? '')
      const bytes = await readLimited(response, limit, method, url.pathname)
      return { status: response.status, headers: response.headers, bytes }
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (options.signal?.aborted === true) throw options.signal.reason
      const common = { status: null, method, path: url.pathname, cause: error }
      if (timeout.aborted) {
        throw new ApiError({
          ...common,
          kind: 'timeout',
          code: 'timeout',
          detail: `no answer within ${timeoutMs} ms`,
        })
      }
      const causeCode = networkCauseCode(error)
      throw new ApiError({
        ...common,
        kind: 'network',
        code: 'network_error',
        detail: causeCode ?? (error instanceof Error ? error.message : 'request failed'),
        causeCode,
      })
    }
  }

  #notifyUnauthorized(): void {
    try {
      this.#onUnauthorized?.()
    } catch {
      // A failing listener must not hide the 401 from the caller.
    }
  }
}

function decodeJson<S extends z.ZodType>(
  raw: RawResponse,
  schema: S,
  method: string,
  path: string,
): z.output<S> {
  const common = { kind: 'invalid_response' as const, status: raw.status, method, path }
  const text = new TextDecoder().decode(raw.bytes)
  let json: unknown
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text)
    } catch {
      throw new ApiError({ ...common, code: 'invalid_json', detail: 'the response body is not JSON' })
    }
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  const summary = issues
    .slice(0, 3)
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
    .join('; ')
  throw new ApiError({ ...common, code: 'unexpected_shape', detail: summary, extra: issues })
}
