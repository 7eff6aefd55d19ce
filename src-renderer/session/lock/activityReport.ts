/**
 * The page's input, told to main for its idle lock (`operator.activity`; src-main/work/operators/idleLock.ts), at
 * most once per `everyMs`: the first input at once, and the last one of a busy stretch when the stretch's time is
 * up, so main hears of input at most `everyMs` after it came and never before (it locks late rather than early).
 * Pointer moves come many times a second; this keeps them to a call every few seconds. Pure: the page's timers,
 * nothing of React or the DOM.
 */

/** How often main hears of input at most. */
export const ACTIVITY_REPORT_EVERY_MS = 20_000

export interface ActivityReport {
  /** Input came. */
  input(): void
  /** No more reports (an input waiting to be told is dropped). */
  stop(): void
}

export function createActivityReport(send: () => void, everyMs = ACTIVITY_REPORT_EVERY_MS): ActivityReport {
  let timer: ReturnType<typeof setTimeout> | null = null
  let waiting = false

  const windowEnds = () => {
    timer = null
    if (!waiting) return
    waiting = false
    send()
    timer = setTimeout(windowEnds, everyMs)
  }

  return {
    input() {
      if (timer !== null) {
        waiting = true
        return
      }
      send()
      timer = setTimeout(windowEnds, everyMs)
    },
    stop() {
      if (timer !== null) clearTimeout(timer)
      timer = null
      waiting = false
    },
  }
}
