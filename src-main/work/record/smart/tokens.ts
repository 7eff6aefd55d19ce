/**
 * SMART Backend Services tokens, cached (issue 44): one per client (token URL, client id, scope and key), used until
 * 60 s before it expires, then a new one is asked for. Callers asking at once share one request. `forget()` drops
 * them all: after the record system answered 401 to a cached token (revoked, or its clock ahead), or when the
 * settings change.
 */
import { createHash } from 'node:crypto'
import { requestToken, type AccessToken, type SmartClient } from './tokenRequest'

/** A token is not used in its last minute: a send may take that long. */
export const renewBeforeMs = 60_000

const keyOf = (client: SmartClient) =>
  createHash('sha256')
    .update(JSON.stringify([client.tokenUrl, client.clientId, client.scope, client.privateJwk]))
    .digest('hex')

export function createSmartTokens(options: { fetch?: typeof fetch; now?: () => Date } = {}): {
  token(client: SmartClient): Promise<string>
  forget(): void
} {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())
  let cached = new Map<string, Promise<AccessToken>>()

  const fresh = (token: AccessToken) => token.expiresAt.getTime() - renewBeforeMs > now().getTime()

  async function token(client: SmartClient): Promise<string> {
    const key = keyOf(client)
    const known = cached.get(key)
    if (known) {
      const held = await known.catch(() => null)
      if (held && fresh(held)) return held.token
      if (cached.get(key) !== known) return token(client)
    }
    const asked = requestToken(client, { fetch: doFetch, now })
    const map = cached
    map.set(key, asked)
    try {
      return (await asked).token
    } catch (error) {
      if (map.get(key) === asked) map.delete(key)
      throw error
    }
  }

  return {
    token,
    forget: () => {
      cached = new Map()
    },
  }
}
