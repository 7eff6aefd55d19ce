import { Worker, type Transferable } from 'node:worker_threads'
import type { WorkerJob, WorkerReply } from './workerProtocol'

export interface WorkerSpec {
  /** A file, or with `eval` the worker's CommonJS source. */
  file: string
  execArgv: string[]
  eval: boolean
}

export interface PoolOptions {
  /** Worker threads at most; default 1. */
  size?: number
  /** A worker idle this long is stopped (its models freed); the next job starts a new one. Default 5 min. */
  idleMs?: number
}

/** A queue of jobs served by a few worker threads, started on demand. */
export interface WorkerPool {
  run(request: unknown, transfer?: Transferable[]): Promise<unknown>
  /** Rejects queued jobs and stops the workers. */
  close(): Promise<void>
}

interface Job extends WorkerJob {
  transfer: Transferable[]
  resolve(value: unknown): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  job: Job | null
  idleTimer: NodeJS.Timeout | null
}

function errorFrom(reply: { name: string; message: string }): Error {
  const error = new Error(reply.message)
  error.name = reply.name
  return error
}

export function createWorkerPool(spec: WorkerSpec, options: PoolOptions = {}): WorkerPool {
  const size = options.size ?? 1
  const idleMs = options.idleMs ?? 300_000
  const slots = new Set<Slot>()
  const queue: Job[] = []
  let nextId = 1
  let closed = false

  function retire(slot: Slot, error: Error | null): void {
    if (!slots.delete(slot)) return
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.job?.reject(error ?? new Error('The analysis worker stopped'))
    slot.job = null
    void slot.worker.terminate()
    dispatch()
  }

  function spawn(): Slot {
    const worker = new Worker(spec.file, { execArgv: spec.execArgv, eval: spec.eval })
    const slot: Slot = { worker, job: null, idleTimer: null }
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job
      if (!job || job.id !== reply.id) return
      slot.job = null
      if (reply.ok) job.resolve(reply.value)
      else job.reject(errorFrom(reply.error))
      dispatch()
    })
    worker.on('error', (error) => retire(slot, error))
    worker.on('exit', () => retire(slot, null))
    slots.add(slot)
    return slot
  }

  function freeSlot(): Slot | null {
    for (const slot of slots) if (!slot.job) return slot
    return slots.size < size ? spawn() : null
  }

  function dispatch(): void {
    if (closed) return
    for (let job = queue[0]; job; job = queue[0]) {
      const slot = freeSlot()
      if (!slot) return
      queue.shift()
      if (slot.idleTimer) clearTimeout(slot.idleTimer)
      slot.idleTimer = null
      slot.job = job
      slot.worker.postMessage({ id: job.id, request: job.request } satisfies WorkerJob, job.transfer)
    }
    for (const slot of slots) {
      if (slot.job || slot.idleTimer) continue
      slot.idleTimer = setTimeout(() => retire(slot, null), idleMs)
      slot.idleTimer.unref()
    }
  }

  return {
    run(request, transfer = []) {
      if (closed) return Promise.reject(new Error('The analysis pool is closed'))
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, request, transfer, resolve, reject })
        dispatch()
      })
    },
    async close() {
      closed = true
      for (const job of queue.splice(0)) job.reject(new Error('The analysis pool is closed'))
      const stopping = [...slots].map((slot) => {
        if (slot.idleTimer) clearTimeout(slot.idleTimer)
        slot.job?.reject(new Error('The analysis pool is closed'))
        return slot.worker.terminate()
      })
      slots.clear()
      await Promise.all(stopping)
    },
  }
}
