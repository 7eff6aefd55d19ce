import type { AddressInfo } from 'node:net'
import { createAdmin, type ServiceAdmin } from './admin'
import { openStore } from './db/store'
import { createFaultQueue } from './faults'
import { buildApp } from './http/app'
import { createRequestStats } from './http/requestStats'
import { createKeyring } from './keys'
import { createLoginThrottle } from './loginThrottle'
import { createRateLimiter, defaultRateLimit, type RateLimitConfig } from './rateLimit'
import { seedDemo } from './seed/demo'

export type { ServiceAdmin } from './admin'
export type { RateLimitConfig } from './rateLimit'

export interface ServiceOptions {
  /** SQLite file; default ':memory:'. */
  dbPath?: string
  /** Default '127.0.0.1'. */
  host?: string
  /** Default 0 (a free port). */
  port?: number
  /** Seed the demo company ("Demo Clinic") if absent. */
  seedDemo?: boolean
  /** Log one line per request (never headers; credential query parameters masked). Default false. */
  log?: boolean
  /** Per-key token bucket; default 20 requests/s with a burst of 40; false turns it off. */
  rateLimit?: RateLimitConfig | false
}

export interface RunningService {
  /** e.g. 'http://127.0.0.1:43123' (no trailing slash). */
  baseUrl: string
  port: number
  admin: ServiceAdmin
  close(): Promise<void>
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

export async function startService(opts: ServiceOptions = {}): Promise<RunningService> {
  const store = openStore(opts.dbPath ?? ':memory:')
  try {
    const keyring = createKeyring(store)
    const faults = createFaultQueue()
    const stats = createRequestStats()
    const rateLimit = opts.rateLimit ?? defaultRateLimit
    const ctx = {
      store,
      keyring,
      faults,
      stats,
      limiter: rateLimit === false ? null : createRateLimiter(rateLimit),
      loginThrottle: createLoginThrottle(),
    }
    if (opts.seedDemo) seedDemo(store)
    const app = buildApp(ctx, { log: opts.log ?? false })
    const host = opts.host ?? '127.0.0.1'
    await app.listen({ host, port: opts.port ?? 0 })
    const { port } = app.server.address() as AddressInfo
    let closing: Promise<void> | null = null
    return {
      baseUrl: `http://${urlHost(host)}:${port}`,
      port,
      admin: createAdmin(store, keyring, faults, stats),
      close: () => {
        closing ??= app.close().then(() => store.close())
        return closing
      },
    }
  } catch (error) {
    store.close()
    throw error
  }
}
