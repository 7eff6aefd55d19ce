/**
 * An update installs at the quit only the file that was checked (issue 41), with electron-updater's own updater:
 * its real DebUpdater (the .deb workstation's) checks a generic feed on loopback, downloads the installer and checks
 * the feed's SHA-512 itself, emits `update-downloaded` and adds (or not) its own quit handler, exactly as in the app.
 * What stands in, because Electron cannot run here: Electron's `app` (an EventEmitter for its 'quit' event, behind
 * electron-updater's own AppAdapter interface, whose `onQuit` is `app.once('quit')` as ElectronAppAdapter's), the
 * HTTP client (electron-updater's ElectronHttpExecutor with Node's http.request instead of Electron's net.request),
 * and running the installer (`doInstall` records the file and its bytes instead of calling dpkg). Our check is the
 * real one: the signed manifest fetched from the same loopback server, signed with keys made here.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DebUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor'
import { startUpdates, type Updater, type Updates } from './autoUpdates'
import {
  fetchSignedManifest,
  MANIFEST_NAME,
  SIGNATURE_NAME,
  verifyDownloaded,
  type DownloadedUpdate,
} from './signedRelease'

const ours = generateKeyPairSync('ed25519')
const theirs = generateKeyPairSync('ed25519')
const fileName = (version: string) => `skin-analysis-workstation_${version}_amd64.deb`
const installerOf = (version: string) =>
  Buffer.from(`!<arch>\n… the ${version} package, as the release built it`)
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64')

/** electron-updater's HTTP client, on Node's http instead of Electron's net (its download and hash checks stay). */
class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(options: object, callback: (response: unknown) => void) {
    return request(options, callback) as never
  }
}

/** The real .deb updater; only running the installer is replaced: it records what it would have run. */
class RecordingDebUpdater extends DebUpdater {
  readonly installs: { path: string; bytes: Buffer }[] = []
  protected override doInstall(): boolean {
    const path = this.downloadedUpdateHelper?.file ?? ''
    this.installs.push({ path, bytes: readFileSync(path) })
    return true
  }
}

interface Release {
  version: string
  installer: Buffer
  /** The key that signs the release's manifest. */
  signer: KeyObject
}

let dir: string
let server: Server
let base: string
let latest: Release
/** Manifests held back (a check still running) until the test lets them go. */
const held = new Map<string, Promise<void>>()

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-update-install-'))
  server = createServer((req, res) => void answer(req.url ?? '/', res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  held.clear()
})
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await rm(dir, { recursive: true, force: true })
})

/** The release folder: the feed (latest-linux.yml), the installer, and per version our signed manifest. */
async function answer(url: string, res: import('node:http').ServerResponse) {
  const { version, installer, signer } = latest
  const manifest = Buffer.from(
    JSON.stringify({
      version,
      files: [{ name: fileName(version), size: installer.length, sha512: sha512(installer) }],
    }),
  )
  const files: Record<string, Buffer> = {
    '/latest-linux.yml': Buffer.from(
      [
        `version: ${version}`,
        'files:',
        `  - url: ${fileName(version)}`,
        `    sha512: ${sha512(installer)}`,
        `    size: ${installer.length}`,
        `path: ${fileName(version)}`,
        `sha512: ${sha512(installer)}`,
        "releaseDate: '2026-11-27T10:00:00.000Z'",
        '',
      ].join('\n'),
    ),
    [`/${fileName(version)}`]: installer,
    [`/manifests/${version}/${MANIFEST_NAME}`]: manifest,
    [`/manifests/${version}/${SIGNATURE_NAME}`]: Buffer.from(sign(null, manifest, signer).toString('base64')),
  }
  const path = url.split('?')[0] ?? ''
  if (path.startsWith('/manifests/')) await held.get(version)
  const body = files[path]
  if (!body) return void res.writeHead(404).end()
  res.writeHead(200, { 'content-length': body.length }).end(body)
}

