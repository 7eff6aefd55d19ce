/**
 * The app as electron-builder packages it, run from its app.asar without a checkout.
 *
 * electron-builder itself (`--dir`, Linux, the project's electron-builder.yml) packs the built `out/` and the
 * production node_modules. Electron's binary cannot be downloaded here, so a stand-in file carrying Electron's
 * fuse wire takes its place (`electronDist`), and native modules keep the Node ABI (`npmRebuild` off: Electron's
 * headers cannot be downloaded either). What this proves:
 * - the asar holds main, preload, service and its workers, the renderer with the face-guidance models and the
 *   pdf.js assets, the report fonts and the service's face models; native modules sit in app.asar.unpacked;
 *   no sources, tests or source maps; the icons and licences land in resources/;
 * - electron-builder flips the fuses in the binary it packages;
 * - main, loaded from `<resources>/app.asar/out/main/index.js` (the asar extracted to a folder of that name, as
 *   plain Node cannot read an asar) with a recording stand-in for `electron` that says `isPackaged`, finds its
 *   preload, renderer and demo service inside the package, and the demo service runs from there (face models,
 *   worker threads, fonts): nothing is read from the checkout, since nothing outside the package is on the
 *   module path of a folder under the system's temp folder;
 * - updates stay off without the administrator's policy: electron-updater is never loaded.
 * What only a release machine proves: the real Electron binary, Electron's own asar reading and integrity check,
 * native modules rebuilt for Electron's ABI, the installers, signing and notarization (README "Building installers").
 */
import { execFile } from 'node:child_process'
import type { OutcomeOf } from '../../src-shared/contract'
import { connectDemoAsAdmin } from '../support/operators'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { extractAll, listPackage, statFile } from '@electron/asar'
import { getCurrentFuseWire } from '@electron/fuses'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPC_PREFIX } from '../../src-shared/contract'
import { faceSources } from '../../src-service/seed/facePhotos'
import { expectPackagedFuses, fuseBinaryBytes } from '../support/fuseWire'
import { createElectronStandIn, hookElectron, until, type ElectronRecord } from '../support/electronStandIn'

const run = promisify(execFile)
const projectRoot = resolve(__dirname, '..', '..')
const load = createRequire(__filename)
const EXECUTABLE = 'skin-analysis-workstation'

let dir: string
let resources: string
let archive: string
let files: Set<string>
let record: ElectronRecord
let unhook: () => void
const loaded: string[] = []

/** A file in Electron's binary's place: the fuse sentinel and a V1 wire of 8 fuses, as Electron ships them. */
async function standInElectron(into: string): Promise<void> {
  await mkdir(join(into, 'resources'), { recursive: true })
  await writeFile(join(into, 'electron'), fuseBinaryBytes('10111100', '#!/bin/false\n'), { mode: 0o755 })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-packaged-'))
  await standInElectron(join(dir, 'electron-dist'))
  await run(
    'npx',
    [
      'electron-builder',
      '--dir',
      '--linux',
      '--x64',
      '--publish',
      'never',
      '-c.npmRebuild=false',
      `-c.electronDist=${join(dir, 'electron-dist')}`,
      `-c.directories.output=${join(dir, 'dist')}`,
      // The release workflow names its repository the same way (.github/workflows/release.yml).
      '-c.publish.owner=clinic-it',
      '-c.publish.repo=skin-analysis-workstation',
    ],
    { cwd: projectRoot, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' }, maxBuffer: 1 << 24 },
  )
  resources = join(dir, 'dist', 'linux-unpacked', 'resources')
  archive = join(resources, 'app.asar')
  files = new Set(listPackage(archive, { isPack: false }).map((file) => file.split(sep).join('/')))
}, 600_000)

afterAll(async () => {
  if (record) {
    for (const listener of record.appListeners.get('before-quit') ?? []) listener()
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const { child } of record.utilityForks) if (child.exitCode === null) child.kill('SIGKILL')
  }
  unhook?.()
  await rm(dir, { recursive: true, force: true })
})

