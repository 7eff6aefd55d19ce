import type { Store } from './db/store'
import type { FaultQueue } from './faults'
import type { RequestStats } from './http/requestStats'
import type { Keyring } from './keys'
import type { LoginThrottle } from './loginThrottle'
import type { RateLimiter } from './rateLimit'

/** Everything the HTTP routes need; built once per running service. */
export interface ServiceContext {
  store: Store
  keyring: Keyring
  faults: FaultQueue
  stats: RequestStats
  limiter: RateLimiter | null
  loginThrottle: LoginThrottle
}
