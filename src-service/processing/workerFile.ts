import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { WorkerSpec } from './workerPool'

export type WorkerKind = 'analysis' | 'report'

/** The built worker's file name: an entry of electron.vite.config.ts, next to out/main/service.js. */
export const builtWorkerFile = (kind: WorkerKind) => `service-${kind}-worker.js`

/** A worker that registers tsx's require hook, then loads a .ts file (Node 20 workers ignore `--import`). */
export function sourceWorker(file: string): WorkerSpec {
  const tsxApi = createRequire(__filename).resolve('tsx/cjs/api')
  const code = `require(${JSON.stringify(tsxApi)}).register(); require(${JSON.stringify(file)})`
  return { file: code, execArgv: [], eval: true }
}

/**
 * Where a worker is: this folder's .ts file loaded through tsx when the service runs from source (tsx,
 * vitest), or the built file beside the bundle (electron-vite build).
 */
export function workerSpec(kind: WorkerKind): WorkerSpec {
  if (__filename.endsWith('.ts')) return sourceWorker(join(__dirname, `${kind}Worker.ts`))
  const name = builtWorkerFile(kind)
  const file = [join(__dirname, name), join(__dirname, '..', name)].find((path) => existsSync(path))
  if (!file) throw new Error(`The worker ${name} is missing next to ${__filename}`)
  return { file, execArgv: [], eval: false }
}
