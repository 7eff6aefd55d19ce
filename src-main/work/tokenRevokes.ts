/**
 * Revoking the private tokens this workstation made at sign-in, once it no longer uses them (disconnect, erase,
 * another key or token in their place): `DELETE /api/v1/auth/private_tokens/{id}/`. Offline, or with the
 * service failing, the revoke waits: the token stays in the keychain under its own entry, its id and service in
 * the settings, and it is sent again at the next start and every `everyMs` until the service has it, whichever
 * account is connected by then (or none).
 */
import { isApiError, revokePrivateToken, type HttpClientOptions } from '../api'
import { logFor } from '../log/log'
import type { SecretStore } from '../secrets/keychain'
import type { PendingRevoke, SettingsStore } from '../store/settings'

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

export function createTokenRevokes(deps: TokenRevokesDeps) {
  const everyMs = deps.everyMs ?? 60_000
  let timer: ReturnType<typeof setInterval> | null = null
  let flushing: Promise<void> | null = null

  const send = (baseUrl: string, token: string, tokenId: string) =>
    revokePrivateToken(
      {
        ...deps.apiOptions,
        baseUrl,
        timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? REVOKE_TIMEOUT_MS, REVOKE_TIMEOUT_MS),
      },
      token,
      tokenId,
    )

  async function wait(item: PendingRevoke, token: string): Promise<void> {
    await deps.secrets.set(item.keychainAccount, token)
    const { pendingRevokes } = await deps.settings.read()
    await deps.settings.update({
      pendingRevokes: [
        ...pendingRevokes.filter((p) => p.tokenId !== item.tokenId || p.baseUrl !== item.baseUrl),
        item,
      ],
    })
    log.info('a private token waits to be revoked until the service can be reached')
  }

  async function flushOnce(): Promise<void> {
    const { pendingRevokes } = await deps.settings.read()
    for (const item of pendingRevokes) {
      const token = await deps.secrets.get(item.keychainAccount)
      try {
        if (token) await send(item.baseUrl, token, item.tokenId)
      } catch (e) {
        if (worthWaiting(e)) continue
        log.warn(`a private token could not be revoked: ${isApiError(e) ? e.code : 'error'}`)
      }
      await deps.secrets.delete(item.keychainAccount)
      const now = (await deps.settings.read()).pendingRevokes
      await deps.settings.update({
        pendingRevokes: now.filter(
          (p) => p !== item && !(p.tokenId === item.tokenId && p.baseUrl === item.baseUrl),
        ),
      })
      log.info('a private token was revoked')
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
        if (!reachable) {
          await wait(item, token)
          return 'waiting'
        }
        try {
          await send(baseUrl, token, tokenId)
          log.info('a private token was revoked')
          return 'revoked'
        } catch (e) {
          if (!worthWaiting(e)) {
            log.warn(`a private token could not be revoked: ${isApiError(e) ? e.code : 'error'}`)
            return 'revoked'
          }
          await wait(item, token)
          return 'waiting'
        }
      } catch (e) {
        log.error('a private token could not be kept for revoking later:', e)
        return 'waiting'
      }
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
