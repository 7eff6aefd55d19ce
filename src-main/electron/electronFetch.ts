/**
 * Main's service calls under Electron go through Electron's network stack (`net.fetch`, issue 30): the clinic's
 * system proxy (PAC, WPAD, its ambient authentication), the OS trust store (a TLS-inspecting proxy's root that IT
 * rolled out) and Chromium's revocation checks, none of which Node's own fetch sees. This adapter makes net.fetch
 * take what the HTTP client (`api/http.ts`) gives any fetch:
 *
 * - Chromium refuses a request that sets a header it owns itself (Content-Length, Host, Transfer-Encoding, …) with
 *   `net::ERR_INVALID_ARGUMENT` (electron/electron#21091). They are dropped here: net.fetch hands Chromium the body
 *   whole, and Chromium sends it with the length it counts itself, never chunked (the service reads a chunked body
 *   as empty).
 * - A stream body (an upload) is read whole here, at once, before it is handed over. Electron would read it whole
 *   too (its ClientRequest gathers every chunk before it starts, copying all it has at each chunk); one copy here
 *   is cheaper. So the upload's progress runs ahead of the network: it counts what was read into memory, and
 *   reaches the end before the first byte is sent.
 * - `redirect: 'manual'`: Electron does not hand back the 3xx answer as Node does; it fails the request with
 *   "Redirect was cancelled". The client never follows a redirect and says "unexpected redirect"; a failure would
 *   read as a network problem instead (tried again, the service thought unreachable). So that failure becomes a
 *   300 answer with no body: Chromium does not say which 3xx it was.
 * - `cache: 'no-store'`: Node's fetch keeps nothing; Chromium would keep cacheable answers (patients' records, their
 *   photos from a storage host) in its disk cache, outside the account's sealed data.
 *
 * `signal` (aborts and timeouts reject with its reason, as Node's fetch does) is passed on as it is. Errors look
 * like `Error('net::ERR_CONNECTION_REFUSED')`: `api/networkCause.ts` reads the code from them.
 */

/** What the adapter gives `net.fetch`: Node's types know no `cache`, Electron's fetch reads it. */
export type NetInit = RequestInit & { cache?: 'no-store' }
/** The part of Electron's `net.fetch` the adapter uses (always a URL string). */
export type NetFetch = (url: string, init: NetInit) => Promise<Response>

/** Headers Chromium sets itself and refuses from the caller. */
const CHROMIUM_OWNED_HEADERS: ReadonlySet<string> = new Set([
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'upgrade',
  'expect',
])

const REDIRECT_CANCELLED = 'Redirect was cancelled'

/** A fetch for the HTTP client's `fetchImpl` that goes through `netFetch` (Electron's `net.fetch`). */
export function viaElectronNet(netFetch: NetFetch): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit) => {
    // One Request reads whatever form the call came in (a URL, a Request, headers as an object or a list).
    const request = new Request(input, init)
    const headers = new Headers()
    for (const [name, value] of request.headers)
      if (!CHROMIUM_OWNED_HEADERS.has(name)) headers.append(name, value)
    const body = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer())
    const netInit: NetInit = {
      method: request.method,
      headers,
      body,
      // the caller's own signal: its reason (a timeout, a cancel) is what the caller checks for
      signal: init?.signal ?? request.signal,
      redirect: request.redirect,
      cache: 'no-store',
    }
    const answer = netFetch(request.url, netInit)
    if (request.redirect !== 'manual') return answer
    return answer.catch((error: unknown) => {
      if (error instanceof Error && error.message === REDIRECT_CANCELLED)
        return new Response(null, { status: 300 })
      throw error
    })
  }
}
