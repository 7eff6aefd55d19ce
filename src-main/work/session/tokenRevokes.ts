/**
 * Revoking the private tokens this workstation made at sign-in, once it no longer uses them (disconnect, erase,
 * another key or token in their place): `DELETE /api/v1/auth/private_tokens/{id}/`. Offline, or with the
 * service failing, the revoke waits: the token stays in the keychain under its own entry, its id and service in
 * the settings, and it is sent again at the next start and every `everyMs` until the service has it, whichever
 * account is connected by then (or none).
 */
import { isApiError, revokePrivateToken, type HttpClientOptions } from '../../api'
import { logFor } from '../../log/log'
import type { SecretStore } from '../../secrets/keychain'
import type { PendingRevoke, SettingsStore } from '../../store/settings'

const log = logFor('session')
const REVOKE_TIMEOUT_MS = 5_000

export interface TokenRevokesDeps {
  settings: SettingsStore
  secrets: SecretStore
  apiOptions?: Partial<Omit<HttpClientOptions, 'baseUrl' | 'apiKey'>>
  /** How often waiting revokes are tried again (default a minute). */
  everyMs?: number
}

/** Sent: done. Refused for good (4xx other than 404/401, which revokePrivateToken takes as done): nothing to wait for. */
function worthWaiting(error: unknown): boolean {
  if (!isApiError(error)) return false
  return error.status === null || error.status >= 500 || error.status === 429
}

const sameRevoke = (a: PendingRevoke, b: PendingRevoke) => a.tokenId === b.tokenId && a.baseUrl === b.baseUrl

export function createTokenRevokes(deps: TokenRevokesDeps) {
  const everyMs = deps.everyMs ?? 60_000
  let timer: ReturnType<typeof setInterval> | null = null
  let flushing: Promise<void> | null = null

  /** Sends the revoke: `done` (revoked, gone already, or refused for good) or `wait` (try again later). */
  async function attempt(item: PendingRevoke, token: string): Promise<'done' | 'wait'> {
    const timeoutMs = Math.min(deps.apiOptions?.timeoutMs ?? REVOKE_TIMEOUT_MS, REVOKE_TIMEOUT_MS)
    try {
      await revokePrivateToken({ ...deps.apiOptions, baseUrl: item.baseUrl, timeoutMs }, token, item.tokenId)
      log.info('a private token was revoked')
    } catch (e) {
      if (worthWaiting(e)) return 'wait'
      log.warn(`a private token could not be revoked: ${isApiError(e) ? e.code : 'error'}`)
    }
    return 'done'
  }

  async function wait(item: PendingRevoke, token: string): Promise<void> {
    await deps.secrets.set(item.keychainAccount, token)
    await deps.settings.update(({ pendingRevokes }) => ({
      pendingRevokes: [...pendingRevokes.filter((p) => !sameRevoke(p, item)), item],
    }))
    log.info('a private token waits to be revoked until the service can be reached')
  }

  async function flushOnce(): Promise<void> {
    const { pendingRevokes } = await deps.settings.read()
    for (const item of pendingRevokes) {
      const token = await deps.secrets.get(item.keychainAccount)
      if (token && (await attempt(item, token)) === 'wait') continue
      await deps.secrets.delete(item.keychainAccount)
      await deps.settings.update((settings) => ({
        pendingRevokes: settings.pendingRevokes.filter((p) => !sameRevoke(p, item)),
      }))
    }
  }

  return {
    /**
     * Revokes the token now, or (`reachable` false, or no answer) keeps it to revoke later. Never throws: a token
     * that cannot be revoked must not keep anyone connected.
     */
    async revoke(
      baseUrl: string,
      token: string,
      tokenId: string,
      reachable: boolean,
    ): Promise<'revoked' | 'waiting'> {
      const item: PendingRevoke = { baseUrl, tokenId, keychainAccount: `revoke:${tokenId}@${baseUrl}` }
      try {
        if (reachable && (await attempt(item, token)) === 'done') return 'revoked'
        await wait(item, token)
      } catch (e) {
        log.error('a private token could not be kept for revoking later:', e)
      }
      return 'waiting'
    },
    /** Tries every waiting revoke once (one run at a time). */
    flush(): Promise<void> {
      flushing ??= flushOnce()
        .catch((e: unknown) => log.error('waiting revokes:', e))
        .finally(() => (flushing = null))
      return flushing
    },
    start() {
      if (timer) return
      void this.flush()
      timer = setInterval(() => void this.flush(), everyMs)
      timer.unref?.()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await flushing
    },
  }
}
export type TokenRevokes = ReturnType<typeof createTokenRevokes>
