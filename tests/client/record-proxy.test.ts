/**
 * A record system behind a clinic's reverse proxy (issue 44): Debian's nginx (tests/support/reverseProxy.ts) in
 * front of the test FHIR server. Through it a visit is taken; over the proxy's body limit it is refused with a real
 * 413 (record_too_large, not sent again unchanged); with the server behind it down, a real 502
 * (record_server_error, kept for another try). Nothing is created by a refusal. The patient is made up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bundle } from '@medplum/fhirtypes'
import { sendVisit } from '../../src-main/work/record/sendVisit'
import { visitBundle } from '../../src-main/work/record/visitBundle'
import { startFhirServer, type FhirTestServer } from '../support/fhirServer'
import { madeUpRecordVisit, testReportPdf } from '../support/recordVisits'
import { startReverseProxy, type ReverseProxy } from '../support/reverseProxy'

const mrnSystem = 'urn:oid:1.2.276.0.76.4.8.99999'
let fhir: FhirTestServer
let proxy: ReverseProxy
let pdf: Uint8Array

beforeAll(async () => {
  fhir = await startFhirServer()
  proxy = await startReverseProxy(new URL(fhir.baseUrl).origin, '16k')
  pdf = await testReportPdf()
}, 30_000)
afterAll(async () => {
  await proxy?.stop()
  await fhir?.close()
})

const bundleOf = (patientId: string): Bundle =>
  visitBundle(madeUpRecordVisit(patientId, pdf), { patientIdentifierSystem: mrnSystem })

/** The FHIR base through one of the proxy's paths. */
const through = (origin: string) => ({
  baseUrl: `${origin}${new URL(fhir.baseUrl).pathname}`,
  token: fhir.token,
})

const patients = async (patientId: string) => {
  const identifier = encodeURIComponent(`${mrnSystem}|${patientId}`)
  const response = await fetch(`${fhir.baseUrl}/Patient?identifier=${identifier}`, {
    headers: { authorization: `Bearer ${fhir.token}` },
  })
  return ((await response.json()) as Bundle).entry ?? []
}

describe('a record system behind a reverse proxy (nginx)', () => {
  it('takes a visit through it', async () => {
    const sent = await sendVisit(through(proxy.url), bundleOf('MRN-PROXY-1'))
    expect(sent.created).toBeGreaterThan(0)
    expect(await patients('MRN-PROXY-1')).toHaveLength(1)
  })

  it('says a visit over the proxy’s body limit is too large (413), not to be sent again unchanged', async () => {
    const bundle = bundleOf('MRN-PROXY-2')
    // The whole visit in one transaction: without the proxy's limit Medplum would refuse it with a 400.
    const error = await sendVisit(through(proxy.limited), bundle, { entriesPerTransaction: Infinity }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ code: 'record_too_large', status: 413, retry: false })
    expect(JSON.stringify(bundle).length).toBeGreaterThan(16 * 1024)
    expect(await patients('MRN-PROXY-2')).toEqual([])
  })

  it('says the server behind it being down is a server error (502), kept for another try', async () => {
    const error = await sendVisit(through(proxy.broken), bundleOf('MRN-PROXY-3')).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ code: 'record_server_error', status: 502, retry: true })
    expect(await patients('MRN-PROXY-3')).toEqual([])
  })
})
