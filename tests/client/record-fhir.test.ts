/**
 * "Send to the patient's record" (issue 44), main's core against a real FHIR R4 server (Medplum's router over its
 * in-memory repository, tests/support/fhirServer.ts): a visit's transaction Bundle is taken (in parts of at most 8
 * entries, Medplum's limit); every resource read back is valid R4; search finds the Patient by MRN and each
 * Observation by subject and code; every reference resolves; the PDF's hash holds; a second send creates nothing,
 * and one a 503 stopped halfway is finished by the next; a wrong token, an invalid resource, a 413 and a closed port
 * each give their own error. The patient is made up; the results are the report sample's records.
 */
import { createHash } from 'node:crypto'
import { createServer } from 'node:net'
import {
  indexR4Definitions,
  requiredCodeIssues,
  startFhirServer,
  type FhirTestServer,
} from '../support/fhirServer'
import { sampleResults } from '../support/pdfSample'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateResource } from '@medplum/core'
import type { Bundle, DiagnosticReport, DocumentReference, Observation, Resource } from '@medplum/fhirtypes'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { ResultRecord } from '../../src-shared/contract'
import { codeSystems } from '../../src-main/work/record/identifiers'
import { RecordError } from '../../src-main/work/record/recordError'
import type { RecordVisit } from '../../src-main/work/record/recordVisit'
import type { RecordServer } from '../../src-main/work/record/sendBundle'
import { sendVisit } from '../../src-main/work/record/sendVisit'
import { defaultEntriesPerTransaction, partsOf } from '../../src-main/work/record/transactionParts'
import { visitBundle } from '../../src-main/work/record/visitBundle'

const mrnSystem = 'urn:oid:1.2.276.0.76.4.8.99999'
const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64')

async function reportPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage()
  page.drawText('Skin analysis report (test)', {
    font: await pdf.embedFont(StandardFonts.Helvetica),
    x: 50,
    y: 700,
  })
  return pdf.save()
}

function records(imageId: string, prefix: string): ResultRecord[] {
  return sampleResults().map((result, i) =>
    ResultRecord.parse({
      ...result,
      id: `${prefix}-${i}`,
      image_id: imageId,
      application_name: 'Face Skin Metrics',
    }),
  )
}

async function madeUpVisit(patientId: string, birthDate = '1979-06-14'): Promise<RecordVisit> {
  return {
    subject: {
      id: `subj-${patientId}`,
      name: 'Testa Beispiel',
      birthDate,
      biologicalSex: 'female',
      patientId,
    },
    photos: [
      {
        imageId: `img-front-${patientId}`,
        side: 'front',
        capturedAt: '2026-03-04T10:00:00Z',
        results: records(`img-front-${patientId}`, `rf-${patientId}`),
      },
      {
        imageId: `img-left-${patientId}`,
        side: 'left',
        capturedAt: '2026-03-04T10:00:05Z',
        results: records(`img-left-${patientId}`, `rl-${patientId}`).slice(0, 3),
      },
    ],
    report: { id: `rep-${patientId}`, pdf: await reportPdf(), createdAt: '2026-03-04T10:02:00Z' },
  }
}

