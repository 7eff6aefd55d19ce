/**
 * The upload worker's loop: a pass, then a sleep until the next capture is due or something wakes it, always
 * through the event loop (worker.ts says why); started and stopped with the account.
 */
import { removeCaptureFiles } from '../../store/accountDb/captureFiles'
import { runOnce } from './workerPass'
import type { WorkerState } from './workerState'

/**
 * Until `ms` have passed (null: until woken) or wake() is called. Always through the event loop: for a wait
 * of 0 or a wake that came during the pass, the next pass still waits for a macrotask (setImmediate).
 */
function sleep(state: WorkerState, ms: number | null): Promise<void> {
  return new Promise((resolve) => {
    if (ms === 0 || state.wokenEarly) {
      state.wokenEarly = false
      setImmediate(resolve)
      return
    }
    const timer = ms === null ? null : setTimeout(done, ms)
    function done() {
      if (timer) clearTimeout(timer)
      state.wakeUp = null
      resolve()
    }
    state.wakeUp = done
  })
}

async function loop(state: WorkerState): Promise<void> {
  const { deps } = state
  // Photos of captures finished before this version deleted them on the spot.
  for (const record of state.queue.list())
    if (record.capture.state === 'done')
      await removeCaptureFiles(deps.dataDir, record.capture.id).catch(deps.onInternalError)
  while (!state.stopping) {
    let wait: number | null
    try {
      wait = await runOnce(state)
    } catch (error) {
      deps.onInternalError?.(error)
      wait = state.timing.offlineMaxMs
    }
    if (!state.stopping) await sleep(state, wait)
  }
}

/** Something changed (a new capture, a session connected): look again now. */
export function wake(state: WorkerState): void {
  if (state.wakeUp) state.wakeUp()
  else state.wokenEarly = true
}

export function start(state: WorkerState): void {
  if (state.running) return
  state.stopping = false
  state.running = loop(state).finally(() => (state.running = null))
}

export async function stop(state: WorkerState): Promise<void> {
  state.stopping = true
  state.current?.controller.abort()
  wake(state)
  await state.running
  state.wokenEarly = false
}