/** Whether the archive lists the file, and whether its bytes sit in app.asar.unpacked. */
const entry = (path: string) => {
  if (!files.has(`/${path}`)) return null
  const stat = statFile(archive, path, false) as { unpacked?: boolean }
  return { unpacked: stat.unpacked === true }
}

describe('the package electron-builder makes', () => {
  it('holds main, preload, the demo service and its workers, and the renderer', () => {
    for (const file of [
      'package.json',
      'out/main/index.js',
      'out/main/service.js',
      'out/main/service-analysis-worker.js',
      'out/main/service-report-worker.js',
      'out/preload/index.js',
      'out/renderer/index.html',
    ]) {
      expect(entry(file), file).toEqual({ unpacked: false })
    }
    expect([...files].some((file) => /^\/out\/renderer\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true)
  })

  it("holds the renderer's face-guidance models and pdf.js assets, the report fonts and the service's face models", () => {
    for (const file of [
      'out/renderer/face-guidance/tiny_face_detector_model.bin',
      'out/renderer/face-guidance/face_landmark_68_tiny_model.bin',
      'out/renderer/face-guidance/tfjs-backend-wasm-simd.wasm',
      'out/renderer/pdfjs/standard_fonts/LiberationSans-Regular.ttf',
      'out/renderer/pdfjs/wasm/openjpeg.wasm',
      'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      'node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
      'node_modules/@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
      'node_modules/@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
      'node_modules/@vladmandic/face-api/model/ssd_mobilenetv1_model.bin',
      'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
      // The demo service's patients are seeded from these photos.
      ...[...new Set(faceSources.map((source) => source.sample))].map(
        (sample) => `node_modules/@vladmandic/face-api/demo/sample${sample}.jpg`,
      ),
    ]) {
      expect(entry(file), file).not.toBeNull()
    }
  })

  it('unpacks the native modules (SQLite, keytar, sharp and its libvips) to app.asar.unpacked', () => {
    const nativeFiles = [...files].filter((file) => /\.node$|\.so(\.\d+)*$/.test(file))
    expect(nativeFiles.length).toBeGreaterThan(0)
    for (const file of nativeFiles) {
      expect(entry(file.slice(1)), file).toEqual({ unpacked: true })
      expect(existsSync(join(`${archive}.unpacked`, file)), file).toBe(true)
    }
    for (const name of ['better_sqlite3.node', 'keytar.node', 'sharp-linux-x64', 'libvips-cpp.so']) {
      expect(
        nativeFiles.some((file) => file.split('/').pop()?.startsWith(name)),
        name,
      ).toBe(true)
    }
  })

  it('leaves out sources, tests, source maps, face-api’s demo code, unused font weights and the SQLite build tree', () => {
    const unwanted = [...files].filter(
      (file) =>
        file.startsWith('/src-') ||
        file.startsWith('/tests/') ||
        file.startsWith('/scripts/') ||
        file.endsWith('.map') ||
        /^\/node_modules\/@vladmandic\/face-api\/demo\/(?!sample\d\.jpg$)./.test(file) ||
        /\/noto-sans(-jp)?\/\d00(?!Regular(\/|$)|Bold(\/|$))/.test(file) ||
        file.startsWith('/node_modules/better-sqlite3-multiple-ciphers/deps/') ||
        file.startsWith('/node_modules/better-sqlite3-multiple-ciphers/build/Release/obj'),
    )
    expect(unwanted).toEqual([])
    // Renderer-only packages are bundled by vite: none is in the package as a module.
    for (const name of ['react', 'pdfjs-dist', 'chart.js', '@napi-rs']) {
      expect(files.has(`/node_modules/${name}`), name).toBe(false)
    }
  })

  it('flips the fuses in the Electron binary it packages', async () => {
    expectPackagedFuses(await getCurrentFuseWire(join(dir, 'dist', 'linux-unpacked', EXECUTABLE)))
  })

  it('puts the window icons and the licence texts beside the app (extraResources)', () => {
    expect(existsSync(join(resources, 'icons', '512x512.png'))).toBe(true)
    expect(existsSync(join(resources, 'licenses', 'README.md'))).toBe(true)
  })

  it("writes electron-updater's feed file from the publish settings", async () => {
    const feed = await readFile(join(resources, 'app-update.yml'), 'utf8')
    expect(feed).toMatch(/^provider: github$/m)
    expect(feed).toMatch(/^owner: clinic-it$/m)
    expect(feed).toMatch(/^repo: skin-analysis-workstation$/m)
  })
})

describe('main, run from the package (app.isPackaged)', () => {
  const appDir = () => join(dir, 'installed', 'resources', 'app.asar')
  const call = async (channel: string, args: unknown = {}) => {
    const handler = record.ipcHandlers.get(IPC_PREFIX + channel)
    if (!handler) throw new Error(`${channel} is not bound`)
    return handler({ senderFrame: { url: 'app://workstation/index.html' } }, args) as Promise<{
      ok: boolean
      value?: unknown
    }>
  }

  beforeAll(async () => {
    // Plain Node cannot read an asar: its files go to a folder of the same name, in an installed layout.
    extractAll(archive, appDir())
    for (const extra of ['icons', 'licenses']) {
      await cp(join(resources, extra), join(dir, 'installed', 'resources', extra), { recursive: true })
    }
    const processWithResources = process as NodeJS.Process & { resourcesPath?: string }
    processWithResources.resourcesPath = join(dir, 'installed', 'resources')
    const standIn = createElectronStandIn(
      { userData: join(dir, 'userData'), documents: join(dir, 'documents'), logs: join(dir, 'logs') },
      { isPackaged: true },
    )
    record = standIn.record
    unhook = hookElectron(standIn.module, loaded)
    load(join(appDir(), 'out', 'main', 'index.js'))
    await until(() => record.windows.length === 1)
  }, 120_000)

  it('finds its preload, its window icon (in resources/, beside the asar) and serves its renderer from inside the package', async () => {
    const icon = String(record.windows[0]?.options.icon)
    expect(icon).toBe(join(dir, 'installed', 'resources', 'icons', '512x512.png'))
    expect(existsSync(icon)).toBe(true)
    const preload = String(record.windows[0]?.options.webPreferences?.preload)
    expect(preload).toBe(join(appDir(), 'out', 'preload', 'index.js'))
    expect(existsSync(preload)).toBe(true)
    const handler = record.protocolHandlers.get('app')
    if (!handler) throw new Error('app:// is not handled')
    const page = await handler(new Request('app://workstation/index.html'))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
  })

  it(
    'runs the demo service from the package: its bundle, face models, workers and data in userData',
    { timeout: 120_000 },
    async () => {
      // the demo's first start: its first administrator (issue 27), as the first-start screen makes them
      expect(
        await connectDemoAsAdmin((channel, args) => call(channel, args) as Promise<OutcomeOf<unknown>>),
      ).toMatchObject({ ok: true, value: { connected: true, mode: 'demo' } })
      expect(record.utilityForks.map(({ modulePath }) => modulePath)).toEqual([
        join(appDir(), 'out', 'main', 'service.js'),
      ])
      expect(record.utilityForks[0]?.args).toContain(join(dir, 'userData', 'demo-service'))
      const datasets = (await call('datasets.list')) as { value: { results: { name: string }[] } }
      expect(datasets.value.results.map((dataset) => dataset.name)).toContain('Main clinic')
    },
  )

  it('has its own menu without developer tools, and a window that cannot open them', () => {
    const menus = JSON.stringify(record.menus)
    expect(record.menus).toHaveLength(1)
    expect(menus).toContain('togglefullscreen')
    expect(menus).not.toMatch(/toggleDevTools|forceReload|reload/i)
    expect(record.windows[0]?.options.webPreferences?.devTools).toBe(false)
  })

  it('keeps its data in userData and its log in the OS logs folder', async () => {
    expect(existsSync(join(dir, 'userData'))).toBe(true)
    expect(await readFile(join(dir, 'logs', 'main.log'), 'utf8')).toMatch(/start: version/)
  })

  it('leaves updates off without an administrator’s policy: electron-updater is never loaded', () => {
    expect(existsSync('/etc/skin-analysis-workstation/policy.json')).toBe(false)
    expect(loaded).not.toContain('electron-updater')
  })
})
