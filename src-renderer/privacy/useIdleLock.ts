/**
 * The idle lock: after `minutes` without input (0: never) `lock` is called (main locks the workstation; the lock
 * screen follows from its state). Input is any pointer, key, wheel or touch on the window; `paused` (a capture is
 * open) stops the count, and it starts again from nothing when the pause ends. The control that had the focus when
 * the lock came gets it back once `locked` goes, else the open screen's heading.
 */
import { useEffect, useRef } from 'react'
import { createIdleTimer } from './idleTimer'

const inputEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

/** The control with the focus now (kept when the lock comes, by the idle timer or "Lock now"). */
export function focusedControl(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null
}

export function useIdleLock(options: {
  minutes: number
  paused: boolean
  locked: boolean
  lock: (focusBefore: HTMLElement | null) => void
}): { rememberFocus: (element: HTMLElement | null) => void } {
  const { minutes, paused, locked, lock } = options
  /** The control that had the focus when the lock came. */
  const focusBefore = useRef<HTMLElement | null>(null)
  const lockRef = useRef(lock)
  lockRef.current = lock

  useEffect(() => {
    if (locked || paused || minutes <= 0) return
    const timer = createIdleTimer(minutes * 60_000, () => {
      focusBefore.current = focusedControl()
      lockRef.current(focusBefore.current)
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

  return {
    rememberFocus: (element) => {
      focusBefore.current = element
    },
  }
}
