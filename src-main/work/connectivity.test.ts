import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus } from '../../src-shared/contract'
import { createConnectivityWatch } from './connectivity'

const base: AuthStatus = {
  connected: true,
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c',
  companyName: null,
  keyExpiresAt: null,
  keyAccepted: true,
  online: true,
  lastOnlineAt: null,
}

afterEach(() => {
  vi.useRealTimers()
})

describe('connectivity watch', () => {
  it('probes every tick while offline, and while online only after a quiet minute', async () => {
    vi.useFakeTimers({ now: new Date('2024-06-01T10:00:00Z') })
    let status: AuthStatus = { ...base, online: false, lastOnlineAt: '2024-06-01T09:00:00.000Z' }
    let probes = 0
    const watch = createConnectivityWatch({
      status: () => status,
      probe: async () => {
        probes++
        if (status.online) status = { ...status, lastOnlineAt: new Date().toISOString() }
      },
    })
    watch.start()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(probes).toBe(3)

    status = { ...base, lastOnlineAt: new Date().toISOString() }
    await vi.advanceTimersByTimeAsync(55_000)
    expect(probes).toBe(3)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(probes).toBe(4)

    status = { ...base, connected: false, online: false }
    await vi.advanceTimersByTimeAsync(60_000)
    expect(probes).toBe(4)
    await watch.stop()
  })
})
