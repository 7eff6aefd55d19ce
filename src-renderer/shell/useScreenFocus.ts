/**
 * Where the keyboard focus goes when the open screen changes: back to the control that opened the screen we
 * return to (the subject row, "Compare visits", …), else to the new screen's heading, never the page start.
 * A control is found again by its test id and its place among controls with that id.
 */
import { useEffect, useRef } from 'react'
import { findMarked, markOf, screenHeading, type FocusMark } from '../ui/frame/focusMarks'

/** `screenKey` names the open screen (and whose it is); call once, in the shell. */
export function useScreenFocus(screenKey: string): void {
  const openers = useRef(new Map<string, FocusMark>())
  const shown = useRef(screenKey)
  const lastFocus = useRef<FocusMark | null>(null)

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocus.current = markOf(event.target as Element | null)
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])

  useEffect(() => {
    const left = shown.current
    if (left === screenKey) return
    if (lastFocus.current) openers.current.set(left, lastFocus.current)
    shown.current = screenKey
    const back = openers.current.get(screenKey) ?? null
    const before = document.activeElement
    let tries = 0
    // Screens load in chunks and read their data first: look again for a moment until it is there.
    const timer = window.setInterval(() => {
      tries += 1
      const now = document.activeElement
      // The operator already moved on (clicked or tabbed into the new screen): leave the focus where it is.
      if (now !== before && now !== null && now !== document.body) return window.clearInterval(timer)
      const target = (back && findMarked(back)) ?? screenHeading()
      if (target || tries > 40) window.clearInterval(timer)
      if (!target) return
      target.focus({ preventScroll: target.tagName === 'H1' })
    }, 50)
    return () => window.clearInterval(timer)
  }, [screenKey])
}