describe('a visit sent to a FHIR R4 record system', () => {
  let fhir: FhirTestServer
  let server: RecordServer
  let visit: RecordVisit
  const get = async <T = Bundle>(path: string): Promise<T> => {
    const response = await fetch(`${fhir.baseUrl}/${path}`, {
      headers: { authorization: `Bearer ${fhir.token}` },
    })
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }
  const search = async <T extends Resource>(query: string) =>
    ((await get(query)).entry ?? []).map((entry) => entry.resource as T)

  beforeAll(async () => {
    indexR4Definitions()
    fhir = await startFhirServer()
    server = { baseUrl: fhir.baseUrl, token: fhir.token }
    visit = await madeUpVisit('MRN-004711')
  })
  afterAll(() => fhir.close())

  it('is taken, part by part; each resource is valid R4, found by search, and its references resolve', async () => {
    const bundle = visitBundle(visit, { patientIdentifierSystem: mrnSystem })
    const { entries: sent, created } = await sendVisit(server, bundle)
    expect(sent.map((entry) => entry.status)).toEqual(bundle.entry?.map(() => 201))
    expect(created).toBe(bundle.entry?.length)
    expect(fhir.requests.filter((r) => r.method === 'POST')).toHaveLength(partsOf(bundle).length)

    const [patient, ...others] = await search(
      `Patient?identifier=${encodeURIComponent(`${mrnSystem}|MRN-004711`)}`,
    )
    expect(others).toHaveLength(0)
    expect(patient).toMatchObject({ name: [{ text: 'Testa Beispiel' }], birthDate: '1979-06-14' })
    const subject = `Patient/${patient?.id}`

    const pores = await search<Observation>(
      `Observation?subject=${subject}&code=${encodeURIComponent(`${codeSystems.metric}|pores_score`)}`,
    )
    // One per photo: the front's and the left side's records both measure pores.
    expect(pores.map((o) => o.valueQuantity?.value)).toEqual([64, 64])
    expect(new Set(pores.map((o) => o.derivedFrom?.[0]?.reference)).size).toBe(2)
    expect(pores[0]?.method?.coding?.[0]).toMatchObject({
      code: 'selfie_v2.pores',
      version: '2025.11.3-7f3a9c1',
    })
    const media = await search(`Media?subject=${subject}`)
    expect(media).toHaveLength(2)

    const read = await Promise.all(sent.map((entry) => get<Resource>(entry.location ?? '')))
    for (const resource of read) {
      expect(() => validateResource(resource), resource.resourceType).not.toThrow()
      expect(requiredCodeIssues(resource)).toEqual([])
    }
    const references = read.flatMap((resource) => referencesIn(resource))
    expect(references.length).toBeGreaterThan(read.length)
    for (const reference of new Set(references)) await get<Resource>(reference)
    const observations = read.filter((r): r is Observation => r.resourceType === 'Observation')
    expect(observations.every((o) => o.derivedFrom?.[0]?.reference?.startsWith('Media/'))).toBe(true)
  })

  it('carries the PDF whose hash is the bytes’ SHA-1, in the report and its document', async () => {
    const [report] = await search<DiagnosticReport>('DiagnosticReport?_count=10')
    const [document] = await search<DocumentReference>('DocumentReference?_count=10')
    const attachments = [report?.presentedForm?.[0], document?.content[0]?.attachment]
    for (const attachment of attachments) {
      const bytes = Buffer.from(attachment?.data ?? '', 'base64')
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(attachment?.hash).toBe(sha1(bytes))
      expect(attachment?.hash).toBe(sha1(visit.report.pdf))
    }
  })

  it('creates nothing new when the visit is sent again', async () => {
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Patient', 'Media', 'Observation', 'DiagnosticReport', 'DocumentReference'].map(
            async (type) => [type, (await search(`${type}?_count=1000`)).length] as const,
          ),
        ),
      )
    const before = await count()
    const { entries: again, created } = await sendVisit(
      server,
      visitBundle(await madeUpVisit('MRN-004711'), { patientIdentifierSystem: mrnSystem }),
    )
    expect(new Set(again.map((entry) => entry.status))).toEqual(new Set([200]))
    expect(created).toBe(0)
    expect(await count()).toEqual(before)
    expect(before.Observation).toBeGreaterThan(10)
  })

  it('is refused whole by Medplum, which takes at most 8 conditional creates in one transaction', async () => {
    const bundle = visitBundle(await madeUpVisit('MRN-WHOLE-1'), { patientIdentifierSystem: mrnSystem })
    const error = await sendVisit(server, bundle, { entriesPerTransaction: Infinity }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ code: 'record_rejected', status: 400 })
    expect((error as RecordError).issues[0]?.text).toMatch(/too many entries/)
    expect(await search(`Patient?identifier=${encodeURIComponent(`${mrnSystem}|MRN-WHOLE-1`)}`)).toEqual([])
  })

  it('says a wrong token is refused, and may not be sent again unchanged', async () => {
    const bundle = visitBundle(visit, { patientIdentifierSystem: mrnSystem })
    const error = await sendVisit({ ...server, token: 'wrong' }, bundle).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RecordError)
    expect(error).toMatchObject({ code: 'record_unauthorized', status: 401, retry: false })
  })

  it('gives the server’s OperationOutcome for an invalid resource, without patient data in the message', async () => {
    const bad = await madeUpVisit('MRN-BAD-1', '14.06.1979')
    const error = await sendVisit(server, visitBundle(bad, { patientIdentifierSystem: mrnSystem })).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ code: 'record_rejected', status: 400, retry: false })
    const { issues, message } = error as RecordError
    expect(issues.length).toBeGreaterThan(0)
    expect(issues.some((issue) => issue.where.some((where) => where.includes('birthDate')))).toBe(true)
    expect(message).not.toMatch(/14\.06|Testa|Beispiel|MRN/)
    // The server's words may quote what was sent: they are for the screen, never in the message a log may get.
    for (const issue of issues) if (issue.text) expect(message).not.toContain(issue.text)
  })

  it('keeps a visit a 503 stopped halfway for another try, which finishes it without doubling', async () => {
    const bundle = visitBundle(await madeUpVisit('MRN-HALF-1'), { patientIdentifierSystem: mrnSystem })
    fhir.failPost(3, 503)
    const error = await sendVisit(server, bundle).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'record_server_error', status: 503, retry: true })
    const [patient] = await search(`Patient?identifier=${encodeURIComponent(`${mrnSystem}|MRN-HALF-1`)}`)
    const sentBefore = (await search(`Observation?subject=Patient/${patient?.id}&_count=1000`)).length
    expect(sentBefore).toBeGreaterThan(0)

    const { entries, created } = await sendVisit(server, bundle)
    expect(created).toBe(bundle.entry!.length - 2 * defaultEntriesPerTransaction)
    expect(entries.filter((entry) => entry.status === 200)).toHaveLength(2 * defaultEntriesPerTransaction)
    const observations = await search<Observation>(`Observation?subject=Patient/${patient?.id}&_count=1000`)
    const identifiers = observations.map((o) => o.identifier?.[0]?.value)
    expect(new Set(identifiers).size).toBe(identifiers.length)
    expect(identifiers.length).toBe(
      bundle.entry!.filter((e) => e.resource?.resourceType === 'Observation').length,
    )
  })

  it('says a visit too large for the server is refused for its size, not to be sent again unchanged', async () => {
    fhir.failPost(1, 413)
    const bundle = visitBundle(visit, { patientIdentifierSystem: mrnSystem })
    const error = await sendVisit(server, bundle).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'record_too_large', status: 413, retry: false })
  })

  it('gives up an answer larger than it reads, the part kept for another try', async () => {
    const bundle = visitBundle(visit, { patientIdentifierSystem: mrnSystem })
    const error = await sendVisit(server, bundle, { answerLimit: 256 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'record_unreadable_answer', status: 200 })
    expect((await sendVisit(server, bundle)).created).toBe(0)
  })

  it('says a closed port does not answer, and keeps it for another try', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
    const bundle = visitBundle(visit, { patientIdentifierSystem: mrnSystem })
    const error = await sendVisit({ ...server, baseUrl: `http://127.0.0.1:${port}/fhir` }, bundle).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ code: 'record_unreachable', status: null, retry: true })
  })
})

/** Every `reference` in a resource, as `Type/id`. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
  )
}
