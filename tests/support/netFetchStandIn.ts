/**
 * Electron's `net.fetch` of an http(s) URL, for the electron stand-in (electronStandIn.ts): it records each request
 * (method, URL, header names, the body's length, the outcome; never a header's value or the body) and performs it
 * with Node's fetch. Where it matters to the app it behaves as Electron does (lib/browser/api/net-fetch.ts and
 * lib/common/api/net-client-request.ts):
 *
 * - a header Chromium sets itself (Content-Length, Host, Transfer-Encoding, …) fails the request with
 *   `net::ERR_INVALID_ARGUMENT` (electron/electron#21091), whatever else it carries;
 * - a body, a stream too, is read whole before anything is sent, then sent with the length counted from it (never
 *   chunked);
 * - `redirect: 'manual'` fails on a 3xx with "Redirect was cancelled" instead of handing the answer back;
 * - a network failure rejects with `Error('net::ERR_…')`, an abort with the signal's reason.
 *
 * It does not play Chromium's proxy resolution, trust store or cache: those only a real Electron can show.
 */

export interface RecordedNetRequest {
  method: string
  url: string
  /** The header names, lower case, as the caller set them. */
  headerNames: string[]
  /** The body's length in bytes as it would be sent; null without a body. */
  bodyBytes: number | null
  /** The answer's status, or the message net.fetch rejected with. */
  outcome: number | string
}

/** What Chromium's network service refuses from the caller (ERR_INVALID_ARGUMENT). */
const CHROMIUM_OWNED = new Set([
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'cookie2',
])

/** Node's error codes, as Chromium would name the same failure. */
const CHROMIUM_ERRORS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
  ETIMEDOUT: 'ERR_CONNECTION_TIMED_OUT',
  UND_ERR_SOCKET: 'ERR_CONNECTION_CLOSED',
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code')
    if (typeof code === 'string') return code
    current = Reflect.get(current, 'cause')
  }
  return undefined
}

/** `net.fetch` of an http(s) URL, each request pushed to `requests`. */
export function netFetchStandIn(requests: RecordedNetRequest[]) {
  return async (input: string | Request, init?: RequestInit): Promise<Response> => {
    // as Electron: one Request from what was given, then its parts
    const request = new Request(input, init)
    const recorded: RecordedNetRequest = {
      method: request.method,
      url: request.url,
      headerNames: [...request.headers.keys()],
      bodyBytes: null,
      outcome: 'pending',
    }
    requests.push(recorded)
    const fail = (message: string) => {
      recorded.outcome = message
      return Promise.reject(new Error(message))
    }
    if (request.signal.aborted) {
      recorded.outcome = 'aborted'
      throw request.signal.reason
    }
    if (recorded.headerNames.some((name) => CHROMIUM_OWNED.has(name)))
      return fail('net::ERR_INVALID_ARGUMENT')
    // SlurpStream: the whole body in memory before the request starts
    const body = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer())
    recorded.bodyBytes = body?.byteLength ?? null
    let response: Response
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        redirect: request.redirect,
      })
    } catch (error) {
      if (request.signal.aborted) {
        recorded.outcome = 'aborted'
        throw request.signal.reason
      }
      return fail(`net::${CHROMIUM_ERRORS[causeCode(error) ?? ''] ?? 'ERR_FAILED'}`)
    }
    const redirects = response.status >= 300 && response.status < 400 && response.headers.has('location')
    if (request.redirect === 'manual' && redirects) {
      await response.body?.cancel()
      return fail('Redirect was cancelled')
    }
    recorded.outcome = response.status
    return response
  }
}
