/**
 * "Send to the patient's record" with SMART Backend Services (issue 44), against the test FHIR server in SMART mode
 * (tests/support/fhirServer.ts, smartAuthServer.ts): main's key signs a client assertion, the token endpoint verifies
 * it against the registered JWK Set and issues a token, and the visit's transaction goes with that token. The
 * server refuses an unknown client, a key never registered, a replayed assertion, one valid for longer than five
 * minutes or made for another token URL; a token that expired is answered 401, and one new token is fetched and the
 * send finishes. The patient is made up.
 */
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bundle } from '@medplum/fhirtypes'
import { RecordError } from '../../src-main/work/record/recordError'
import { sendVisit } from '../../src-main/work/record/sendVisit'
import { clientAssertion } from '../../src-main/work/record/smart/assertion'
import { createSmartKey, createSmartTokens, type SmartClient } from '../../src-main/work/record/smart'
import { assertionType } from '../../src-main/work/record/smart/tokenRequest'
import { visitBundle } from '../../src-main/work/record/visitBundle'
import { startFhirServer, type FhirTestServer } from '../support/fhirServer'
import { madeUpRecordVisit, testReportPdf } from '../support/recordVisits'

const mrnSystem = 'urn:oid:1.2.276.0.76.4.8.99999'
const clientId = 'skin-workstation-test'

let fhir: FhirTestServer
let client: SmartClient
let pdf: Uint8Array

beforeAll(async () => {
  const key = await createSmartKey()
  fhir = await startFhirServer({ smart: { clients: { [clientId]: key.publicJwks } } })
  client = {
    tokenUrl: fhir.smart?.tokenUrl ?? '',
    clientId,
    scope:
      'system/Patient.cu system/Media.cu system/Observation.cu system/DiagnosticReport.cu system/DocumentReference.cu',
    privateJwk: key.privateJwk,
  }
  pdf = await testReportPdf()
})
afterAll(() => fhir?.close())

const tokenRequests = () => fhir.requests.filter((r) => r.path === '/auth/token').length

/** As main sends with SMART: the cached token; on a 401, forget it and try once more with a new one. */
async function sendWithSmart(tokens: ReturnType<typeof createSmartTokens>, bundle: Bundle, as = client) {
  const send = async () => sendVisit({ baseUrl: fhir.baseUrl, token: await tokens.token(as) }, bundle)
  try {
    return await send()
  } catch (error) {
    if (!(error instanceof RecordError) || error.code !== 'record_unauthorized') throw error
    tokens.forget()
    return send()
  }
}

async function search(query: string): Promise<unknown[]> {
  const response = await fetch(`${fhir.baseUrl}/${query}`, {
    headers: { authorization: `Bearer ${fhir.token}` },
  })
  expect(response.status, query).toBe(200)
  return ((await response.json()) as Bundle).entry ?? []
}

/** POSTs a client assertion to the token endpoint as it is: the status and the OAuth error. */
async function askToken(assertion: string): Promise<[number, unknown]> {
  const response = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: client.scope,
      client_assertion_type: assertionType,
      client_assertion: assertion,
    }).toString(),
  })
  const body = (await response.json()) as { error?: string }
  return [response.status, body.error ?? 'token']
}

describe('a visit sent to the record with SMART Backend Services', () => {
  it('goes with a token from the record system’s token endpoint, and again without a duplicate', async () => {
    const tokens = createSmartTokens()
    const bundle = visitBundle(madeUpRecordVisit('MRN-SMART-1', pdf), { patientIdentifierSystem: mrnSystem })
    const first = await sendWithSmart(tokens, bundle)
    expect(first.created).toBe(bundle.entry?.length)
    expect(tokenRequests()).toBe(1)
    const identifier = encodeURIComponent(`${mrnSystem}|MRN-SMART-1`)
    expect(await search(`Patient?identifier=${identifier}`)).toHaveLength(1)

    const again = await sendWithSmart(tokens, bundle)
    expect(again.created).toBe(0)
    expect(await search(`Patient?identifier=${identifier}`)).toHaveLength(1)
    expect(tokenRequests()).toBe(1)
  })

  it('fetches one new token when the record system says the cached one expired, and finishes', async () => {
    const tokens = createSmartTokens()
    await tokens.token(client)
    const before = tokenRequests()
    const from = fhir.requests.length
    fhir.smart?.expireTokens()
    const bundle = visitBundle(madeUpRecordVisit('MRN-SMART-2', pdf), { patientIdentifierSystem: mrnSystem })
    const sent = await sendWithSmart(tokens, bundle)
    expect(sent.created).toBe(bundle.entry?.length)
    expect(tokenRequests()).toBe(before + 1)
    // The first POST went with the expired token (401), then the token endpoint, then the visit from its start.
    expect(fhir.requests.slice(from, from + 3).map((r) => r.path)).toEqual([
      '/fhir/R4',
      '/auth/token',
      '/fhir/R4',
    ])
  })

  it('is refused for an unknown client or a key never registered, in words, and sends nothing', async () => {
    const stranger = await createSmartKey()
    for (const other of [
      { ...client, clientId: 'someone-else' },
      { ...client, privateJwk: stranger.privateJwk },
    ]) {
      const bundle = visitBundle(madeUpRecordVisit('MRN-SMART-3', pdf), {
        patientIdentifierSystem: mrnSystem,
      })
      const error = await sendWithSmart(createSmartTokens(), bundle, other).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ code: 'record_token_refused', status: 400, retry: false })
      expect((error as RecordError).issues[0]?.code).toBe('invalid_client')
    }
    expect(await search(`Patient?identifier=${encodeURIComponent(`${mrnSystem}|MRN-SMART-3`)}`)).toEqual([])
  })
})

describe('the record system’s token endpoint', () => {
  it('refuses an assertion used a second time (a replay)', async () => {
    const assertion = await clientAssertion({ ...client, now: new Date() })
    expect(await askToken(assertion)).toEqual([200, 'token'])
    expect(await askToken(assertion)).toEqual([400, 'invalid_grant'])
  })

  it('refuses an assertion valid for more than five minutes, expired, or made for another token URL', async () => {
    const later = await clientAssertion({ ...client, now: new Date(Date.now() + 10 * 60_000) })
    const earlier = await clientAssertion({ ...client, now: new Date(Date.now() - 10 * 60_000) })
    const elsewhere = await clientAssertion({
      ...client,
      tokenUrl: 'https://other.example/token',
      now: new Date(),
    })
    expect(await askToken(later)).toEqual([400, 'invalid_grant'])
    expect(await askToken(earlier)).toEqual([400, 'invalid_client'])
    expect(await askToken(elsewhere)).toEqual([400, 'invalid_client'])
  })

  it('refuses an assertion signed with a shared secret instead of the client key', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!')
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(client.tokenUrl)
      .setExpirationTime('4m')
      .setJti('made-up-jti')
      .sign(secret)
    expect(await askToken(hs256)).toEqual([400, 'invalid_client'])
  })
})
