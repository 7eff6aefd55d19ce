function ownString(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null
  const found: unknown = Reflect.get(value, key)
  return typeof found === 'string' && found !== '' ? found : null
}

/** Chromium's net error, as Electron's net.fetch rejects with it: `Error('net::ERR_CONNECTION_REFUSED')`. */
const CHROMIUM_NET_ERROR = /^net::(ERR_[A-Z0-9_]+)$/

/**
 * Finds the system or undici error code (ECONNREFUSED, ENOTFOUND, ECONNRESET, UND_ERR_SOCKET, …)
 * behind a rejected fetch. Node wraps it as `TypeError('fetch failed', { cause })`, sometimes in
 * an AggregateError when several addresses were tried. Under Electron (net.fetch) it is Chromium's
 * (ERR_CONNECTION_REFUSED, ERR_NAME_NOT_RESOLVED, ERR_CERT_AUTHORITY_INVALID, …), named in the message only.
 */
export function networkCauseCode(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const code = ownString(current, 'code')
    if (code !== null) return code
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const innerCode = networkCauseCode(inner)
        if (innerCode !== null) return innerCode
      }
    }
    const message = ownString(current, 'message')
    if (message === 'socket hang up') return 'ECONNRESET'
    const chromium = message === null ? null : CHROMIUM_NET_ERROR.exec(message)
    if (chromium?.[1] !== undefined) return chromium[1]
    current = Reflect.get(current, 'cause')
  }
  return null
}
