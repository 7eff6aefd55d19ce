import { parentPort, type Transferable } from 'node:worker_threads'
import type { WorkerJob, WorkerReply } from './workerProtocol'

/** The worker side of workerPool.ts: answers each job with `handle`'s value (byte arrays are transferred). */
export function serveJobs(handle: (request: unknown) => Promise<unknown>): void {
  const port = parentPort
  if (!port) return
  port.on('message', (job: WorkerJob) => {
    handle(job.request).then(
      (value) => {
        const transfer: Transferable[] =
          value instanceof Uint8Array && value.buffer instanceof ArrayBuffer ? [value.buffer] : []
        port.postMessage({ id: job.id, ok: true, value } satisfies WorkerReply, transfer)
      },
      (error: unknown) => {
        const failure = {
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }
        port.postMessage({ id: job.id, ok: false, error: failure } satisfies WorkerReply)
      },
    )
  })
}
