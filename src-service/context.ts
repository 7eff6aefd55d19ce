import type { Store } from './db/store'
import type { FaultQueue } from './faults'
import type { FaultMode } from './faultMode'
import type { RequestStats } from './http/requestStats'
import type { Keyring } from './keys'
import type { LoginThrottle } from './loginThrottle'
import type { Pipeline } from './processing/pipeline'
import type { ReportRenderer } from './processing/reportRenderer'
import type { RateLimiter } from './rateLimit'
import type { ImageBytes } from './storage/imageBytes'
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
}
