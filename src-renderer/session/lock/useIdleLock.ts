/**
 * The idle lock, the page's part: after `minutes` without input (0: never) `lock` is called (main locks the
 * workstation; the lock screen follows from its state). Input is any pointer, key, wheel or touch on the window;
 * `paused` (a capture is open) stops this count, and it starts again from nothing when the pause ends.
 *
 * Main keeps a clock of its own (src-main/work/operators/idleLock.ts), which holds whatever the page does: the page
 * tells it of input (`operator.activity`, at most every ACTIVITY_REPORT_EVERY_MS; the browser host's clock), and an
 * open capture asks it to hold off (`operator.hold`), which main allows only for a bounded time past the minutes.
 *
 * While locked the screen below is not drawn at all (shell/Shell.tsx): after the lock the control that had the focus
 * is found again by its mark (ui/frame/focusMarks.ts) once the screen has read its data, else the screen's heading.
 */
import { useEffect, useRef } from 'react'
import { skin } from '../../bridge/skin'
import { queryClient } from '../../data/queryClient'
import { findMarked, markOf, screenHeading, type FocusMark } from '../../ui/frame/focusMarks'
import { createActivityReport } from './activityReport'
import { createIdleTimer } from './idleTimer'

const inputEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const
/** How often the focus is looked for after the lock (ms), and how many times at most. */
const FOCUS_LOOK_EVERY_MS = 50
const FOCUS_LOOKS = 100

/** The control with the focus now (kept when the lock comes, by the idle timer or "Lock now"). */
export function focusedControl(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null
}

const ignore = () => undefined

/** Calls `onInput` on every input on the window while mounted (capture phase: a handler that stops it counts too). */
function onInputs(onInput: () => void): () => void {
  for (const type of inputEvents) window.addEventListener(type, onInput, { capture: true, passive: true })
  return () => {
    for (const type of inputEvents) window.removeEventListener(type, onInput, { capture: true })
  }
}

export function useIdleLock(options: {
  minutes: number
  paused: boolean
  locked: boolean
  lock: (focusBefore: HTMLElement | null) => void
}): { rememberFocus: (element: HTMLElement | null) => void } {
  const { minutes, paused, locked, lock } = options
  /** Where the focus was when the lock came (a mark: the element itself goes with the screen). */
  const focusBefore = useRef<FocusMark | null>(null)
  /** The control that had the focus last while unlocked (a lock from main comes unannounced). */
  const lastFocus = useRef<FocusMark | null>(null)
  const lockRef = useRef(lock)
  lockRef.current = lock

  // The page's own count.
  useEffect(() => {
    if (locked || paused || minutes <= 0) return
    const timer = createIdleTimer(minutes * 60_000, () => lockRef.current(focusedControl()))
    const stop = onInputs(() => timer.activity())
    timer.start()
    return () => {
      timer.stop()
      stop()
    }
  }, [locked, paused, minutes])

  // Main's count: it hears of input (refused while locked, so nothing is sent then).
  useEffect(() => {
    if (locked || minutes <= 0) return
    const report = createActivityReport(() => void skin.operator.activity().catch(ignore))
    const stop = onInputs(() => report.input())
    return () => {
      report.stop()
      stop()
    }
  }, [locked, minutes])

  // An open capture asks main to hold its lock off (bounded by main), and lets go when it closes.
  useEffect(() => {
    if (locked || !paused) return
    void skin.operator.hold({ capture: true }).catch(ignore)
    return () => void skin.operator.hold({ capture: false }).catch(ignore)
  }, [locked, paused])

  useEffect(() => {
    if (locked) return
    const remember = (event: FocusEvent) => {
      lastFocus.current = markOf(event.target as Element | null)
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [locked])

  /** Whether the lock was on at the last render, so the focus moves only when it goes. */
  const wasLocked = useRef(false)
  useEffect(() => {
    if (locked && !wasLocked.current) focusBefore.current ??= lastFocus.current
    if (locked || !wasLocked.current) {
      wasLocked.current = locked
      return
    }
    wasLocked.current = false
    const mark = focusBefore.current
    focusBefore.current = null
    // The screen is drawn anew and reads its data again: back to the control once it is there; the heading once
    // nothing is read any more (twice in a row: the last answer drawn) and the control has not come.
    let looks = 0
    let settled = 0
    const timer = window.setInterval(() => {
      looks += 1
      const now = document.activeElement
      // The operator already moved on: leave the focus where it is.
      if (now !== null && now !== document.body) return window.clearInterval(timer)
      settled = queryClient.isFetching() === 0 ? settled + 1 : 0
      const control = mark ? findMarked(mark) : null
      const target = control ?? (settled >= 2 || looks >= FOCUS_LOOKS ? screenHeading() : null)
      if (target || looks >= FOCUS_LOOKS) window.clearInterval(timer)
      target?.focus({ preventScroll: target.tagName === 'H1' })
    }, FOCUS_LOOK_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [locked])

  return {
    rememberFocus: (element) => {
      focusBefore.current = markOf(element)
    },
  }
}
