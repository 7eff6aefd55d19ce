/**
 * The privacy screen's clock: calls `onIdle` once `timeoutMs` have passed since the last input. Input only notes
 * the time (pointer moves come many times a second); one timer looks again when the time would be up. Wall-clock
 * time, so a computer woken from sleep counts the time it slept. Pure: the page's timers and Date.now, nothing of
 * React or the DOM.
 */

export interface IdleTimer {
  /** Counts from now; `onIdle` comes once, and then nothing until `start` again. */
  start(): void
  /** Input came: the time without use starts again (ignored when not started, or after `onIdle`). */
  activity(): void
  stop(): void
}

export function createIdleTimer(timeoutMs: number, onIdle: () => void): IdleTimer {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | null = null

  const stop = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const check = () => {
    const now = Date.now()
    // The clock was set back: count from now rather than wait for it to catch up.
    if (now < last) last = now
    const left = last + timeoutMs - now
    if (left > 0) {
      timer = setTimeout(check, left)
      return
    }
    timer = null
    onIdle()
  }

  return {
    start() {
      stop()
      last = Date.now()
      timer = setTimeout(check, timeoutMs)
    },
    activity() {
      if (timer !== null) last = Date.now()
    },
    stop,
  }
}
