/** The composition root shared by Electron's main and the browser host: everything but the transport. */
import type { AppInfo, AuthStatus } from '../src-preload/contract'
import { createHandlers, type Handlers } from './ipc/handlers'
import type { SecretStore } from './secrets/keychain'
import { createSettingsStore } from './store/settings'
import type { DemoService } from './work/demoService'
import { createSession, type Session, type SessionDeps } from './work/session'

export interface MainAppOptions {
  dataDir: string
  secrets: SecretStore
  demo: DemoService
  info: AppInfo
  onStatus(status: AuthStatus): void
  apiOptions?: SessionDeps['apiOptions']
}

export interface MainApp {
  session: Session
  handlers: Handlers
  /** Reconnects with the saved connection; failures leave the app on the connect screen. */
  restore(): Promise<AuthStatus>
  close(): Promise<void>
}

export function createMainApp(options: MainAppOptions): MainApp {
  const session = createSession({
    settings: createSettingsStore(options.dataDir),
    secrets: options.secrets,
    demo: options.demo,
    emit: options.onStatus,
    apiOptions: options.apiOptions,
  })
  return {
    session,
    handlers: createHandlers({ session, info: options.info }),
    restore: () => session.restore().catch(() => session.status()),
    close: () => options.demo.stop(),
  }
}
