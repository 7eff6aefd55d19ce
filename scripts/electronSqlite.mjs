// better-sqlite3-multiple-ciphers in node_modules is built for Node (tests, the demo service). Electron's main process needs a
// build for Electron's ABI: this makes one once per Electron version in .electron-native/, beside the Node one,
// using the package's own prebuild-install (a prebuilt binary for Electron), else node-gyp with Electron's headers.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)

export function electronSqliteBinding(projectRoot) {
  const electronVersion = require('electron/package.json').version
  const dir = join(projectRoot, '.electron-native', `electron-${electronVersion}-${process.arch}`)
  const binding = join(dir, 'build', 'Release', 'better_sqlite3.node')
  if (existsSync(binding)) return binding

  console.log(`Preparing SQLite for Electron ${electronVersion} (once)…`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(join(projectRoot, 'node_modules', 'better-sqlite3-multiple-ciphers'), dir, {
    recursive: true,
    filter: (src) => !src.includes(`${join('better-sqlite3-multiple-ciphers', 'build')}`),
  })
  const run = (command, args) =>
    spawnSync(command, args, { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' }).status === 0
  const prebuilt = run('npx', [
    'prebuild-install',
    '--runtime',
    'electron',
    '--target',
    electronVersion,
    '--arch',
    process.arch,
  ])
  const built =
    prebuilt ||
    run('npx', [
      'node-gyp',
      'rebuild',
      '--release',
      `--target=${electronVersion}`,
      '--dist-url=https://electronjs.org/headers',
    ])
  if (!built || !existsSync(binding)) {
    throw new Error(
      'Could not prepare better-sqlite3-multiple-ciphers for Electron (no prebuilt binary and no build tools).',
    )
  }
  return binding
}
