/**
 * Main's idle lock (idleLock.ts) with a stand-in desk and a fake clock (vitest's timers: no real waiting): it locks
 * once the idle minutes pass without input, by the page's reports or by the system's idle time; a sign-in starts the
 * page's clock; a capture's hold gives at most CAPTURE_HOLD_MAX_MS more, then it locks anyway; off at 0 minutes; and it
 * looks at the clock by itself, when the limit would be reached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperatorStatus } from '../../../src-shared/contract'
import { CAPTURE_HOLD_MAX_MS, createIdleLock, idleLockDue } from './idleLock'

const MINUTE = 60_000
const operator = { id: 'op-1', name: 'Ann', role: 'clinician' as const }

function standInDesk() {
  let state: OperatorStatus['state'] = 'signedIn'
  const locks: number[] = []
  return {
    locks,
    set: (next: OperatorStatus['state']) => (state = next),
    desk: {
      status: (): OperatorStatus => ({ state, operator: state === 'signedOut' ? null : operator }),
      lock: async (): Promise<OperatorStatus> => {
        locks.push(Date.now())
        state = 'locked'
        return { state, operator }
      },
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('idleLockDue', () => {
  it('is due at the minutes, a hold adds at most the bound, and 0 minutes is never', () => {
    expect(idleLockDue(5 * MINUTE - 1, 5, false)).toEqual({ due: false, inMs: 1 })
    expect(idleLockDue(5 * MINUTE, 5, false).due).toBe(true)
    expect(idleLockDue(5 * MINUTE, 5, true)).toEqual({ due: false, inMs: CAPTURE_HOLD_MAX_MS })
    expect(idleLockDue(5 * MINUTE + CAPTURE_HOLD_MAX_MS, 5, true).due).toBe(true)
    expect(idleLockDue(10_000 * MINUTE, 0, false).due).toBe(false)
  })
})

describe("main's idle lock", () => {
  it("locks after the minutes without the page's input, counting from the last input", async () => {
    const { desk, locks } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 2, operators: () => desk })
    vi.advanceTimersByTime(90_000)
    idle.activity()
    vi.advanceTimersByTime(2 * MINUTE - 1)
    expect(await idle.check()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await idle.check()).toBe(true)
    expect(locks).toHaveLength(1)
    // locked: nothing more to do
    expect(await idle.check()).toBe(false)
    expect(locks).toHaveLength(1)
  })

  it('looks at the clock by itself when the limit would be reached', async () => {
    const { desk, locks } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 1, operators: () => desk })
    idle.start()
    await vi.advanceTimersByTimeAsync(MINUTE - 1_000)
    expect(locks).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(locks).toHaveLength(1)
    idle.stop()
    expect(vi.getTimerCount()).toBe(0)
  })

  it("takes the system's idle time where the host has one (input anywhere on the computer counts)", async () => {
    const { desk, locks } = standInDesk()
    let systemIdle = 0
    const idle = createIdleLock({
      minutes: async () => 5,
      operators: () => desk,
      systemIdleSeconds: () => systemIdle,
    })
    vi.advanceTimersByTime(20 * MINUTE)
    // someone used the computer a minute ago: not idle
    systemIdle = 60
    expect(await idle.check()).toBe(false)
    systemIdle = 5 * 60
    expect(await idle.check()).toBe(true)
    expect(locks).toHaveLength(1)
  })

  it("counts from a sign-in or an unlock on the page's clock", async () => {
    const { desk, set } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 5, operators: () => desk })
    set('locked')
    vi.advanceTimersByTime(30 * MINUTE)
    set('signedIn')
    idle.operatorChanged(desk.status())
    vi.advanceTimersByTime(4 * MINUTE)
    expect(await idle.check()).toBe(false)
    vi.advanceTimersByTime(MINUTE)
    expect(await idle.check()).toBe(true)
  })

  it('sees a sign-in that comes while a check runs (the clock starts)', async () => {
    const { desk, locks, set } = standInDesk()
    set('locked')
    const idle = createIdleLock({ minutes: async () => 1, operators: () => desk })
    idle.start()
    set('signedIn')
    idle.operatorChanged(desk.status())
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(locks).toHaveLength(1)
    idle.stop()
  })

  it('lets a capture hold the lock off for a bounded time past the limit, then locks anyway', async () => {
    const { desk, locks, set } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 1, operators: () => desk })
    idle.start()
    await idle.hold(true)
    // a capture that stays open with nobody at the keyboard
    await vi.advanceTimersByTimeAsync(MINUTE + CAPTURE_HOLD_MAX_MS - 1_000)
    expect(locks).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(locks).toHaveLength(1)

    // the hold ends with the lock: after the unlock it counts the plain minutes again
    set('signedIn')
    idle.operatorChanged(desk.status())
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(locks).toHaveLength(2)
    idle.stop()
  })

  it('locks at once when a hold ends past the limit', async () => {
    const { desk, locks } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 1, operators: () => desk })
    await idle.hold(true)
    vi.advanceTimersByTime(3 * MINUTE)
    expect(await idle.check()).toBe(false)
    expect(await idle.hold(false)).toBe(true)
    expect(locks).toHaveLength(1)
  })

  it('never locks at 0 minutes, nor with nobody signed in', async () => {
    const { desk, locks, set } = standInDesk()
    let minutes = 0
    const idle = createIdleLock({ minutes: async () => minutes, operators: () => desk })
    vi.advanceTimersByTime(600 * MINUTE)
    expect(await idle.check()).toBe(false)
    minutes = 5
    set('signedOut')
    expect(await idle.check()).toBe(false)
    await expect(createIdleLock({ minutes: async () => 5, operators: () => null }).check()).resolves.toBe(
      false,
    )
    expect(locks).toEqual([])
  })

  it('counts from now when the clock is set back', async () => {
    const { desk } = standInDesk()
    const idle = createIdleLock({ minutes: async () => 5, operators: () => desk })
    vi.setSystemTime(Date.now() - 120 * MINUTE)
    vi.advanceTimersByTime(4 * MINUTE)
    // seen at this look: the minutes count from here
    expect(await idle.check()).toBe(false)
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(await idle.check()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await idle.check()).toBe(true)
  })
})
