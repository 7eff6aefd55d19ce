/**
 * Where the keyboard focus goes when the open screen changes: back to the control that opened the screen we
 * return to (the subject row, "Compare visits", …), else to the new screen's heading, never the page start.
 * A control is found again by its test id and its place among controls with that id.
 */
import { useEffect, useRef } from 'react'

type Mark = { testId: string; index: number }

function markOf(element: Element | null): Mark | null {
  const control = element?.closest('[data-testid]')
  const testId = control?.getAttribute('data-testid')
  if (!control || !testId) return null
  const same = [...document.querySelectorAll(`[data-testid="${CSS.escape(testId)}"]`)]
  return { testId, index: Math.max(0, same.indexOf(control)) }
}

function find(mark: Mark): HTMLElement | null {
  const same = document.querySelectorAll<HTMLElement>(`[data-testid="${CSS.escape(mark.testId)}"]`)
  const control = same[mark.index] ?? null
  if (!control) return null
  return control.matches('button, a, input, select, textarea, [tabindex]')
    ? control
    : control.querySelector<HTMLElement>('button, a, input, select, textarea, [tabindex]')
}

/** `screenKey` names the open screen (and whose it is); call once, in the shell. */
export function useScreenFocus(screenKey: string): void {
  const openers = useRef(new Map<string, Mark>())
  const shown = useRef(screenKey)
  const lastFocus = useRef<Mark | null>(null)

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
      const target = (back && find(back)) ?? document.querySelector<HTMLElement>('main h1')
      if (target || tries > 40) window.clearInterval(timer)
      if (!target) return
      if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: target.tagName === 'H1' })
    }, 50)
    return () => window.clearInterval(timer)
  }, [screenKey])
}
