/**
 * The key in a real Secret Service: npm test runs gnome-keyring in a private D-Bus session, and keytar talks to
 * it as it would on a clinic's Linux workstation. Real HTTP to a real local service too.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memorySexBook } from '../../src-main/api'
import { createKeychain } from '../../src-main/secrets/keychain'
import { createSettingsStore } from '../../src-main/store/settings'
import type { DemoService } from '../../src-main/work/demoService'
import { createSession, type Session } from '../../src-main/work/session/session'
import type { RunningService } from '../../src-service/server'
import { startTestService } from '../support/world'

let service: RunningService
let dataDir: string
let companyId: string
const secrets = createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
const noDemo: DemoService = {
  start: () => Promise.reject(new Error('no demo in this test')),
  stop: () => Promise.resolve(),
}

function newSession(statuses: unknown[] = []): Session {
  return createSession({
    settings: createSettingsStore(dataDir),
    secrets,
    demo: noDemo,
    emit: (s) => statuses.push(s),
    useAccount: async (connection) =>
      connection && {
        lastOnlineAt: null,
        answered: () => undefined,
        companyName: null,
        named: () => undefined,
        sexBook: memorySexBook(),
      },
    erase: { begin: async () => null, end: async () => undefined },
    revokes: { revoke: async () => 'revoked' as const },
    apiOptions: { timeoutMs: 3_000, retries: 0 },
  })
}

beforeAll(async () => {
  service = await startTestService({ seedDemo: true })
  companyId = service.admin.demoCompanyId() ?? ''
  dataDir = await mkdtemp(join(tmpdir(), 'skin-keychain-'))
})
afterAll(async () => {
  await service.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('API key in the OS keychain', () => {
  it('stores nothing when the key is refused', async () => {
    const session = newSession()
    await expect(
      session.connect({ baseUrl: service.baseUrl, companyId, apiKey: 'bad-key' }),
    ).rejects.toMatchObject({
      code: 'invalid_key',
      field: 'apiKey',
    })
    expect(await secrets.get(`${companyId}@${service.baseUrl}`)).toBeNull()
    expect(session.status().connected).toBe(false)
  })

  it('connect stores the key, status reads it back after a restart, disconnect deletes it', async () => {
    const { token } = service.admin.createKey(companyId, { name: 'kc', expiresInDays: 10 })
    const first = newSession()
    const status = await first.connect({ baseUrl: `${service.baseUrl}/`, companyId, apiKey: ` ${token} ` })
    expect(status).toMatchObject({ connected: true, mode: 'remote', baseUrl: service.baseUrl, companyId })
    expect(Date.parse(status.keyExpiresAt ?? '')).toBeGreaterThan(Date.now() + 9 * 86_400_000)
    expect(await secrets.get(`${companyId}@${service.baseUrl}`)).toBe(token)
    const settingsText = await readFile(join(dataDir, 'settings.json'), 'utf8')
    expect(settingsText).not.toContain(token)

    const restarted = newSession()
    expect((await restarted.restore()).connected).toBe(true)
    const page = await restarted.withApi((api) => api.datasets.list({ pageSize: 5 }))
    expect(page.count).toBe(3)

    const after = await restarted.disconnect()
    expect(after.connected).toBe(false)
    expect(await secrets.get(`${companyId}@${service.baseUrl}`)).toBeNull()
    expect((await newSession().restore()).connected).toBe(false)
  })

  it('replaces the key only after the new one works, and reports a revoked key', async () => {
    const statuses: { keyAccepted?: boolean }[] = []
    const session = newSession(statuses)
    const old = service.admin.createKey(companyId, { name: 'old' })
    await session.connect({ baseUrl: service.baseUrl, companyId, apiKey: old.token })

    await expect(session.replaceKey({ companyId, apiKey: 'not-valid' })).rejects.toMatchObject({
      code: 'invalid_key',
    })
    expect(await secrets.get(`${companyId}@${service.baseUrl}`)).toBe(old.token)

    service.admin.revokeKey(old.id)
    await expect(session.withApi((api) => api.datasets.list({}))).rejects.toMatchObject({ status: 401 })
    expect(session.status().keyAccepted).toBe(false)
    expect(statuses.at(-1)?.keyAccepted).toBe(false)

    const fresh = service.admin.createKey(companyId, { name: 'new' })
    expect((await session.replaceKey({ companyId, apiKey: fresh.token })).keyAccepted).toBe(true)
    expect(await secrets.get(`${companyId}@${service.baseUrl}`)).toBe(fresh.token)
    await session.disconnect()
  })
})
