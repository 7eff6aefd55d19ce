/**
 * A control found again after its screen was drawn anew (a screen returned to, the lock lifted): by its test id and
 * its place among controls with that id, never by the element itself or its text (a patient's name may be in it).
 */

export type FocusMark = { testId: string; index: number }

/** The mark of `element`'s nearest control with a test id (null: none). */
export function markOf(element: Element | null): FocusMark | null {
  const control = element?.closest('[data-testid]')
  const testId = control?.getAttribute('data-testid')
  if (!control || !testId) return null
  const same = [...document.querySelectorAll(`[data-testid="${CSS.escape(testId)}"]`)]
  return { testId, index: Math.max(0, same.indexOf(control)) }
}

/** The control `mark` names, if it is on the page now. */
export function findMarked(mark: FocusMark): HTMLElement | null {
  const same = document.querySelectorAll<HTMLElement>(`[data-testid="${CSS.escape(mark.testId)}"]`)
  const control = same[mark.index] ?? null
  if (!control) return null
  return control.matches('button, a, input, select, textarea, [tabindex]')
    ? control
    : control.querySelector<HTMLElement>('button, a, input, select, textarea, [tabindex]')
}

/** The open screen's heading, made focusable (null while there is none). */
export function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  return heading
}
