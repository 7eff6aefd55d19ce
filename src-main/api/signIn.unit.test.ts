/**
 * Signing in as the documentation shows it ("API for Login", "API for Private Tokens"), and revoking the private
 * token later, now or once the service can be reached: against scripted servers.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isMfaRefusal, login, revokePrivateToken } from './'
import { ApiError } from './errors'
import { createSettingsStore } from '../store/settings'
import { createTokenRevokes } from '../work/session/tokenRevokes'
import { memorySecrets } from '../../tests/support/memorySecrets'
import {
  closedPort,
  sendJson,
  startScriptedServer,
  type ScriptedServer,
} from '../../tests/support/apiTestServer'

let server: ScriptedServer | undefined
let dataDir: string | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  dataDir = undefined
})

const documentedLogin = {
  id: 1,
  email: 'ana@clinic.example',
  username: 'ana@clinic.example',
  company_id: '123e4567-e89b-12d3-a456-426614174000',
  token_access: 'short-lived',
  access_token: 'short-lived',
  refresh_token: 'refresh',
  is_verified: true,
  profile: { metadata: null, full_name: 'Ana', kyc_enabled: false, feature_flags: { x: true } },
}

const error400 = (items: { code: string; attr: string | null; detail?: string }[]) =>
  new ApiError({
    kind: 'http',
    status: 400,
    method: 'POST',
    path: '/api/v1/auth/login/',
    code: items[0]?.code ?? 'bad_request',
    detail: '',
    errors: items.map((item) => ({ detail: '', extra: null, ...item })),
  })

describe('sign-in', () => {
  it('asks the documented /api/v1/auth/login/ first and reads its answer', async () => {
    server = await startScriptedServer((_request, response) => sendJson(response, 200, documentedLogin))
    const answer = await login({ baseUrl: server.baseUrl }, 'ana@clinic.example', 'pw')
    expect(answer).toEqual({
      access_token: 'short-lived',
      company_id: documentedLogin.company_id,
      user_id: '1',
    })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/auth/login/'])
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it('falls back to the older /api/v1/login/ only where the documented path is missing', async () => {
    server = await startScriptedServer((request, response) =>
      request.url === '/api/v1/auth/login/'
        ? sendJson(response, 404, { detail: 'Not found.' })
        : sendJson(response, 200, { access_token: 't', company_id: 'c', id: 'u' }),
    )
    await expect(login({ baseUrl: server.baseUrl }, 'a@b.c', 'pw')).resolves.toMatchObject({
      company_id: 'c',
    })
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/auth/login/', '/api/v1/login/'])
  })

  it('reads a 400 as MFA unless it names a field of the form', () => {
    expect(isMfaRefusal(error400([{ code: 'mfa_required', attr: null }]))).toBe(true)
    expect(
      isMfaRefusal(error400([{ code: 'invalid', attr: null, detail: 'Two-factor code required' }])),
    ).toBe(true)
    expect(isMfaRefusal(error400([{ code: 'invalid', attr: null }]))).toBe(true)
    expect(
      isMfaRefusal(error400([{ code: 'invalid', attr: 'username', detail: 'Enter a valid email.' }])),
    ).toBe(false)
    expect(isMfaRefusal(error400([{ code: 'blank', attr: 'password' }]))).toBe(false)
    expect(isMfaRefusal(new Error('x'))).toBe(false)
  })
})

describe('revoking the private token', () => {
  it('sends DELETE /api/v1/auth/private_tokens/{id}/ with the token itself; gone already is done', async () => {
    server = await startScriptedServer((_request, response, index) =>
      index === 0
        ? (response.writeHead(204), response.end())
        : sendJson(response, 404, { detail: 'Not found.' }),
    )
    await revokePrivateToken({ baseUrl: server.baseUrl }, 'the-token', '42')
    await revokePrivateToken({ baseUrl: server.baseUrl }, 'the-token', '42')
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/v1/auth/private_tokens/42/',
      'DELETE /api/v1/auth/private_tokens/42/',
    ])
    expect(server.requests[0]?.headers.authorization).toBe('Bearer the-token')
  })

  it('keeps a revoke that cannot be sent, with its token in the keychain, and sends it once it can', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'skin-revoke-'))
    const settings = createSettingsStore(dataDir)
    const secrets = memorySecrets()
    let answer = 503
    server = await startScriptedServer((_request, response) =>
      answer === 204 ? (response.writeHead(204), response.end()) : sendJson(response, answer, {}),
    )
    const revokes = createTokenRevokes({ settings, secrets, apiOptions: { retries: 0 } })

    // Known offline: nothing is sent, the revoke waits.
    expect(await revokes.revoke(server.baseUrl, 'tok-1', '7', false)).toBe('waiting')
    expect(server.requests).toHaveLength(0)
    // Sent, but the service fails: waits too.
    expect(await revokes.revoke(server.baseUrl, 'tok-2', '8', true)).toBe('waiting')
    const waiting = (await settings.read()).pendingRevokes
    expect(waiting.map((p) => p.tokenId)).toEqual(['7', '8'])
    expect(await secrets.get(waiting[0]?.keychainAccount ?? '')).toBe('tok-1')
    expect(JSON.stringify(waiting)).not.toContain('tok-')

    await revokes.flush()
    expect((await settings.read()).pendingRevokes).toHaveLength(2)

    answer = 204
    await revokes.flush()
    expect((await settings.read()).pendingRevokes).toEqual([])
    expect(await secrets.get(waiting[0]?.keychainAccount ?? '')).toBeNull()
    expect(await secrets.get(waiting[1]?.keychainAccount ?? '')).toBeNull()
    const deletes = server.requests.filter((r) => r.method === 'DELETE').map((r) => r.headers.authorization)
    expect(deletes.slice(-2)).toEqual(['Bearer tok-1', 'Bearer tok-2'])
  })

  it('waits while the service cannot be reached at all', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'skin-revoke-'))
    const settings = createSettingsStore(dataDir)
    const revokes = createTokenRevokes({ settings, secrets: memorySecrets(), apiOptions: { retries: 0 } })
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    expect(await revokes.revoke(baseUrl, 'tok', '9', true)).toBe('waiting')
    expect((await settings.read()).pendingRevokes.map((p) => p.baseUrl)).toEqual([baseUrl])
  })
})
