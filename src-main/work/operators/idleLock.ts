/**
 * Main's idle lock (issue 41): the open account locks once nobody has used the workstation for the idle minutes
 * (the privacy screen's preference; 0: never), whatever the page does. The renderer locks on its own clock as well
 * (src-renderer/session/lock/useIdleLock.ts); this one holds when the page does not (a script, DevTools, a page closed
 * or frozen).
 *
 * Its clock: the system's idle time where the host has one (Electron's powerMonitor, in seconds; every input on the
 * computer counts, the passphrase typed to unlock too), else the time since the page last reported input
 * (`operator.activity`, the browser host), where a sign-in or an unlock counts as input. An open capture may ask to
 * hold the lock off (`operator.hold`): that gives it at most CAPTURE_HOLD_MAX_MS past the idle limit, then it locks
 * anyway. Neither call unlocks anything: both are refused while locked (ipc/access.ts).
 *
 * Main looks at the clock when the limit would be reached (at least every CHECK_AT_MOST_MS, so a changed
 * preference or a clock set forward is seen), when a hold ends, and whenever `check` is called.
 */
import type { OperatorStatus } from '../../../src-shared/contract'
import type { OperatorDesk } from './operatorDesk'

/** How far past the idle limit an open capture may hold the lock off: the one place for it. */
export const CAPTURE_HOLD_MAX_MS = 10 * 60_000
/** The longest main waits before looking at the clock again. */
export const CHECK_AT_MOST_MS = 60_000
/** The shortest: the system's idle time comes in whole seconds. */
const CHECK_AT_LEAST_MS = 1_000

export interface IdleLockDeps {
  /** The idle minutes now (0: the idle lock is off). */
  minutes(): Promise<number>
  /** The open account's operators (null: no account open). */
  operators(): Pick<OperatorDesk, 'status' | 'lock'> | null
  /** The system's idle time in seconds (Electron's powerMonitor.getSystemIdleTime); absent: the page's input. */
  systemIdleSeconds?: () => number
  now?: () => Date
  /** Failures of a check (the preference could not be read): logged by the caller. */
  onError?(error: unknown): void
}

/** Whether the lock is due, and otherwise how long until it would be (with no input meanwhile). Pure. */
export function idleLockDue(
  idleMs: number,
  minutes: number,
  holding: boolean,
): { due: boolean; inMs: number } {
  if (minutes <= 0) return { due: false, inMs: Number.POSITIVE_INFINITY }
  const limit = minutes * 60_000 + (holding ? CAPTURE_HOLD_MAX_MS : 0)
  return idleMs >= limit ? { due: true, inMs: 0 } : { due: false, inMs: limit - idleMs }
}

export function createIdleLock(deps: IdleLockDeps) {
  const now = () => (deps.now ?? (() => new Date()))().getTime()
  /** The last input the page reported, or the last sign-in or unlock (the clock without the system's). */
  let lastInput = now()
  let holding = false
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let checking: Promise<boolean> | null = null
  /** A check asked for while one runs: it runs after (the state it must see may have changed meanwhile). */
  let next: Promise<boolean> | null = null

  const idleMs = (): number => {
    const at = now()
    // the clock was set back: count from now rather than wait for it to catch up
    if (at < lastInput) lastInput = at
    const system = deps.systemIdleSeconds?.()
    return system === undefined || !Number.isFinite(system) ? at - lastInput : system * 1000
  }

  /** The next look in `inMs` (clamped); NaN: none until something starts the clock. */
  const schedule = (inMs: number) => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (!running || Number.isNaN(inMs)) return
    const wait = Math.min(Math.max(inMs, CHECK_AT_LEAST_MS), CHECK_AT_MOST_MS)
    timer = setTimeout(() => void check(), wait)
    timer.unref?.()
  }

  async function look(): Promise<boolean> {
    const desk = deps.operators()
    // nobody signed in, or locked: nothing to count until a sign-in (operatorChanged) starts the clock again
    if (!desk || desk.status().state !== 'signedIn') {
      schedule(Number.NaN)
      return false
    }
    const minutes = await deps.minutes()
    const { due, inMs } = idleLockDue(idleMs(), minutes, holding)
    if (due && desk.status().state === 'signedIn') {
      holding = false
      await desk.lock()
      schedule(Number.NaN)
      return true
    }
    schedule(inMs)
    return false
  }

  /** Locks when the idle time is up; true when it locked. One check at a time, and one more after it. */
  function check(): Promise<boolean> {
    if (checking) {
      next ??= checking.then(() => {
        next = null
        return check()
      })
      return next
    }
    checking = look()
      .catch((e: unknown) => {
        deps.onError?.(e)
        schedule(CHECK_AT_MOST_MS)
        return false
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  return {
    check,
    /** The page had input (the browser host's clock; with the system's idle time it changes nothing). */
    activity(): void {
      lastInput = now()
    },
    /** An open capture holds the lock off (at most CAPTURE_HOLD_MAX_MS past the limit), or lets it go. */
    hold(on: boolean): Promise<boolean> {
      holding = on
      // let go: the lock may be overdue
      return on ? Promise.resolve(false) : check()
    },
    /** Told every operator.changed: a sign-in or unlock counts as input and starts the clock; else a hold ends. */
    operatorChanged(status: OperatorStatus): void {
      if (status.state !== 'signedIn') {
        holding = false
        return
      }
      lastInput = now()
      if (running) void check()
    },
    start(): void {
      running = true
      void check()
    },
    stop(): void {
      running = false
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}
export type IdleLock = ReturnType<typeof createIdleLock>
