/**
 * A worker thread of main that encrypts one closed database again under another key (store/sealing/rekeyOffThread.ts),
 * so main's event loop goes on meanwhile: a rekey is one synchronous SQLite call over every page. Answers once
 * with what rekeyDatabaseFile answered, or that the file opens with neither key.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { DatabaseKeyError, rekeyDatabaseFile } from '../accountDb/db'

const job = workerData as { path: string; from: Uint8Array; to: Uint8Array }
try {
  parentPort?.postMessage({ ok: true, done: rekeyDatabaseFile(job.path, job.from, job.to) })
} catch (e) {
  parentPort?.postMessage({
    ok: false,
    keyError: e instanceof DatabaseKeyError,
    message: e instanceof Error ? e.message : String(e),
  })
}
