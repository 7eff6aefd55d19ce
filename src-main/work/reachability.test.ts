/** "Offline" means a probe could not reach the service; one failed request is that request's own problem. */
import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorInit } from '../api/errors'
import { createReachability, isUnreachable, UnreachableError } from './reachability'

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({ kind: 'network', status: null, method: 'GET', path: '/x/', code: 'x', detail: 'x', ...init })

function world(reachable: () => boolean) {
  const changes: boolean[] = []
  let probes = 0
  const reach = createReachability({
    probe: async () => {
      probes += 1
      return reachable()
    },
    onChange: (online) => changes.push(online),
  })
  return { reach, changes, probes: () => probes }
}

describe('reachability', () => {
  it('passes answers and service errors through without probing', async () => {
    const w = world(() => true)
    expect(await w.reach.run(async () => 42)).toBe(42)
    const busy = apiError({ kind: 'http', status: 503 })
    await expect(w.reach.run(() => Promise.reject(busy))).rejects.toBe(busy)
    expect(w.probes()).toBe(0)
    expect(w.reach.online()).toBe(true)
  })

  it('stays online after a dropped connection when the probe reaches the service', async () => {
    const w = world(() => true)
    const dropped = apiError({ causeCode: 'ECONNRESET' })
    const error = await w.reach.run(() => Promise.reject(dropped)).catch((e: unknown) => e)
    expect(error).toBe(dropped)
    expect(isUnreachable(error)).toBe(false)
    expect(w.probes()).toBe(1)
    expect(w.reach.online()).toBe(true)
    expect(w.changes).toEqual([])
  })

  it('goes offline when the probe cannot reach the service either, and sends nothing until it can', async () => {
    let up = false
    const w = world(() => up)
    const refused = apiError({ causeCode: 'ECONNREFUSED' })
    const error = await w.reach.run(() => Promise.reject(refused)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnreachableError)
    expect(error).toMatchObject({ kind: 'network', causeCode: 'ECONNREFUSED' })
    expect(w.reach.online()).toBe(false)
    expect(w.changes).toEqual([false])

    let sent = 0
    const notSent = await w.reach.run(async () => ++sent).catch((e: unknown) => e)
    expect(isUnreachable(notSent)).toBe(true)
    expect(sent).toBe(0)

    up = true
    expect(await w.reach.check()).toBe(true)
    expect(w.changes).toEqual([false, true])
    expect(await w.reach.run(async () => ++sent)).toBe(1)
  })

  it('asks one probe for many requests failing at once', async () => {
    let release: (reached: boolean) => void = () => undefined
    let probes = 0
    const reach = createReachability({
      probe: () => {
        probes += 1
        return new Promise<boolean>((resolve) => (release = resolve))
      },
      onChange: () => undefined,
    })
    const failing = [1, 2, 3].map(() =>
      reach.run(() => Promise.reject(apiError({ kind: 'timeout' }))).catch((e: unknown) => e),
    )
    await new Promise((resolve) => setImmediate(resolve))
    release(false)
    const errors = await Promise.all(failing)
    expect(probes).toBe(1)
    expect(errors.every(isUnreachable)).toBe(true)
    expect(errors[0]).toMatchObject({ kind: 'timeout' })
  })
})
