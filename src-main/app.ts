/** The composition root shared by Electron's main and the browser host: everything but the transport. */
import type { AppInfo, AuthStatus, QueueItem } from '../src-preload/contract'
import { createHandlers, type Handlers } from './ipc/handlers'
import type { SecretStore } from './secrets/keychain'
import { openAppDb } from './store/db'
import { createSettingsStore } from './store/settings'
import { createCaptureDesk } from './work/capture/captureDesk'
import type { DemoService } from './work/demoService'
import { createResultsDesk } from './work/results/resultsDesk'
import { createSession, type Session, type SessionDeps } from './work/session'
import type { QueueTiming } from './work/uploadQueue/timing'
import { createUploadWorker, type UploadWorker } from './work/uploadQueue/worker'

export interface MainAppOptions {
  dataDir: string
  secrets: SecretStore
  demo: DemoService
  info: AppInfo
  onStatus(status: AuthStatus): void
  /** A queued capture changed (state, upload progress, results). */
  onQueueChanged?(item: QueueItem): void
  apiOptions?: SessionDeps['apiOptions']
  /** For tests: faster polling and backoff. */
  queueTiming?: Partial<QueueTiming>
  /** How long a cached history or image result is served without asking the service (default 60 s). */
  resultsFreshForMs?: number
}

export interface MainApp {
  session: Session
  handlers: Handlers
  worker: UploadWorker
  /** Reconnects with the saved connection (failures leave the app on the connect screen), then starts the queue. */
  restore(): Promise<AuthStatus>
  close(): Promise<void>
}

export function createMainApp(options: MainAppOptions): MainApp {
  const db = openAppDb(options.dataDir)
  let worker: UploadWorker | null = null
  let ready = false
  const session = createSession({
    settings: createSettingsStore(options.dataDir),
    secrets: options.secrets,
    demo: options.demo,
    emit: (status) => {
      const nowReady = status.connected && status.keyAccepted
      // A session (or a new key) is in: captures that failed on the old key go again.
      if (nowReady && !ready) worker?.resumeRejectedKey()
      ready = nowReady
      options.onStatus(status)
    },
    apiOptions: options.apiOptions,
  })
  worker = createUploadWorker({
    db,
    dataDir: options.dataDir,
    api: (call) => session.withApi(call),
    emit: (item) => options.onQueueChanged?.(item),
    timing: options.queueTiming,
    onInternalError: (e) => console.error('[upload queue]', e instanceof Error ? e.message : e),
  })
  const started = worker
  const captures = createCaptureDesk({
    worker: started,
    api: (call) => session.withApi(call),
    dataDir: options.dataDir,
  })
  const results = createResultsDesk({
    api: (call) => session.withApi(call),
    db,
    dataDir: options.dataDir,
    freshForMs: options.resultsFreshForMs,
  })
  return {
    session,
    handlers: createHandlers({ session, info: options.info, captures, results }),
    worker: started,
    async restore() {
      const status = await session.restore().catch(() => session.status())
      started.start()
      return status
    },
    async close() {
      await started.stop()
      db.close()
      await options.demo.stop()
    },
  }
}
