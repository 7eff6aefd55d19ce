function ownString(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null
  const found: unknown = Reflect.get(value, key)
  return typeof found === 'string' && found !== '' ? found : null
}

/**
 * Finds the system or undici error code (ECONNREFUSED, ENOTFOUND, ECONNRESET, UND_ERR_SOCKET, …)
 * behind a rejected fetch. Node wraps it as `TypeError('fetch failed', { cause })`, sometimes in
 * an AggregateError when several addresses were tried.
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
    if (ownString(current, 'message') === 'socket hang up') return 'ECONNRESET'
    current = Reflect.get(current, 'cause')
  }
  return null
}
