/**
 * The light periodic probe that notices the service coming back (or going away while nothing is asked of it):
 * while offline, one probe every few seconds; while online, one only after a long silence.
 */
import type { AuthStatus } from '../../src-shared/contract'
import { logFor } from '../log/log'

export interface ConnectivityTiming {
  /** How often the watch looks, and so how often it probes while offline (default 5 s). */
  everyMs: number
  /** While online, probe only when the service has not answered for this long (default 60 s). */
  quietOnlineMs: number
}

export const defaultConnectivityTiming: ConnectivityTiming = { everyMs: 5_000, quietOnlineMs: 60_000 }

export interface ConnectivityDeps {
  status(): AuthStatus
  probe(): Promise<void>
  timing?: Partial<ConnectivityTiming>
  now?: () => number
}

export function createConnectivityWatch(deps: ConnectivityDeps) {
  const timing = { ...defaultConnectivityTiming, ...deps.timing }
  const now = deps.now ?? Date.now
  let timer: ReturnType<typeof setTimeout> | null = null
  let probing: Promise<void> | null = null
  let running = false

  const due = () => {
    const status = deps.status()
    if (!status.connected) return false
    if (!status.online || status.lastOnlineAt === null) return true
    return now() - Date.parse(status.lastOnlineAt) >= timing.quietOnlineMs
  }

  function schedule() {
    if (!running) return
    timer = setTimeout(() => {
      timer = null
      if (!due()) return schedule()
      probing = deps
        .probe()
        .catch((e: unknown) => logFor('connectivity').error('probe failed:', e))
        .finally(() => {
          probing = null
          schedule()
        })
    }, timing.everyMs)
  }

  return {
    start() {
      if (running) return
      running = true
      schedule()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = null
      await probing
    },
  }
}
export type ConnectivityWatch = ReturnType<typeof createConnectivityWatch>
