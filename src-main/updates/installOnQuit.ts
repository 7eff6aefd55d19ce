/**
 * Which downloaded update, if any, installs when the app quits (issue 41): only the exact file whose release
 * signature, size and SHA-512 passed (signedRelease.ts), and only if it is still those bytes at the quit.
 *
 * electron-updater's own install-on-quit is one switch for whatever file it downloaded last, and it adds its quit
 * handler right after it emits `update-downloaded`, only if `autoInstallOnAppQuit` is true at that moment
 * (BaseUpdater `addQuitHandler`). Our check is asynchronous, so turning that switch on after a pass never installs
 * the first update, and installs a later download on quit before its own check has finished. So the switch stays
 * off for good and this is the quit handler: it installs through electron-updater's `install()` (what its own
 * handler calls), after making sure the file `install()` runs is the approved one, read again.
 */
import type { DownloadedUpdate, FileDigest } from './signedRelease'
import { fileSha512Sync } from './signedRelease'

/** The part of electron-updater's BaseUpdater (Windows, Linux) that installs. MacUpdater has no `install`. */
export interface Installer {
  /** BaseUpdater: runs the downloaded installer now (synchronous, made for the quit handler). */
  install?(isSilent?: boolean, isForceRunAfter?: boolean): boolean
  /**
   * electron-updater's record of its downloaded file, the one `install()` runs (BaseUpdater `installerPath` is
   * this file, shell-escaped on Linux). Read, never written.
   */
  readonly downloadedUpdateHelper?: { readonly file: string | null } | null
}

/** Why an approved update did not install at the quit. */
export type QuitRefusal =
  'not_the_checked_file' | 'changed_since_check' | 'unreadable_at_quit' | 'cannot_install_here'

export interface InstallOnQuit {
  /** A download arrived: whatever was approved before is not what electron-updater would install now. */
  withdraw(): void
  /** `update` passed its check, its file read as `checked`. */
  approve(update: DownloadedUpdate, checked: FileDigest): void
  /** Electron's app 'quit' with its exit code: installs the approved file, or refuses and says why. */
  atQuit(exitCode: number): void
}

export interface InstallOnQuitDeps {
  installer: Installer
  onInstalling(update: DownloadedUpdate): void
  onRefused(update: DownloadedUpdate, why: QuitRefusal): void
  /** The file's digest now (tests: to count reads). */
  digestOf?: (path: string) => FileDigest
}

export function createInstallOnQuit({
  installer,
  onInstalling,
  onRefused,
  digestOf = fileSha512Sync,
}: InstallOnQuitDeps): InstallOnQuit {
  let approved: { update: DownloadedUpdate; checked: FileDigest } | null = null

  function refusal(update: DownloadedUpdate, checked: FileDigest): QuitRefusal | null {
    if (typeof installer.install !== 'function') return 'cannot_install_here'
    if (installer.downloadedUpdateHelper?.file !== update.path) return 'not_the_checked_file'
    let now: FileDigest
    try {
      now = digestOf(update.path)
    } catch {
      return 'unreadable_at_quit'
    }
    return now.sha512 === checked.sha512 && now.size === checked.size ? null : 'changed_since_check'
  }

  return {
    withdraw() {
      approved = null
    },
    approve(update, checked) {
      approved = { update, checked }
    },
    atQuit(exitCode) {
      const pending = approved
      approved = null
      // as electron-updater's own handler: an app quitting with an error installs nothing
      if (pending === null || exitCode !== 0) return
      const why = refusal(pending.update, pending.checked)
      if (why !== null) return onRefused(pending.update, why)
      onInstalling(pending.update)
      installer.install?.(true, false)
    },
  }
}
