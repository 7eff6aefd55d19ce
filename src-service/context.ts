import type { Store } from './db/store'
import type { Dialect } from './dialect/dialect'
import type { FaultQueue } from './faults'
import type { FaultMode } from './faultMode'
import type { RequestStats } from './http/requestStats'
import type { Keyring } from './keys'
import type { LoginThrottle } from './loginThrottle'
import type { Pipeline } from './processing/pipeline'
import type { ReportRenderer } from './processing/reportRenderer'
import type { RateLimiter } from './rateLimit'
import type { ImageBytes } from './storage/imageBytes'
import type { StorageHost } from './storage/storageHost'
import type { UploadCounter } from './uploadCounter'

/** Everything the HTTP routes need; built once per running service. */
export interface ServiceContext {
  store: Store
  keyring: Keyring
  faults: FaultQueue
  faultMode: FaultMode
  stats: RequestStats
  limiter: RateLimiter | null
  loginThrottle: LoginThrottle
  imageBytes: ImageBytes
  pipeline: Pipeline
  reports: ReportRenderer
  uploads: UploadCounter
  /** How records are written: the spec's shapes (demo) or the real service's documented ones. */
  dialect: Dialect
  /** Documented dialect: where originals are served from (signed links, no API key). */
  storage: StorageHost | null
}
