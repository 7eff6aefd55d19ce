// Electron's binary as `npm install` fetched it, or null where it is missing (ELECTRON_SKIP_BINARY_DOWNLOAD=1, or a
// machine that cannot download it). `npm start` and `npm run dist` both ask before they do anything.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export function electronBinary() {
  try {
    const path = require('electron')
    return typeof path === 'string' && existsSync(path) ? path : null
  } catch {
    return null
  }
}
