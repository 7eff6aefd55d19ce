// `npm start`: the Electron app, on the built-in demo service by default.
// Electron's binary is fetched by a normal `npm install`; where it is missing, say how to get it.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { electronBinary } from './electronBinary.mjs'
import { electronSqliteBinding } from './electronSqlite.mjs'

if (!electronBinary()) {
  console.error(`
The Electron binary is not installed, so the desktop app cannot start.

  To get it:  node node_modules/electron/install.js   (or: rm -rf node_modules/electron && npm install)
              (a normal install downloads Electron; ELECTRON_SKIP_BINARY_DOWNLOAD=1 skips it)

  Without it: npm run preview:browser
              runs the same app in your web browser, with the built-in demo service.
`)
  process.exit(1)
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
let binding
try {
  binding = electronSqliteBinding(projectRoot)
} catch (e) {
  console.error(
    `${e instanceof Error ? e.message : e}\n\nMeanwhile: npm run preview:browser runs the same app in your browser.`,
  )
  process.exit(1)
}
const env = { ...process.env, SKIN_SQLITE_BINDING: binding }
const status = spawnSync('npx', ['electron-vite', 'preview'], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
})
process.exit(status.status ?? 1)
