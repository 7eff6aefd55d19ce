/**
 * electron-updater, started only when the administrator's policy turns updates on (updatePolicy.ts): it checks
 * the release workflow's GitHub release (electron-builder.yml `publish`), downloads in the background and
 * installs when the app quits, so a capture is never cut short. With updates off, electron-updater is not even
 * loaded. A failed check is logged and tried again at the next interval; the app works on.
 *
 * A downloaded update installs only once our own signature over the release holds (signedRelease.ts, issue 30),
 * and then only that very file, read again at the quit (installOnQuit.ts, issue 41). electron-updater's own
 * install-on-quit stays off for good: it would install whatever it downloaded last.
 */
import { basename } from 'node:path'
import type { UpdatePolicy } from './updatePolicy'
import type { DownloadedUpdate, Verdict } from './signedRelease'
import { createInstallOnQuit, type Installer } from './installOnQuit'

/** What electron-updater says of a downloaded update (the part used). */
export interface DownloadedInfo {
  version: string
  downloadedFile: string
}

/** The part of electron-updater's AppUpdater this uses. */
export interface Updater extends Installer {
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
  /**
   * An update that may not install, and why (logged): its check failed (a Verdict's reason, or the error), or at the
   * quit it was not the file checked (a QuitRefusal).
   */
  onRefused(update: DownloadedUpdate, why: string): void
  /** Electron's app 'quit' event, with the exit code (electron-updater's own handler listens to the same). */
  onQuit(handler: (exitCode: number) => void): void
  /** A checked update is being installed at the quit (logged). */
  onInstalling(update: DownloadedUpdate): void
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
  onQuit,
  onInstalling,
}: UpdatesDeps): Updates {
  if (!policy.enabled) return { enabled: false, stop: () => undefined }
  const updater = loadUpdater()
  updater.autoDownload = true
  // Off for good: electron-updater would install whatever it downloaded last (installOnQuit.ts installs).
  updater.autoInstallOnAppQuit = false
  const onQuitInstall = createInstallOnQuit({ installer: updater, onInstalling, onRefused })
  onQuit((exitCode) => onQuitInstall.atQuit(exitCode))
  // Each download is checked on its own; only the latest one's pass counts (it is the file electron-updater has).
  let latest = 0
  updater.on('update-downloaded', (info) => {
    const update = { version: info.version, path: info.downloadedFile, name: basename(info.downloadedFile) }
    const download = ++latest
    onQuitInstall.withdraw()
    void verify(update).then(
      (verdict) => {
        if (download !== latest) return
        if (verdict.ok) onQuitInstall.approve(update, verdict.checked)
        else onRefused(update, verdict.reason)
      },
      (e: unknown) => {
        if (download === latest) onRefused(update, e instanceof Error ? e.message : String(e))
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
