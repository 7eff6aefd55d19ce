/**
 * The privacy screen's clock (./idleTimer.ts) with fake timers: idle once the minutes pass
 * without input, input starts the count again, once only until started again, nothing after stop, and a clock set
 * back or a computer woken from sleep.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleTimer } from './idleTimer'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('idle timer', () => {
  it('calls onIdle once, when the time has passed without input', () => {
    const onIdle = vi.fn()
    createIdleTimer(5 * MINUTE, onIdle).start()
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('counts again from the last input', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer(5 * MINUTE, onIdle)
    timer.start()
    vi.advanceTimersByTime(4 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(4 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('keeps one timer however often input comes', () => {
    const timer = createIdleTimer(5 * MINUTE, vi.fn())
    timer.start()
    for (let i = 0; i < 1000; i += 1) {
      vi.advanceTimersByTime(10)
      timer.activity()
    }
    expect(vi.getTimerCount()).toBe(1)
  })

  it('ignores input after onIdle until started again, and then counts from the start', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer(MINUTE, onIdle)
    timer.start()
    vi.advanceTimersByTime(MINUTE)
    timer.activity()
    expect(vi.getTimerCount()).toBe(0)
    timer.start()
    vi.advanceTimersByTime(MINUTE - 1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(2)
  })

  it('does nothing once stopped', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer(MINUTE, onIdle)
    timer.start()
    vi.advanceTimersByTime(30_000)
    timer.stop()
    timer.activity()
    vi.advanceTimersByTime(10 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts the time a sleeping computer did not run its timers', () => {
    const onIdle = vi.fn()
    createIdleTimer(5 * MINUTE, onIdle).start()
    vi.advanceTimersByTime(MINUTE)
    // Asleep for an hour: the wall clock moved on, the timer had not fired yet.
    vi.setSystemTime(Date.now() + 60 * MINUTE)
    vi.advanceTimersByTime(4 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('counts from now when the clock is set back, rather than wait for it to catch up', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer(5 * MINUTE, onIdle)
    timer.start()
    vi.advanceTimersByTime(MINUTE)
    timer.activity()
    vi.setSystemTime(Date.now() - 120 * MINUTE)
    vi.advanceTimersByTime(4 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })
})
