import { randomUUID } from 'node:crypto'
import type { Store } from './db/store'
import type { FaultQueue, FaultStatus } from './faults'
import type { RequestStats } from './http/requestStats'
import type { KeyOptions, Keyring } from './keys'
import { hashPassword } from './passwords'
import { demoCompanyId } from './seed/demo'
import { formatTimestamp } from './time'

/** Operator actions that the real service offers in its web interface, plus test hooks. */
export interface ServiceAdmin {
  createCompany(name: string): { id: string }
  createKey(companyId: string, opts: KeyOptions): { id: string; token: string }
  /** Deletes the key: its JWT then gets 401. Throws when no active key has this id. */
  revokeKey(keyId: string): void
  listKeys(companyId: string): { id: string; name: string; expiresAt: string | null }[]
  /** A user for `POST /api/v1/login/`. */
  createUser(companyId: string, username: string, password: string): { id: string }
  demoCompanyId(): string | null
  /**
   * The next `count` responses (any route) are replaced by `status`: 500 → standard JSON body,
   * 502/503 → an HTML page, 429 → standard body and `Retry-After: retryAfterSeconds ?? 1`.
   */
  failNext(count: number, status: FaultStatus, opts?: { retryAfterSeconds?: number }): void
  /** Requests received per route, e.g. requestCount('GET', '/api/v1/companies/:cid/datasets/'). */
  requestCount(method: string, routePattern: string): number
}

/** The store-only part of the admin, usable without a running HTTP server (the CLI's `keys`). */
export type KeyAdmin = Omit<ServiceAdmin, 'failNext' | 'requestCount'>

export function createKeyAdmin(store: Store, keyring: Keyring): KeyAdmin {
  return {
    createCompany: (name) => ({ id: store.companies.create(name).id }),
    createKey: (companyId, opts) => keyring.issueApiKey(companyId, opts),
    revokeKey(keyId) {
      if (!store.keys.revoke(keyId)) throw new Error(`No active API key ${keyId}`)
    },
    listKeys: (companyId) =>
      store.keys
        .listActive(companyId)
        .map((key) => ({ id: key.id, name: key.name, expiresAt: key.expires_at })),
    createUser(companyId, username, password) {
      if (!store.companies.find(companyId)) throw new Error(`Unknown company ${companyId}`)
      const id = randomUUID()
      store.users.insert({
        id,
        company_id: companyId,
        username,
        password_hash: hashPassword(password),
        created_at: formatTimestamp(new Date()),
      })
      return { id }
    },
    demoCompanyId: () => demoCompanyId(store),
  }
}

export function createAdmin(
  store: Store,
  keyring: Keyring,
  faults: FaultQueue,
  stats: RequestStats,
): ServiceAdmin {
  return {
    ...createKeyAdmin(store, keyring),
    failNext: (count, status, opts) => faults.failNext(count, status, opts),
    requestCount: (method, routePattern) => stats.count(method, routePattern),
  }
}
