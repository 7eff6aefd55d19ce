/**
 * The privacy screen's lock: after `minutes` without input (0: never) the workstation is locked until `unlock`.
 * Input is any pointer, key, wheel or touch on the window; `paused` (a capture is open) stops the count, and it
 * starts again from nothing when the pause ends. On unlock the focus goes back to where it was, or to the screen's
 * heading.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { createIdleTimer } from './idleTimer'

const inputEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

export function useIdleLock(minutes: number, paused: boolean): { locked: boolean; unlock: () => void } {
  const [locked, setLocked] = useState(false)
  /** The control that had the focus when the lock came. */
  const focusBefore = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (locked || paused || minutes <= 0) return
    const timer = createIdleTimer(minutes * 60_000, () => {
      focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setLocked(true)
    })
    const activity = () => timer.activity()
    // Capture phase: a handler that stops an event further down still counts as use.
    for (const type of inputEvents) window.addEventListener(type, activity, { capture: true, passive: true })
    timer.start()
    return () => {
      timer.stop()
      for (const type of inputEvents) window.removeEventListener(type, activity, { capture: true })
    }
  }, [locked, paused, minutes])

  /** Whether the lock was on at the last render, so the focus moves only when it goes. */
  const wasLocked = useRef(false)
  useEffect(() => {
    if (locked || !wasLocked.current) {
      wasLocked.current = locked
      return
    }
    wasLocked.current = false
    const before = focusBefore.current
    focusBefore.current = null
    // Runs once the screen below is no longer inert: back to the control, else to the open screen's heading.
    const target =
      before?.isConnected && before !== document.body
        ? before
        : document.querySelector<HTMLElement>('main h1')
    if (!target) return
    if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [locked])

  return { locked, unlock: useCallback(() => setLocked(false), []) }
}
