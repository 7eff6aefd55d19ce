import { describe, expect, it } from 'vitest'
import { createInstallOnQuit, type Installer } from './installOnQuit'
import type { FileDigest } from './signedRelease'

const update = { version: '1.0.1', path: '/cache/pending/app_1.0.1.deb', name: 'app_1.0.1.deb' }
const checked: FileDigest = { sha512: 'checked', size: 10 }

/** electron-updater's BaseUpdater, the part used: the file it would install, and install() recorded. */
function world(file: string | null, onDisk: () => FileDigest = () => checked) {
  const installs: string[] = []
  const refused: string[] = []
  const reads: string[] = []
  const installer: Installer = {
    downloadedUpdateHelper: { file },
    install: () => {
      installs.push(file ?? '')
      return true
    },
  }
  const quit = createInstallOnQuit({
    installer,
    onInstalling: () => undefined,
    onRefused: (_update, why) => void refused.push(why),
    digestOf: (path) => {
      reads.push(path)
      return onDisk()
    },
  })
  return { quit, installs, refused, reads }
}

describe('installing on quit', () => {
  it('installs the approved file when it is the one the updater has, read again and the same', () => {
    const w = world(update.path)
    w.quit.approve(update, checked)
    w.quit.atQuit(0)
    expect(w.installs).toEqual([update.path])
    expect(w.reads).toEqual([update.path])
  })

  it('installs nothing without an approval, after a withdrawal, or on a quit with an error', () => {
    const w = world(update.path)
    w.quit.atQuit(0)
    w.quit.approve(update, checked)
    w.quit.withdraw()
    w.quit.atQuit(0)
    w.quit.approve(update, checked)
    w.quit.atQuit(1)
    expect(w.installs).toEqual([])
    expect(w.reads).toEqual([])
  })

  it('refuses when the updater now has another file, the file changed or is gone, or cannot install here', () => {
    const other = world('/cache/pending/app_1.0.2.deb')
    other.quit.approve(update, checked)
    other.quit.atQuit(0)
    const changed = world(update.path, () => ({ sha512: 'other', size: 10 }))
    changed.quit.approve(update, checked)
    changed.quit.atQuit(0)
    const gone = world(update.path, () => {
      throw Object.assign(new Error('gone'), { code: 'ENOENT' })
    })
    gone.quit.approve(update, checked)
    gone.quit.atQuit(0)
    // macOS: electron-updater's MacUpdater has no install() (Squirrel.Mac installs)
    const macRefused: string[] = []
    const mac = createInstallOnQuit({
      installer: { downloadedUpdateHelper: { file: update.path } },
      onInstalling: () => undefined,
      onRefused: (_update, why) => void macRefused.push(why),
    })
    mac.approve(update, checked)
    mac.atQuit(0)
    expect([other.refused, changed.refused, gone.refused, macRefused]).toEqual([
      ['not_the_checked_file'],
      ['changed_since_check'],
      ['unreadable_at_quit'],
      ['cannot_install_here'],
    ])
    expect([other.installs, changed.installs, gone.installs]).toEqual([[], [], []])
  })
})
