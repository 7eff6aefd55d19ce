/**
 * rekeyDatabaseFile off main's thread (issue 30: a 100 MB cache held main's event loop 1.2 s, `npm run bench
 * key-change`): in a worker thread (store/sealing/keyChangeWorker.ts), the built `key-change-worker.js` beside main's
 * bundle, or the .ts file through tsx when main runs from source. Where no worker can run (the file is not there,
 * or it does not start), the rekey runs in main as before: slower to answer, never a different result. The keys
 * go to the worker by structured clone, within this process.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { logFor } from '../../log/log'
import { DatabaseKeyError, rekeyDatabaseFile } from '../accountDb/db'

/** The built worker's file name: an entry of electron.vite.config.ts, beside out/main/index.js. */
export const KEY_CHANGE_WORKER = 'key-change-worker.js'

type Outcome = ReturnType<typeof rekeyDatabaseFile>
type Answer = { ok: true; done: Outcome } | { ok: false; keyError: boolean; message: string }

function workerSource(): { file: string; eval: boolean } | null {
  if (__filename.endsWith('.ts')) {
    // Node 20's workers ignore `--import`: register tsx's require hook, then load the source
    const tsxApi = createRequire(__filename).resolve('tsx/cjs/api')
    const source = join(__dirname, 'keyChangeWorker.ts')
    return {
      file: `require(${JSON.stringify(tsxApi)}).register(); require(${JSON.stringify(source)})`,
      eval: true,
    }
  }
  const file = join(__dirname, KEY_CHANGE_WORKER)
  return existsSync(file) ? { file, eval: false } : null
}

/** The worker's answer; null when it did not run to an answer (it could not start, or it died). */
function inWorker(path: string, from: Uint8Array, to: Uint8Array): Promise<Answer | null> {
  const source = workerSource()
  if (!source) return Promise.resolve(null)
  return new Promise((resolve) => {
    let answered = false
    const worker = new Worker(source.file, { eval: source.eval, workerData: { path, from, to } })
    worker.once('message', (answer: Answer) => {
      answered = true
      resolve(answer)
    })
    worker.once('error', (e) => {
      logFor('data key').warn('the key change worker stopped; the rekey runs in main:', e)
      resolve(null)
    })
    worker.once('exit', () => {
      if (!answered) resolve(null)
    })
  })
}

export async function rekeyDatabaseOffThread(
  path: string,
  from: Uint8Array,
  to: Uint8Array,
): Promise<Outcome> {
  const answer = await inWorker(path, from, to)
  if (answer === null) return rekeyDatabaseFile(path, from, to)
  if (answer.ok) return answer.done
  if (answer.keyError) throw new DatabaseKeyError(path)
  throw new Error(answer.message)
}
