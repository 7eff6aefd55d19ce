import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHarness, type Harness } from './support'

let h: Harness
const written: string[] = []
beforeAll(async () => {
  h = await startHarness({ log: true })
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    return true
  })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await h.service.close()
})

describe('request log (log: true)', () => {
  it('logs method, path and status but never the key, x-token or cookies', async () => {
    await h.call('GET', h.companyPath(`/datasets/?x-token=${h.token}&page=1`), {
      headers: { cookie: `sessionid=${h.token}` },
    })
    await h.call('GET', '/missing/', { token: 'secret-looking-token' })
    const log = written.join('')
    expect(log).toContain(`GET ${h.companyPath('/datasets/')}?x-token=REDACTED&page=1 200`)
    expect(log).toMatch(/GET \/missing\/ 404/)
    expect(log).not.toContain(h.token)
    expect(log).not.toContain('secret-looking-token')
    expect(log).not.toMatch(/authorization|bearer|cookie/i)
  })
})
