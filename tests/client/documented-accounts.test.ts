/**
 * A subject's sex and the sign-in, against a service that answers as its documentation shows (issue 24): sex as
 * a dictionary id learnt from records, the documented login with MFA, and the private token revoked when the
 * workstation disconnects, later when it was offline then. The app's real handlers against the local service in
 * the documented dialect (whatever the project's dialect).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSkinApi, rawPage, type SkinApi } from '../../src-main/api'
import { createSettingsStore } from '../../src-main/store/settings'
import type { RunningService } from '../../src-service/server'
import { memorySecrets } from '../support/memorySecrets'
import { startMainApp, type AppUnderTest } from '../support/mainApp'
import { startTestService } from '../support/world'

let root: string
let service: RunningService
let app: AppUnderTest | null = null
const secrets = memorySecrets()
const PASSWORD = 'correct horse battery'

const startDocumented = (port = 0) =>
  startTestService({ dialect: 'documented', seedDemo: true, dbPath: join(root, 'service.sqlite'), port })

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'skin-accounts-doc-'))
  service = await startDocumented()
})
afterEach(async () => {
  await app?.close()
  app = null
  await service.close()
  await rm(root, { recursive: true, force: true })
})

const signInArgs = (email: string, password: string) => ({
  baseUrl: service.baseUrl,
  email,
  password,
  tokenDays: 30,
})

const start = async () => (app = await startMainApp(join(root, 'app'), secrets, { revokeEveryMs: 200 }))

function demo(): { companyId: string; apiKey: string; api: SkinApi } {
  const companyId = service.admin.demoCompanyId()
  if (!companyId) throw new Error('no demo company')
  const apiKey = service.admin.createKey(companyId, { name: 'tests' }).token
  return { companyId, apiKey, api: createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey }) }
}

async function datasetNamed(api: SkinApi, name: string): Promise<string> {
  const found = (await api.datasets.all()).find((dataset) => dataset.name === name)
  if (!found) throw new Error(`no dataset ${name}`)
  return found.id
}

/** Ids of the company's private tokens, as the service lists them (`GET /api/v1/auth/private_tokens/`). */
async function tokenIds(api: SkinApi): Promise<string[]> {
  const page = await api.http.get('/api/v1/auth/private_tokens/', rawPage, { query: { page_size: 100 } })
  return page.results.map((item) => String((item as { id: unknown }).id))
}

describe("a subject's sex on the documented service", () => {
  it('is saved by the id learnt from the records read, also after a restart', async () => {
    const { companyId, apiKey, api } = demo()
    const a = await start()
    await a.value('auth.connect', { baseUrl: service.baseUrl, companyId, apiKey })
    const datasetId = await datasetNamed(api, 'Main clinic')
    await a.value('subjects.list', { datasetId, pageSize: 100 })

    const created = await a.value('subjects.create', {
      datasetId,
      name: 'Greta Sol',
      biologicalSex: 'female',
    })
    expect(created).toMatchObject({ name: 'Greta Sol', biologicalSex: 'female', sexNotSaved: false })
    expect((await api.subjects.get(datasetId, created.id)).biological_sex).toBe('female')

    // What was learnt is kept with the account: a restarted app sends the id without reading subjects first.
    await a.close()
    app = null
    const b = await start()
    const again = await b.value('subjects.create', { datasetId, name: 'Hugo Sol', biologicalSex: 'male' })
    expect(again).toMatchObject({ biologicalSex: 'male', sexNotSaved: false })
    const edited = await b.value('subjects.update', {
      datasetId,
      subjectId: again.id,
      name: 'Hugo Sol',
      biologicalSex: 'other',
    })
    expect(edited).toMatchObject({ biologicalSex: 'other', sexNotSaved: false })
  })

  it('is left out, and said so, where no id is known yet: the subject is never refused', async () => {
    const companyId = service.admin.createCompany('New clinic').id
    const apiKey = service.admin.createKey(companyId, { name: 'tests' }).token
    const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
    const datasetId = (await api.datasets.create({ name: 'First patients' })).id
    const a = await start()
    await a.value('auth.connect', { baseUrl: service.baseUrl, companyId, apiKey })

    const created = await a.value('subjects.create', { datasetId, name: 'Ida Berg', biologicalSex: 'female' })
    expect(created).toMatchObject({ name: 'Ida Berg', biologicalSex: null, sexNotSaved: true })
    expect((await api.subjects.all(datasetId)).map((subject) => subject.name)).toEqual(['Ida Berg'])
  })
})

describe('signing in on the documented service', () => {
  it('signs in at /api/v1/auth/login/ and revokes its private token on disconnect', async () => {
    const { companyId, api } = demo()
    service.admin.createUser(companyId, 'ana@clinic.example', PASSWORD)
    const before = await tokenIds(api)
    const a = await start()
    const status = await a.value('auth.signIn', signInArgs('ana@clinic.example', PASSWORD))
    expect(status).toMatchObject({ connected: true, companyId })
    const made = (await tokenIds(api)).filter((id) => !before.includes(id))
    expect(made).toHaveLength(1)
    expect(service.admin.requestCount('POST', '/api/v1/auth/login/')).toBe(1)
    const { connection } = await createSettingsStore(join(root, 'app')).read()
    expect(connection?.privateTokenId).toBe(made[0])

    await a.value('auth.disconnect', { erase: false })
    expect(await tokenIds(api)).toEqual(before)
    expect((await createSettingsStore(join(root, 'app')).read()).pendingRevokes).toEqual([])
  })

  it('revokes the token once the service is back when it disconnected offline', async () => {
    const { companyId, api } = demo()
    service.admin.createUser(companyId, 'bo@clinic.example', PASSWORD)
    const before = await tokenIds(api)
    const a = await start()
    await a.value('auth.signIn', signInArgs('bo@clinic.example', PASSWORD))
    const port = Number(new URL(service.baseUrl).port)
    await service.close()
    // Known offline (a probe could not reach it): the disconnect does not wait for the service.
    await a.app.session.probe()
    await a.waitForStatus((s) => !s.online)
    await a.value('auth.disconnect', { erase: true })
    const settings = createSettingsStore(join(root, 'app'))
    const waiting = (await settings.read()).pendingRevokes
    expect(waiting).toHaveLength(1)
    expect(await secrets.get(waiting[0]?.keychainAccount ?? '')).toBeTruthy()

    service = await startDocumented(port)
    for (let i = 0; i < 200 && (await settings.read()).pendingRevokes.length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await settings.read()).pendingRevokes).toEqual([])
    expect(await secrets.get(waiting[0]?.keychainAccount ?? '')).toBeNull()
    expect(await tokenIds(api)).toEqual(before)
  })

  it('says an account with MFA cannot sign in with a password, and points to an API key', async () => {
    const { companyId } = demo()
    service.admin.createUser(companyId, 'mfa@clinic.example', PASSWORD, { mfa: true })
    const a = await start()
    const outcome = await a.call('auth.signIn', signInArgs('mfa@clinic.example', PASSWORD))
    expect(outcome).toMatchObject({ ok: false, error: { code: 'sign_in_mfa', field: null } })
    // A wrong password is still a wrong password.
    expect(await a.failure('auth.signIn', signInArgs('mfa@clinic.example', 'wrong'))).toBe('sign_in_rejected')
  })
})
