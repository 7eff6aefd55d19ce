/**
 * electron-builder.yml, read and validated by electron-builder's own loader and schema, and what it promises:
 * the installer targets per OS, the fuses flipped into the Electron binary (through electron-builder's own fuse
 * mapping and the real @electron/fuses, on a stand-in binary carrying Electron's fuse wire: no Electron binary can
 * be downloaded here), the native modules unpacked, and no signing secret in the repository.
 * The packaged file list itself is checked by tests/electron/packaged-app.test.ts, which runs electron-builder.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FuseV1Options, FuseVersion, getCurrentFuseWire, flipFuses, type FuseConfig } from '@electron/fuses'
import { LinuxPackager, type Configuration } from 'electron-builder'
import { minimatch } from 'minimatch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DebugLogger } from 'builder-util'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { expectPackagedFuses, fuseBinaryBytes } from '../support/fuseWire'

const projectRoot = resolve(__dirname, '..', '..')
let config: Configuration
let dir: string

beforeAll(async () => {
  config = await getConfig(projectRoot, null, null)
  dir = await mkdtemp(join(tmpdir(), 'skin-fuses-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A stand-in binary whose 9 fuses are all `state` (tests/support/fuseWire.ts). */
async function standInBinary(state: '0' | '1'): Promise<string> {
  const file = join(dir, `electron-${state}`)
  await writeFile(file, fuseBinaryBytes(state.repeat(9)))
  return file
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('builds AppImage and deb on Linux, NSIS on Windows, dmg on macOS, into dist/', () => {
    const targets = (platform: { target?: unknown } | null | undefined) => platform?.target
    expect(targets(config.linux)).toEqual(['AppImage', 'deb'])
    expect(targets(config.win)).toEqual(['nsis'])
    expect(targets(config.mac)).toEqual(['dmg'])
    expect(config.directories?.output).toBe('dist')
    expect(config.asar).toBe(true)
  })

  it('flips the six fuses the issue names (and file:// privileges off), leaving the others as Electron ships them', async () => {
    // electron-builder's own mapping from the config to @electron/fuses' options (what it runs at package time).
    const packager = LinuxPackager.prototype as unknown as {
      generateFuseConfig(fuses: NonNullable<Configuration['electronFuses']>): Promise<FuseConfig>
    }
    const fuses = await packager.generateFuseConfig.call(null, config.electronFuses ?? {})
    for (const state of ['0', '1'] as const) {
      const binary = await standInBinary(state)
      await flipFuses(binary, fuses)
      const wire = await getCurrentFuseWire(binary)
      expect(wire.version).toBe(FuseVersion.V1)
      expectPackagedFuses(wire)
      // Not set by us: stays as the binary had it.
      expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(state.charCodeAt(0))
    }
  })

  it('unpacks every native module the app loads (their .node files cannot be loaded from inside an archive)', () => {
    const unpack = [config.asarUnpack ?? []].flat()
    const unpacked = (path: string) => unpack.some((glob) => minimatch(path, glob, { dot: true }))
    for (const file of [
      'node_modules/better-sqlite3-multiple-ciphers/build/Release/better_sqlite3.node',
      'node_modules/@github/keytar/build/Release/keytar.node',
      'node_modules/sharp/lib/index.js',
      'node_modules/@img/sharp-linux-x64/lib/sharp-linux-x64.node',
      'node_modules/@img/sharp-libvips-linux-x64/lib/libvips-cpp.so',
    ]) {
      expect(unpacked(file), file).toBe(true)
    }
    expect(unpacked('out/main/index.js')).toBe(false)
  })

  it('rebuilds native modules for Electron at package time, from prebuilt binaries where they exist', () => {
    expect(config.npmRebuild).toBe(true)
    expect(config.buildDependenciesFromSource).toBe(false)
  })

  it('holds no signing secret: certificates, passwords and Apple credentials come from the environment', async () => {
    const text = await readFile(join(projectRoot, 'electron-builder.yml'), 'utf8')
    const settings = text.split('\n').filter((line) => !line.trim().startsWith('#'))
    for (const key of [
      'certificateFile',
      'certificatePassword',
      'cscLink',
      'cscKeyPassword',
      'appleId',
      'password',
    ]) {
      expect(settings.join('\n')).not.toMatch(new RegExp(`\\b${key}\\s*:`, 'i'))
    }
    expect(config.mac?.hardenedRuntime).toBe(true)
    expect(config.mac?.extendInfo).toMatchObject({ NSCameraUsageDescription: expect.any(String) })
  })

  it('never builds a Windows or macOS installer unsigned (issue 30)', () => {
    expect(config.forceCodeSigning).toBe(true)
    // and an update's installer is checked against the publisher of the certificate (electron-updater)
    expect(config.win?.verifyUpdateCodeSignature).toBe(true)
  })

  it('publishes to the release workflow’s GitHub release, which electron-updater reads', () => {
    expect(config.publish).toMatchObject({ provider: 'github' })
  })
})
