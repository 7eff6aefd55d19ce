/**
 * The page's input told to main (activityReport.ts) with fake timers: the first input at once, a busy stretch as one
 * more call when its time is up, nothing while idle, one timer however much input, nothing after stop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActivityReport } from './activityReport'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('activity report', () => {
  it('tells the first input at once and the last of a busy stretch when its time is up', () => {
    const send = vi.fn()
    const report = createActivityReport(send, 10_000)
    report.input()
    expect(send).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 500; i += 1) {
      vi.advanceTimersByTime(15)
      report.input()
    }
    expect(send).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(10_000 - 500 * 15)
    expect(send).toHaveBeenCalledTimes(2)
    // quiet since: nothing more, and no timer left after the next window
    vi.advanceTimersByTime(60_000)
    expect(send).toHaveBeenCalledTimes(2)
    expect(vi.getTimerCount()).toBe(0)
    // input after a quiet while goes at once again
    report.input()
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('tells nothing after stop', () => {
    const send = vi.fn()
    const report = createActivityReport(send, 10_000)
    report.input()
    report.input()
    report.stop()
    vi.advanceTimersByTime(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
