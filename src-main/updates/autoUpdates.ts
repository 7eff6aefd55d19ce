/**
 * electron-updater, started only when the administrator's policy turns updates on (updatePolicy.ts): it checks
 * the release workflow's GitHub release (electron-builder.yml `publish`), downloads in the background and
 * installs when the app quits, so a capture is never cut short. With updates off, electron-updater is not even
 * loaded. A failed check is logged and tried again at the next interval; the app works on.
 *
 * A downloaded update installs only once our own signature over the release holds (signedRelease.ts, issue 30):
 * until then, and when it does not, installing on quit stays off and the refusal is logged.
 */
import { basename } from 'node:path'
import type { UpdatePolicy } from './updatePolicy'
import type { DownloadedUpdate, Verdict } from './signedRelease'

/** What electron-updater says of a downloaded update (the part used). */
export interface DownloadedInfo {
  version: string
  downloadedFile: string
}

/** The part of electron-updater's AppUpdater this uses. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  allowPrerelease: boolean
  allowDowngrade: boolean
  checkForUpdates(): Promise<unknown>
  on(event: 'update-downloaded', listener: (info: DownloadedInfo) => void): unknown
}

export interface UpdatesDeps {
  policy: UpdatePolicy
  /** Loads electron-updater's autoUpdater (called only when updates are on). */
  loadUpdater(): Updater
  onCheckFailed(error: unknown): void
  /** Checks a downloaded update against the release's signed manifest (signedRelease.ts `verifyDownloaded`). */
  verify(update: DownloadedUpdate): Promise<Verdict>
  /** An update that may not install, and why (logged). */
  onRefused(update: DownloadedUpdate, why: string): void
}

export interface Updates {
  enabled: boolean
  stop(): void
}

export function startUpdates({
  policy,
  loadUpdater,
  onCheckFailed,
  verify,
  onRefused,
}: UpdatesDeps): Updates {
  if (!policy.enabled) return { enabled: false, stop: () => undefined }
  const updater = loadUpdater()
  updater.autoDownload = true
  // nothing installs until our signature over its release holds
  updater.autoInstallOnAppQuit = false
  updater.on('update-downloaded', (info) => {
    const update = { version: info.version, path: info.downloadedFile, name: basename(info.downloadedFile) }
    void verify(update).then(
      (verdict) => {
        updater.autoInstallOnAppQuit = verdict.ok
        if (!verdict.ok) onRefused(update, verdict.reason)
      },
      (e: unknown) => {
        updater.autoInstallOnAppQuit = false
        onRefused(update, e instanceof Error ? e.message : String(e))
      },
    )
  })
  updater.allowPrerelease = false
  updater.allowDowngrade = false
  const check = () => void updater.checkForUpdates().catch(onCheckFailed)
  check()
  const timer = setInterval(check, policy.checkEveryHours * 60 * 60 * 1000)
  timer.unref?.()
  return { enabled: true, stop: () => clearInterval(timer) }
}
