/**
 * SMART Backend Services tokens from a real token endpoint (issue 44): the test FHIR server's authorization server
 * (tests/support/smartAuthServer.ts), which verifies the client assertion as a record system's would. A registered
 * client gets a token the FHIR routes take; an unknown client and a key that was never registered are refused as
 * record_token_refused with the OAuth error; a closed port is record_unreachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFhirServer, type FhirTestServer } from '../../../../tests/support/fhirServer'
import { RecordError } from '../recordError'
import { createSmartKey, createSmartTokens, type SmartClient } from './index'

let fhir: FhirTestServer
let registered: SmartClient

beforeAll(async () => {
  const key = await createSmartKey()
  fhir = await startFhirServer({ smart: { clients: { 'workstation-1': key.publicJwks } } })
  registered = {
    tokenUrl: fhir.smart?.tokenUrl ?? '',
    clientId: 'workstation-1',
    scope: 'system/Patient.cu system/Observation.cu',
    privateJwk: key.privateJwk,
  }
})
afterAll(() => fhir?.close())

const patients = (token: string) =>
  fetch(`${fhir.baseUrl}/Patient`, { headers: { authorization: `Bearer ${token}` } })

describe('SMART tokens from a real token endpoint', () => {
  it('gives a registered client a token the record system takes, and keeps it', async () => {
    const tokens = createSmartTokens()
    const token = await tokens.token(registered)
    expect((await patients(token)).status).toBe(200)
    expect((await patients('made-up')).status).toBe(401)
    expect(await tokens.token(registered)).toBe(token)
    expect(fhir.smart?.issuedCount()).toBe(1)
  })

  it('refuses an unknown client and a key that was never registered, in words', async () => {
    const tokens = createSmartTokens()
    const stranger = await createSmartKey()
    const cases: SmartClient[] = [
      { ...registered, clientId: 'someone-else' },
      { ...registered, privateJwk: stranger.privateJwk },
    ]
    for (const client of cases) {
      const error = (await tokens.token(client).catch((caught: unknown) => caught)) as RecordError
      expect(error).toBeInstanceOf(RecordError)
      expect(error).toMatchObject({ code: 'record_token_refused', status: 400, retry: false })
      expect(error.issues.map((issue) => issue.code)).toEqual(['invalid_client'])
    }
  })

  it('says a token endpoint that does not answer is unreachable, to try again later', async () => {
    const error = await createSmartTokens()
      .token({ ...registered, tokenUrl: 'http://127.0.0.1:1/auth/token' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'record_unreachable', status: null, retry: true })
  })
})
