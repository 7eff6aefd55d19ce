/** The built renderer (out/renderer) the browser benches load: built here when it is missing. */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../src-main/browser-host/launch'

export function ensureBuiltRenderer(): string {
  const dir = join(projectRoot, 'out', 'renderer')
  if (!existsSync(join(dir, 'index.html'))) {
    console.log('building the app (npx electron-vite build)…')
    execFileSync('npx', ['electron-vite', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  }
  return dir
}
