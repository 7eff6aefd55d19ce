import { processImage, type ProcessingDeps } from './processImage'

/** Asynchronous analysis: an uploaded image is analysed after a delay, one image at a time, in upload order. */
export interface Pipeline {
  /** Called after an upload commits. */
  schedule(imageId: string): void
  /** Queues the images left pending by a previous run of the service (no delay). */
  resume(): void
  /** Resolves once nothing is waiting, queued or being analysed. */
  idle(): Promise<void>
  close(): Promise<void>
}

export interface PipelineOptions {
  delayMs: number
  /** Where failures of the pipeline itself are reported (default stderr). */
  report?: (message: string) => void
}

export function createPipeline(deps: ProcessingDeps, options: PipelineOptions): Pipeline {
  const report = options.report ?? ((message: string) => process.stderr.write(`${message}\n`))
  const timers = new Set<NodeJS.Timeout>()
  const queue: string[] = []
  const queued = new Set<string>()
  let running: Promise<void> | null = null
  let closed = false
  let waiters: (() => void)[] = []

  function settleIfIdle(): void {
    if (timers.size > 0 || queue.length > 0 || running) return
    for (const resolve of waiters.splice(0)) resolve()
  }

  async function drain(): Promise<void> {
    for (let id = queue.shift(); id !== undefined && !closed; id = queue.shift()) {
      queued.delete(id)
      try {
        await processImage(deps, id)
      } catch (error) {
        if (!closed)
          report(`Analysis of image ${id} failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }

  function enqueue(imageId: string): void {
    if (closed || queued.has(imageId)) return
    queued.add(imageId)
    queue.push(imageId)
    running ??= drain().finally(() => {
      running = null
      settleIfIdle()
    })
  }

  return {
    schedule(imageId) {
      if (closed) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        enqueue(imageId)
        settleIfIdle()
      }, options.delayMs)
      timers.add(timer)
    },
    resume() {
      for (const id of deps.store.images.pendingIds()) enqueue(id)
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve)
        settleIfIdle()
      })
    },
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      queue.length = 0
      queued.clear()
      await deps.engine.close()
      await running
      for (const resolve of waiters.splice(0)) resolve()
      waiters = []
    },
  }
}
