/**
 * One access token from a SMART Backend Services token endpoint (SMART App Launch 2, "Backend Services"): a POST
 * of `application/x-www-form-urlencoded` with grant_type=client_credentials, the scope, and the signed client
 * assertion (RFC 7523 2.2); the answer's `access_token`, `token_type` (bearer) and `expires_in` (300 s when the
 * server does not say). A 400 or 401 (the OAuth error `invalid_client`, `invalid_grant` …) is `record_token_refused`
 * and not tried again; the OAuth error's code and description become the issue the screen shows. Neither the
 * assertion nor the token is ever part of an error's message.
 */
import { clientAssertion } from './assertion'
import { codeForStatus, RecordError, type RecordErrorCode, type RecordIssue } from '../recordError'

export interface SmartClient {
  tokenUrl: string
  clientId: string
  scope: string
  /** The private JWK (JSON), from the keychain. */
  privateJwk: string
}

export interface AccessToken {
  token: string
  /** When the server said it expires. */
  expiresAt: Date
}

export const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
const defaultLifetimeSeconds = 300
const timeoutMs = 30_000

/** The code of a token endpoint's status that is not a success. */
export function tokenCodeForStatus(status: number): RecordErrorCode {
  return status === 400 || status === 401 ? 'record_token_refused' : codeForStatus(status)
}

/** An OAuth error answer (RFC 6749 5.2) as an issue for the screen; none when the body is not one. */
export function oauthIssues(body: unknown): RecordIssue[] {
  const error = (body as { error?: unknown } | null)?.error
  if (typeof error !== 'string') return []
  const description = (body as { error_description?: unknown }).error_description
  return [
    { severity: 'error', code: error, text: typeof description === 'string' ? description : null, where: [] },
  ]
}

/** The token of a successful answer's body; null when it has no bearer token. */
export function tokenOfAnswer(body: unknown, now: Date): AccessToken | null {
  const answer = body as { access_token?: unknown; token_type?: unknown; expires_in?: unknown } | null
  if (typeof answer?.access_token !== 'string' || !answer.access_token) return null
  if (typeof answer.token_type !== 'string' || answer.token_type.toLowerCase() !== 'bearer') return null
  const seconds =
    typeof answer.expires_in === 'number' && answer.expires_in > 0
      ? answer.expires_in
      : defaultLifetimeSeconds
  return { token: answer.access_token, expiresAt: new Date(now.getTime() + seconds * 1000) }
}

async function post(url: string, body: URLSearchParams, doFetch: typeof fetch): Promise<Response> {
  try {
    return await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new RecordError({ code: timedOut ? 'record_timeout' : 'record_unreachable', status: null })
  }
}

/** A token answer is a few hundred bytes; one larger than this is not read further (and is no token). */
export const tokenAnswerLimit = 256 * 1024

/** The answer as JSON, read up to `tokenAnswerLimit` bytes; null when it is not JSON or too large. */
async function jsonOf(response: Response): Promise<unknown> {
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body?.getReader()
  for (;;) {
    const read = reader ? await reader.read().catch(() => null) : null
    if (!read || read.done) break
    total += read.value.byteLength
    if (total > tokenAnswerLimit) {
      await reader?.cancel().catch(() => undefined)
      return null
    }
    chunks.push(read.value)
  }
  try {
    return JSON.parse(Buffer.concat(chunks, total).toString('utf8')) as unknown
  } catch {
    return null
  }
}

/** Asks the token endpoint for an access token; a RecordError when it gives none. */
export async function requestToken(
  client: SmartClient,
  options: { fetch: typeof fetch; now: () => Date },
): Promise<AccessToken> {
  const assertion = await clientAssertion({ ...client, now: options.now() })
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    scope: client.scope,
    client_assertion_type: assertionType,
    client_assertion: assertion,
  })
  const response = await post(client.tokenUrl, form, options.fetch)
  const body = await jsonOf(response)
  if (!response.ok)
    throw new RecordError({
      code: tokenCodeForStatus(response.status),
      status: response.status,
      issues: oauthIssues(body),
    })
  const token = tokenOfAnswer(body, options.now())
  if (!token) throw new RecordError({ code: 'record_unreadable_answer', status: response.status })
  return token
}