/** The workstation: Electron's app (its 'quit'), electron-updater's DebUpdater, and startUpdates as index.ts wires it. */
async function workstation() {
  const electronApp = new EventEmitter()
  const feed = join(dir, 'app-update.yml')
  await writeFile(feed, `provider: generic\nurl: ${base}\nupdaterCacheDirName: skin-test-updater\n`)
  const adapter: AppAdapter = {
    version: '1.0.0',
    name: 'skin-analysis-workstation',
    isPackaged: true,
    appUpdateConfigPath: feed,
    userDataPath: join(dir, 'userData'),
    baseCachePath: join(dir, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    // as electron-updater's ElectronAppAdapter
    onQuit: (handler) =>
      void electronApp.once('quit', (_event: unknown, exitCode: number) => handler(exitCode)),
  }
  const updater = new RecordingDebUpdater(null, adapter)
  updater.logger = null
  Object.assign(updater, { httpExecutor: new NodeHttpExecutor() })
  const verdicts: string[] = []
  const refused: string[] = []
  const installing: string[] = []
  const updates: Updates = startUpdates({
    policy: { enabled: true, checkEveryHours: 24, reason: 'policy' },
    loadUpdater: () => updater as unknown as Updater,
    onCheckFailed: (e) => refused.push(`check failed: ${String(e)}`),
    // as index.ts's verifyAgainstRelease, with the manifest's folder on loopback and our key made here
    verify: async (update: DownloadedUpdate) => {
      const { manifest, signature } = await fetchSignedManifest(`${base}manifests/${update.version}/`)
      const verdict = await verifyDownloaded(update, manifest, signature, ours.publicKey)
      verdicts.push(`${update.version} ${verdict.ok ? 'ok' : verdict.reason}`)
      return verdict
    },
    onRefused: (update, why) => refused.push(`${update.version} ${why}`),
    onQuit: (handler) =>
      void electronApp.once('quit', (_event: unknown, exitCode: number) => handler(exitCode)),
    onInstalling: (update) => installing.push(update.version),
  })
  return {
    updater,
    verdicts,
    refused,
    installing,
    /** Electron's 'quit' event, as app.quit() ends with it. */
    quit: (exitCode = 0) => electronApp.emit('quit', {}, exitCode),
    /** The interval's next check (startUpdates' timer), now. */
    checkAgain: async () => {
      const result = await updater.checkForUpdates()
      await result?.downloadPromise
    },
    stop: () => updates.stop(),
  }
}

/** Until `check` holds (the download and its check run on their own after startUpdates' first check). */
async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  if (!check()) throw new Error('timed out')
}

const good = (version: string): Release => ({
  version,
  installer: installerOf(version),
  signer: ours.privateKey,
})

describe('installing an update when the app quits', () => {
  it('installs the one that passed its check: that file, those bytes', async () => {
    latest = good('1.0.1')
    const ws = await workstation()
    await until(() => ws.verdicts.length === 1)
    expect(ws.verdicts).toEqual(['1.0.1 ok'])
    await new Promise((resolve) => setImmediate(resolve))
    ws.quit()
    expect(ws.updater.installs.map(({ path, bytes }) => ({ path, bytes }))).toEqual([
      {
        path: join(dir, 'cache', 'skin-test-updater', 'pending', fileName('1.0.1')),
        bytes: installerOf('1.0.1'),
      },
    ])
    expect(ws.installing).toEqual(['1.0.1'])
    expect(ws.refused).toEqual([])
    ws.stop()
  })

  it('installs nothing when quitting while a later download is still being checked, nor once it fails', async () => {
    latest = good('1.0.1')
    const ws = await workstation()
    await until(() => ws.verdicts.length === 1)
    expect(ws.verdicts).toEqual(['1.0.1 ok'])
    // 1.0.2 appears, its manifest signed with another key; its check waits for the manifest
    let letGo = () => undefined as void
    held.set('1.0.2', new Promise<void>((resolve) => (letGo = resolve)))
    latest = { ...good('1.0.2'), signer: theirs.privateKey }
    await ws.checkAgain()
    expect(ws.verdicts).toEqual(['1.0.1 ok'])
    ws.quit()
    expect(ws.updater.installs).toEqual([])
    letGo()
    await until(() => ws.verdicts.length === 2)
    expect(ws.verdicts).toEqual(['1.0.1 ok', '1.0.2 bad_signature'])
    await until(() => ws.refused.length === 1)
    expect(ws.refused).toEqual(['1.0.2 bad_signature'])
    expect(ws.updater.installs).toEqual([])
    ws.stop()
  })

  it('refuses at the quit a checked file that changed on disk since its check', async () => {
    latest = good('1.0.1')
    const ws = await workstation()
    await until(() => ws.verdicts.length === 1)
    // the interval's next check finds the same download kept (electron-updater checks only that it exists) and
    // says `update-downloaded` again: checked again, it passes
    await ws.checkAgain()
    await until(() => ws.verdicts.length === 2)
    expect(ws.verdicts).toEqual(['1.0.1 ok', '1.0.1 ok'])
    await new Promise((resolve) => setImmediate(resolve))
    // someone with the profile folder in a file manager puts another package in its place
    const pending = join(dir, 'cache', 'skin-test-updater', 'pending', fileName('1.0.1'))
    await writeFile(pending, Buffer.from('!<arch>\n… a package of someone else’s making'))
    ws.quit()
    expect(ws.updater.installs).toEqual([])
    expect(ws.installing).toEqual([])
    expect(ws.refused).toEqual(['1.0.1 changed_since_check'])
    expect(await readFile(pending, 'utf8')).toContain('someone else')
    ws.stop()
  })

  it('installs nothing when the app quits with an error, as electron-updater would not', async () => {
    latest = good('1.0.1')
    const ws = await workstation()
    await until(() => ws.verdicts.length === 1)
    await new Promise((resolve) => setImmediate(resolve))
    ws.quit(1)
    expect(ws.updater.installs).toEqual([])
    ws.stop()
  })
})
