/**
 * electron-updater, started only when the administrator's policy turns updates on (updatePolicy.ts): it checks
 * the release workflow's GitHub release (electron-builder.yml `publish`), downloads in the background and
 * installs when the app quits, so a capture is never cut short. With updates off, electron-updater is not even
 * loaded. A failed check is logged and tried again at the next interval; the app works on.
 */
import type { UpdatePolicy } from './updatePolicy'

/** The part of electron-updater's AppUpdater this uses. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  allowPrerelease: boolean
  allowDowngrade: boolean
  checkForUpdates(): Promise<unknown>
}

export interface UpdatesDeps {
  policy: UpdatePolicy
  /** Loads electron-updater's autoUpdater (called only when updates are on). */
  loadUpdater(): Updater
  onCheckFailed(error: unknown): void
}

export interface Updates {
  enabled: boolean
  stop(): void
}

export function startUpdates({ policy, loadUpdater, onCheckFailed }: UpdatesDeps): Updates {
  if (!policy.enabled) return { enabled: false, stop: () => undefined }
  const updater = loadUpdater()
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true
  updater.allowPrerelease = false
  updater.allowDowngrade = false
  const check = () => void updater.checkForUpdates().catch(onCheckFailed)
  check()
  const timer = setInterval(check, policy.checkEveryHours * 60 * 60 * 1000)
  timer.unref?.()
  return { enabled: true, stop: () => clearInterval(timer) }
}
