// `npm run dist`: this OS's installers in dist/, as electron-builder.yml says (AppImage and deb on Linux, NSIS on
// Windows, dmg on macOS). Extra arguments go to electron-builder (`npm run dist -- --dir`: unpacked only).
// electron-builder downloads Electron and its headers and rebuilds the native modules in node_modules for
// Electron's ABI; afterwards the SQLite addon is rebuilt for Node again, so `npm test` and
// `npm run preview:browser` keep working. A machine without Electron's binary (it could not download it) is told
// so before anything is built or changed.
import { spawnSync } from 'node:child_process'
import { electronBinary } from './electronBinary.mjs'

const shell = process.platform === 'win32'
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell }).status ?? 1

if (!electronBinary()) {
  console.error(`
Building installers needs Electron's binary and headers, downloaded from the internet: this machine has not got
Electron's binary, so nothing was built and nothing was changed.

  On a release machine (internet, and build tools for native modules; on Linux also libsecret-1-dev):
              npm ci && npm run dist
  See README.md, "Building installers", and .github/workflows/release.yml.
`)
  process.exit(1)
}

let status = run('npx', ['electron-vite', 'build'])
if (status === 0) status = run('npx', ['electron-builder', '--publish', 'never', ...process.argv.slice(2)])
// Back to Node's ABI for the tests and the browser host (electron-builder rebuilt it for Electron in place).
const restored = run('npm', ['rebuild', 'better-sqlite3-multiple-ciphers'])
process.exit(status || restored)
