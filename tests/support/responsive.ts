/** The assertion on main's responsiveness, for tests (the loop watch itself also runs outside vitest). */
import { expect } from 'vitest'
import type { LoopFigures } from './loopWatch'

/** How late a timer may fire while the queue works. Generous: a 2-core machine running several test files. */
export const RESPONSIVE_MS = 250

/** A timer scheduled during the run fired on time, every time, within RESPONSIVE_MS. */
export function expectResponsive(figures: LoopFigures): void {
  expect(figures.firings, 'the watch timer never fired').toBeGreaterThan(0)
  expect(
    figures.worstLateMs,
    `main's event loop was blocked: a timer fired ${figures.worstLateMs} ms late`,
  ).toBeLessThan(RESPONSIVE_MS)
}
