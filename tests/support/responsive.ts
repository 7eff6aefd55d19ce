/** The assertion on main's responsiveness, for tests (the loop watch itself also runs outside vitest). */
import { expect } from 'vitest'
import type { LoopFigures } from './loopWatch'

/** How long main's own work may hold a timer back while the queue works. */
export const RESPONSIVE_MS = 250

/**
 * A timer scheduled during the run was never held back by main's own work for RESPONSIVE_MS or more. Lateness
 * while the process waited for a core (two test files on a 2-core machine) does not count: see `worstBusyLateMs`.
 */
export function expectResponsive(figures: LoopFigures): void {
  expect(figures.firings, 'the watch timer never fired').toBeGreaterThan(0)
  expect(
    figures.worstBusyLateMs,
    `main's event loop was blocked: a timer fired ${figures.worstBusyLateMs} ms late while the process ran ` +
      `(${figures.worstLateMs} ms late by the wall clock)`,
  ).toBeLessThan(RESPONSIVE_MS)
}
