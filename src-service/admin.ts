import { randomUUID } from 'node:crypto'
import { checkConsistency, type ConsistencyReport } from './consistency'
import type { Store } from './db/store'
import type { FaultQueue, FaultStatus } from './faults'
import type { FaultConfig, FaultMode } from './faultMode'
import type { RequestStats } from './http/requestStats'
import type { SideId, SideTechName } from './images/sides'
import type { KeyOptions, Keyring } from './keys'
import { hashPassword } from './passwords'
import type { Pipeline } from './processing/pipeline'
import { demoCompanyId } from './seed/demo'
import type { SeedFigures } from './seed/seedImages'
import type { ImageBytes } from './storage/imageBytes'
import type { StorageHost } from './storage/storageHost'
import { formatTimestamp } from './time'
import type { UploadCounter } from './uploadCounter'

/** Operator actions that the real service offers in its web interface, plus test hooks. */
export interface ServiceAdmin {
  createCompany(name: string): { id: string }
  createKey(companyId: string, opts: KeyOptions): { id: string; token: string }
  /** Deletes the key: its JWT then gets 401. Throws when no active key has this id. */
  revokeKey(keyId: string): void
  listKeys(companyId: string): { id: string; name: string; expiresAt: string | null }[]
  /**
   * A user for the sign-in (spec `POST /api/v1/login/`, documented `POST /api/v1/auth/login/`, where the username
   * must be an e-mail address). With `mfa`, the password alone is refused (400 `mfa_required`).
   */
  createUser(companyId: string, username: string, password: string, opts?: { mfa?: boolean }): { id: string }
  demoCompanyId(): string | null
  /** The operator's switch for the acne application (private beta). Throws for an unknown company. */
  setAcneEnabled(companyId: string, enabled: boolean): void
  /**
   * The next `count` responses (any route) are replaced by `status`: 500 → standard JSON body,
   * 502/503 → an HTML page, 429 → standard body and `Retry-After: retryAfterSeconds ?? 1`.
   */
  failNext(count: number, status: FaultStatus, opts?: { retryAfterSeconds?: number }): void
  /** Turns the random fault mode on (restarting its PRNG from the seed) or off (null). */
  setFaults(config: FaultConfig | null): void
  /** Requests received per route, e.g. requestCount('GET', '/api/v1/companies/:cid/datasets/'). */
  requestCount(method: string, routePattern: string): number
  /** Uploads that stored an image since start (including those whose answer a fault replaced), per side. */
  uploadCount(side?: SideId | SideTechName): number
  /** Resolves when no uploaded image is waiting for or in analysis. */
  processingIdle(): Promise<void>
  /** Cross-checks stored images, their bytes and results. */
  checkConsistency(): Promise<ConsistencyReport>
  /** Resolves when seeding in the background (`seedHistory: 'background'`) has finished. */
  seeded(): Promise<void>
  /** What demo seeding has made so far rather than taken from its cache (a copy). */
  seedFigures(): SeedFigures
  /**
   * The lifetime of the storage host's signed links made from now on, in whole seconds (0: expired at once), so
   * tests can make links expire. The spec dialect has no storage host: nothing to set there.
   */
  setStorageLinkTtlSeconds(seconds: number): void
  /** PUTs to the storage host's v3 upload links since start, per image id the link names (any answer). */
  storagePuts(): Record<string, number>
}

/** The store-only part of the admin, usable without a running HTTP server (the CLI's `keys` and `acne`). */
export type KeyAdmin = Pick<
  ServiceAdmin,
  'createCompany' | 'createKey' | 'revokeKey' | 'listKeys' | 'createUser' | 'demoCompanyId' | 'setAcneEnabled'
>

export interface RuntimeParts {
  faults: FaultQueue
  faultMode: FaultMode
  stats: RequestStats
  uploads: UploadCounter
  pipeline: Pipeline
  imageBytes: ImageBytes
  storage: StorageHost | null
  seeded: Promise<void>
  seedFigures: SeedFigures
}

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
    createUser(companyId, username, password, opts = {}) {
      if (!store.companies.find(companyId)) throw new Error(`Unknown company ${companyId}`)
      const id = randomUUID()
      store.users.insert({
        id,
        company_id: companyId,
        username,
        password_hash: hashPassword(password),
        created_at: formatTimestamp(new Date()),
        mfa_enabled: opts.mfa ? 1 : 0,
      })
      return { id }
    },
    demoCompanyId: () => demoCompanyId(store),
    setAcneEnabled(companyId, enabled) {
      if (!store.companies.setAcneEnabled(companyId, enabled)) throw new Error(`Unknown company ${companyId}`)
    },
  }
}

export function createAdmin(store: Store, keyring: Keyring, parts: RuntimeParts): ServiceAdmin {
  return {
    ...createKeyAdmin(store, keyring),
    failNext: (count, status, opts) => parts.faults.failNext(count, status, opts),
    setFaults: (config) => parts.faultMode.configure(config),
    requestCount: (method, routePattern) => parts.stats.count(method, routePattern),
    uploadCount: (side) => parts.uploads.count(side),
    processingIdle: () => parts.pipeline.idle(),
    checkConsistency: () => checkConsistency(store, parts.imageBytes),
    seeded: () => parts.seeded,
    seedFigures: () => ({ ...parts.seedFigures }),
    setStorageLinkTtlSeconds: (seconds) => parts.storage?.setLinkTtl(seconds),
    storagePuts: () => Object.fromEntries(parts.storage?.puts() ?? []),
  }
}
