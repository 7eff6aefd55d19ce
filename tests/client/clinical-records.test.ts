/**
 * Clinical records (issue 44), main's part, through the channels against the local service and real servers of
 * each kind: a FHIR R4 server (Medplum's router, validating: tests/support/fhirServer.ts) and a PACS (Debian's
 * Orthanc with DICOMweb: tests/support/orthanc.ts). A visit captured through main is sent to both from the delivery
 * queue; read back (Observation by subject and code, every reference resolving, the PDF's hash; QIDO on PatientID);
 * sent again, and from a second workstation on the same account, without a second copy; a 401 is refused and kept
 * until sent again; a 5xx and a closed port wait and go once the server answers; a restart keeps the delivery; the
 * settings are checked, audited with no secret, and their secrets stay in the keychain.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { redactor, useLogger } from '../../src-main/log/log'
import { createLogger, LOG_FILE } from '../../src-main/log/logger'
import { createServer, type Socket } from 'node:net'
import type { Bundle, DiagnosticReport, DocumentReference, Observation, Resource } from '@medplum/fhirtypes'
import { validateResource } from '@medplum/core'
import { afterAll, beforeAll, describe, expect, it } from '../support/fixtures'
import type { ArchiveSettings, ClinicalVisitRef, Delivery, RecordSettings } from '../../src-shared/contract'
import { findInstances, findStudies, type DicomWebTarget } from '../../src-main/work/archive/dicomWeb'
import { codeSystems } from '../../src-main/work/record/identifiers'
import {
  indexR4Definitions,
  requiredCodeIssues,
  startFhirServer,
  type FhirTestServer,
} from '../support/fhirServer'
import { startMainApp, type AppUnderTest, type StartOptions } from '../support/mainApp'
import { memorySecrets } from '../support/memorySecrets'
import { removeDir, tempDir } from '../support/folders'
import { startTestPacs, type TestPacs } from '../support/orthanc'
import { facePhoto } from '../support/photos'
import type { World } from '../support/world'

const mrnSystem = 'urn:oid:1.2.276.0.76.4.8.44'
const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64')
const timing = { firstRetryMs: 200, maxRetryMs: 1_000 }

async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const found = await read()
    if (found) return found
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`waited in vain for ${what}`)
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

let fhir: FhirTestServer
let pacs: TestPacs
beforeAll(async () => {
  indexR4Definitions()
  ;[fhir, pacs] = await Promise.all([startFhirServer(), startTestPacs()])
})
afterAll(async () => {
  await fhir?.close()
  await pacs?.stop()
})

const recordSettings = (over: Partial<RecordSettings> = {}): RecordSettings => ({
  enabled: true,
  baseUrl: fhir.baseUrl,
  patientIdentifierSystem: mrnSystem,
  auth: 'bearer',
  smartTokenUrl: '',
  smartClientId: '',
  smartScope: '',
  entriesPerTransaction: 8,
  autoSend: false,
  ...over,
})
const archiveSettings = (over: Partial<ArchiveSettings> = {}): ArchiveSettings => ({
  enabled: true,
  baseUrl: pacs.dicomWeb,
  auth: 'basic',
  username: pacs.username,
  autoArchive: false,
  ...over,
})
const pacsTarget = (): DicomWebTarget => ({
  baseUrl: pacs.dicomWeb,
  auth: { kind: 'basic', username: pacs.username, password: pacs.password },
})

const fhirGet = async <T = Bundle>(path: string): Promise<T> => {
  const response = await fetch(`${fhir.baseUrl}/${path}`, {
    headers: { authorization: `Bearer ${fhir.token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
const search = async <T extends Resource>(query: string) =>
  ((await fhirGet(query)).entry ?? []).map((entry) => entry.resource as T)
const patientsOf = (mrn: string) => search(`Patient?identifier=${encodeURIComponent(`${mrnSystem}|${mrn}`)}`)

/** Every resource about the patient of `mrn`, counted by type. */
async function countsOf(mrn: string) {
  const patients = await patientsOf(mrn)
  const subject = `Patient/${patients[0]?.id}`
  const counts: Record<string, number> = { Patient: patients.length }
  for (const type of ['Media', 'Observation', 'DiagnosticReport'])
    counts[type] = (await search(`${type}?subject=${subject}&_count=1000`)).length
  counts.DocumentReference = (await search(`DocumentReference?subject=${subject}&_count=1000`)).length
  return counts
}

/** The references inside a resource (`Type/id`). */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
  )
}

/** A patient with a record number, consent and one analysed front capture, made through the app. */
async function analysedVisit(
  app: AppUnderTest,
  datasetId: string,
  mrn: string | null,
): Promise<ClinicalVisitRef> {
  const patient = await app.value('subjects.create', {
    datasetId,
    name: 'Jörg Beispiel',
    birthDate: '1980-02-03',
    biologicalSex: 'male',
    patientId: mrn,
  })
  await app.value('subjects.recordConsent', {
    datasetId,
    subjectId: patient.id,
    scopes: ['analysis', 'reports'],
  })
  const capture = await app.value('capture.submit', {
    datasetId,
    subjectId: patient.id,
    mode: 'front',
    shots: [{ side: 'front', source: 'file', bytes: new Uint8Array(await facePhoto(1280, 1024)) }],
  })
  const done = await until(
    async () => (await app.value('queue.list')).find((q) => q.id === capture.id && q.state === 'done'),
    'the analysed capture',
  )
  const imageId = done.sides[0]?.imageId
  if (!imageId) throw new Error('no image')
  return { datasetId, subjectId: patient.id, imageId }
}

async function configure(app: AppUnderTest) {
  await app.value('record.settings.set', { settings: recordSettings(), token: fhir.token })
  await app.value('archive.settings.set', { settings: archiveSettings(), secret: pacs.password })
}

async function setUp(world: World, mrn: string | null, options: StartOptions = {}) {
  const events: Delivery[] = []
  const { service, clinic, app } = await world.connectClinic('Nell Hart', {
    clinicalTiming: timing,
    onClinicalChanged: (delivery) => events.push(delivery),
    ...options,
  })
  await configure(app)
  const visit = await analysedVisit(app, clinic.datasetId, mrn)
  return { service, clinic, app, visit, events }
}

async function deliveryIn(
  app: AppUnderTest,
  visit: ClinicalVisitRef,
  target: 'record' | 'archive',
  state: string,
) {
  let last: unknown = null
  return until(
    async () => {
      const delivery = (await app.value('clinical.deliveries', visit))[target]
      last = delivery
      return delivery?.state === state ? delivery : null
    },
    `${target} ${state}`,
    25_000,
  ).catch((e: unknown) => {
    throw new Error(`${(e as Error).message}; last: ${JSON.stringify(last)}`)
  })
}

describe('clinical records from main', () => {
  it('sends a captured visit to the record and the archive, read back whole, and again without a copy', async ({
    world,
  }) => {
    const mrn = 'MRN-44-0001'
    const { app, visit, events } = await setUp(world, mrn)
    expect(await app.value('clinical.deliveries', visit)).toEqual({ record: null, archive: null })
    const queued = await app.value('clinical.deliver', { ...visit, target: 'record' })
    expect(queued).toMatchObject({ target: 'record', state: 'queued', tries: 0 })
    await app.value('clinical.deliver', { ...visit, target: 'archive' })
    const record = await deliveryIn(app, visit, 'record', 'sent')
    const archive = await deliveryIn(app, visit, 'archive', 'sent')
    expect(record.sentAt).not.toBeNull()
    expect(record.outcome?.created).toBe(record.outcome?.total)
    expect(archive.outcome).toEqual({ created: 2, total: 2 })
    expect(events.filter((e) => e.target === 'record').map((e) => e.state)).toEqual([
      'queued',
      'sending',
      'sent',
    ])

    // FHIR: the Patient once, Observations by subject and code, every resource valid, every reference resolving
    const [patient, ...others] = await patientsOf(mrn)
    expect(others).toEqual([])
    expect(patient).toMatchObject({
      birthDate: '1980-02-03',
      gender: 'male',
      name: [{ text: 'Jörg Beispiel' }],
    })
    const observations = await search<Observation>(`Observation?subject=Patient/${patient?.id}&_count=1000`)
    expect(observations.length).toBeGreaterThan(0)
    const code = observations[0]?.code.coding?.[0]?.code ?? ''
    const byCode = await search<Observation>(
      `Observation?subject=Patient/${patient?.id}&code=${encodeURIComponent(`${codeSystems.metric}|${code}`)}`,
    )
    expect(byCode.length).toBeGreaterThan(0)
    const [report] = await search<DiagnosticReport>(`DiagnosticReport?subject=Patient/${patient?.id}`)
    const [document] = await search<DocumentReference>(`DocumentReference?subject=Patient/${patient?.id}`)
    const all: Resource[] = [patient!, ...observations, report!, document!]
    for (const resource of all) {
      expect(() => validateResource(resource), resource.resourceType).not.toThrow()
      expect(requiredCodeIssues(resource)).toEqual([])
    }
    for (const reference of new Set(all.flatMap(referencesIn))) await fhirGet<Resource>(reference)
    for (const attachment of [report?.presentedForm?.[0], document?.content[0]?.attachment]) {
      const bytes = Buffer.from(attachment?.data ?? '', 'base64')
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(attachment?.hash).toBe(sha1(bytes))
    }

    // DICOM: the visit's Study by PatientID, with the photo and the PDF
    const studies = await findStudies(pacsTarget(), mrn)
    expect(studies).toHaveLength(1)
    const instances = await findInstances(pacsTarget(), studies[0]!.studyUid)
    expect(instances.map((i) => i.sopClassUid).sort()).toEqual([
      '1.2.840.10008.5.1.4.1.1.104.1',
      '1.2.840.10008.5.1.4.1.1.77.1.4',
    ])

    // sent again: nothing new at either server
    const before = await countsOf(mrn)
    await app.value('clinical.deliver', { ...visit, target: 'record' })
    await app.value('clinical.deliver', { ...visit, target: 'archive' })
    const again = await deliveryIn(app, visit, 'record', 'sent')
    await deliveryIn(app, visit, 'archive', 'sent')
    expect(again.outcome?.created).toBe(0)
    expect(await countsOf(mrn)).toEqual(before)
    expect(await findStudies(pacsTarget(), mrn)).toHaveLength(1)
    expect(await findInstances(pacsTarget(), studies[0]!.studyUid)).toHaveLength(2)
    // four sends made one report, kept with the patient's reports, whose PDF is the one in the record
    const reports = await app.value('reports.list', { subjectId: visit.subjectId })
    expect(reports).toHaveLength(1)
    const kept = await app.value('reports.open', { reportId: reports[0]!.id })
    expect(report?.presentedForm?.[0]?.hash).toBe(sha1(kept.bytes))

    // the audit: ids only, no name, record number or secret
    const audit = (await app.value('audit.list', {})).entries
    const sent = audit.filter((e) => e.action === 'record.sent' || e.action === 'archive.stored')
    expect(sent.map((e) => e.subjectId)).toEqual([
      visit.subjectId,
      visit.subjectId,
      visit.subjectId,
      visit.subjectId,
    ])
    const text = JSON.stringify(audit)
    for (const secret of [fhir.token, pacs.password, mrn, 'Beispiel']) expect(text).not.toContain(secret)
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['record.settingsChanged', 'archive.settingsChanged']),
    )
  })

  it('keeps a refused send (401) with its reason until it is sent again with the right token', async ({
    world,
  }) => {
    const mrn = 'MRN-44-0002'
    const { app, visit } = await setUp(world, mrn)
    await app.value('record.settings.set', { settings: recordSettings(), token: 'not-the-token' })
    await app.value('clinical.deliver', { ...visit, target: 'record' })
    const failed = await deliveryIn(app, visit, 'record', 'failed')
    expect(failed.problem).toMatchObject({ code: 'record_unauthorized', status: 401 })
    expect(failed.nextTryAt).toBeNull()
    expect(await patientsOf(mrn)).toEqual([])
    expect(await app.failure('record.test')).toBe('record_unauthorized')

    await app.value('record.settings.set', { settings: recordSettings(), token: fhir.token })
    expect(await app.value('record.test')).toMatchObject({ version: expect.any(String) })
    await app.value('clinical.deliver', { ...visit, target: 'record' })
    const sent = await deliveryIn(app, visit, 'record', 'sent')
    expect(sent.problem).toBeNull()
    expect(await patientsOf(mrn)).toHaveLength(1)
  })

  it('waits through a 5xx and a closed port, keeps the delivery across a restart, and sends it after', async ({
    world,
  }) => {
    const mrn = 'MRN-44-0003'
    const { app, visit, service, clinic } = await setUp(world, mrn)
    // the record system answers 503 twice: waiting, tried again after the backoff, then sent
    fhir.failPost(1, 503)
    fhir.failPost(2, 503)
    await app.value('clinical.deliver', { ...visit, target: 'record' })
    const waiting = await deliveryIn(app, visit, 'record', 'waiting')
    expect(waiting.problem).toMatchObject({ code: 'record_server_error', status: 503 })
    expect(waiting.nextTryAt).not.toBeNull()
    const sent = await deliveryIn(app, visit, 'record', 'sent')
    expect(sent.tries).toBe(3)
    expect(await patientsOf(mrn)).toHaveLength(1)

    // the archive behind a closed port: waiting, kept across a restart, sent once its address is right
    await app.value('archive.settings.set', {
      settings: archiveSettings({ baseUrl: `http://127.0.0.1:${await closedPort()}/dicom-web` }),
      secret: null,
    })
    await app.value('clinical.deliver', { ...visit, target: 'archive' })
    const unreachable = await deliveryIn(app, visit, 'archive', 'waiting')
    expect(unreachable.problem?.code).toBe('archive_unreachable')
    await world.stopApp()
    const again = await world.startApp({ clinicalTiming: { firstRetryMs: 60_000, maxRetryMs: 60_000 } })
    await again.waitForStatus((s) => s.connected)
    // tried again as the account opens (its time had come), still unreachable: waiting, with its reason
    const kept = await deliveryIn(again, visit, 'archive', 'waiting')
    expect(kept.problem?.code).toBe('archive_unreachable')
    expect(await findStudies(pacsTarget(), mrn)).toEqual([])
    await again.value('archive.settings.set', { settings: archiveSettings(), secret: null })
    await deliveryIn(again, visit, 'archive', 'sent')
    expect(await findStudies(pacsTarget(), mrn)).toHaveLength(1)
    void service
    void clinic
  })

  it('ends a send the record system never answers when the app closes, and keeps the delivery', async ({
    world,
  }) => {
    const mrn = 'MRN-44-0008'
    // a record system that takes the connection and never answers
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => void sockets.add(socket))
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
    try {
      const { app, visit } = await setUp(world, mrn)
      const { port } = silent.address() as { port: number }
      await app.value('record.settings.set', {
        settings: recordSettings({ baseUrl: `http://127.0.0.1:${port}/fhir/R4` }),
        token: null,
      })
      await app.value('clinical.deliver', { ...visit, target: 'record' })
      await deliveryIn(app, visit, 'record', 'sending')
      // closing does not wait the minute a send may take: the test's own time limit would fail it
      await world.stopApp()
      const again = await world.startApp({ clinicalTiming: { firstRetryMs: 60_000, maxRetryMs: 60_000 } })
      await again.waitForStatus((s) => s.connected)
      const kept = (await again.value('clinical.deliveries', visit)).record
      expect(kept?.state).toMatch(/^(waiting|sending|queued)$/)
      await again.value('record.settings.set', { settings: recordSettings(), token: null })
      await deliveryIn(again, visit, 'record', 'sent')
      expect(await patientsOf(mrn)).toHaveLength(1)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((done) => silent.close(() => done()))
    }
  })

  it('keeps a visit sent while the service is offline, and sends it once the line is back', async ({
    world,
  }) => {
    const mrn = 'MRN-44-0007'
    const { app, visit, service } = await setUp(world, mrn, {
      connectivity: { everyMs: 50, quietOnlineMs: 0 },
      // long enough that only the line coming back sends it in this test's time
      clinicalTiming: { firstRetryMs: 60_000, maxRetryMs: 60_000 },
    })
    // the visit screen read it before the line went down
    await app.value('history.forSubject', {
      datasetId: visit.datasetId,
      subjectId: visit.subjectId,
      since: null,
    })
    const port = service.port
    await world.stopService()
    await app.waitForStatus((s) => !s.online)
    expect(await app.value('clinical.deliver', { ...visit, target: 'record' })).toMatchObject({
      state: 'queued',
    })
    const waiting = await deliveryIn(app, visit, 'record', 'waiting')
    // the service does not answer, and this workstation keeps no copy of the visit's full records
    expect(['unreachable', 'not_cached']).toContain(waiting.problem?.code)
    expect(await patientsOf(mrn)).toEqual([])
    await world.startService(port)
    await deliveryIn(app, visit, 'record', 'sent')
    expect(await patientsOf(mrn)).toHaveLength(1)
  })

  it('makes no second copy when two workstations of one account send the same visit', async ({ world }) => {
    const mrn = 'MRN-44-0004'
    const { app, visit, service, clinic } = await setUp(world, mrn)
    const otherDir = await tempDir('skin-second-workstation-')
    const other = await startMainApp(otherDir, memorySecrets(), { clinicalTiming: timing })
    try {
      await other.connect(service, clinic)
      await configure(other)
      for (const target of ['record', 'archive'] as const) {
        await Promise.all([
          app.value('clinical.deliver', { ...visit, target }),
          other.value('clinical.deliver', { ...visit, target }),
        ])
      }
      for (const workstation of [app, other]) {
        await deliveryIn(workstation, visit, 'record', 'sent')
        await deliveryIn(workstation, visit, 'archive', 'sent')
      }
      const counts = await countsOf(mrn)
      expect(counts.Patient).toBe(1)
      expect(counts.DiagnosticReport).toBe(1)
      expect(counts.DocumentReference).toBe(1)
      const observations = await search<Observation>(
        `Observation?subject=Patient/${(await patientsOf(mrn))[0]?.id}&_count=1000`,
      )
      const ids = observations.map((o) => o.identifier?.[0]?.value)
      expect(new Set(ids).size).toBe(ids.length)
      const studies = await findStudies(pacsTarget(), mrn)
      expect(studies).toHaveLength(1)
      expect(await findInstances(pacsTarget(), studies[0]!.studyUid)).toHaveLength(2)
    } finally {
      await other.close()
      await removeDir(otherDir)
    }
  })

  it('sends and archives a visit once it is analysed when the settings ask, and logs nothing of the patient', async ({
    world,
  }) => {
    const logs = await tempDir('skin-clinical-log-')
    const releaseLog = useLogger(createLogger({ dir: logs, redactor, console: false }))
    try {
      const mrn = 'MRN-44-0005'
      const { clinic, app } = await world.connectClinic('Nell Hart', { clinicalTiming: timing })
      await app.value('record.settings.set', {
        settings: recordSettings({ autoSend: true }),
        token: fhir.token,
      })
      await app.value('archive.settings.set', {
        settings: archiveSettings({ autoArchive: true }),
        secret: pacs.password,
      })
      const visit = await analysedVisit(app, clinic.datasetId, mrn)
      await deliveryIn(app, visit, 'record', 'sent')
      await deliveryIn(app, visit, 'archive', 'sent')
      expect(await patientsOf(mrn)).toHaveLength(1)
      expect(await findStudies(pacsTarget(), mrn)).toHaveLength(1)
      // a refusal too, whose OperationOutcome the server words
      fhir.failPost(1, 500)
      await app.value('clinical.deliver', { ...visit, target: 'record' })
      await deliveryIn(app, visit, 'record', 'sent')
      await world.stopApp()
      const log = await readFile(join(logs, LOG_FILE), 'utf8')
      // the refusal is in the log by its code and status, with nothing of the patient or the server's words
      expect(log).toMatch(/record.*waiting.*record_server_error.*500/)
      for (const secret of [mrn, 'Beispiel', 'Jörg', fhir.token, pacs.password])
        expect(log).not.toContain(secret)
    } finally {
      releaseLog()
      await removeDir(logs)
    }
  })

  it('sends with SMART Backend Services: a key made by main, registered, its tokens asked for once', async ({
    world,
  }) => {
    const clients: Record<string, string> = {}
    const smartFhir = await startFhirServer({ smart: { clients } })
    try {
      const mrn = 'MRN-44-0006'
      const { app, visit } = await setUp(world, mrn)
      const smart = recordSettings({
        baseUrl: smartFhir.baseUrl,
        auth: 'smart',
        smartTokenUrl: smartFhir.smart?.tokenUrl ?? '',
        smartClientId: 'skin-workstation-44',
        smartScope: 'system/Patient.rs system/*.c',
      })
      // no key yet: switching to SMART is refused for the key
      const refused = await app.call('record.settings.set', { settings: smart, token: null })
      expect(refused.ok ? null : [refused.error.code, refused.error.field]).toEqual([
        'clinical_secret_missing',
        'smartKey',
      ])
      const view = await app.value('record.smartKey')
      const jwks = JSON.parse(view.smartPublicJwks ?? '{}') as { keys: Record<string, unknown>[] }
      expect(jwks.keys[0]).toMatchObject({ use: 'sig', kid: expect.any(String) })
      expect(jwks.keys[0]).not.toHaveProperty('d')
      await app.value('record.settings.set', { settings: smart, token: null })

      // not registered yet: the token endpoint refuses the client, and the delivery says so
      await app.value('clinical.deliver', { ...visit, target: 'record' })
      const failed = await deliveryIn(app, visit, 'record', 'failed')
      expect(failed.problem?.code).toBe('record_token_refused')

      clients['skin-workstation-44'] = view.smartPublicJwks ?? ''
      expect(await app.value('record.test')).toMatchObject({ software: expect.any(String) })
      await app.value('clinical.deliver', { ...visit, target: 'record' })
      await deliveryIn(app, visit, 'record', 'sent')
      const patients = await fetch(
        `${smartFhir.baseUrl}/Patient?identifier=${encodeURIComponent(`${mrnSystem}|${mrn}`)}`,
        { headers: { authorization: `Bearer ${smartFhir.token}` } },
      )
      expect(((await patients.json()) as Bundle).entry).toHaveLength(1)
      // one token for the test and the send (cached until shortly before it expires)
      expect(smartFhir.smart?.issuedCount()).toBe(1)
      // the record system stops taking that token before it expires: a new one is asked for, and the visit goes
      smartFhir.smart?.expireTokens()
      await app.value('clinical.deliver', { ...visit, target: 'record' })
      const again = await deliveryIn(app, visit, 'record', 'sent')
      expect(again).toMatchObject({ tries: 1, outcome: { created: 0 } })
      expect(smartFhir.smart?.issuedCount()).toBe(2)
      const keychainAccount = app.app.accounts.peek()?.keychainAccount ?? ''
      expect(await world.secrets.get(`record-smart-key:${keychainAccount}`)).toContain('"d"')
    } finally {
      await smartFhir.close()
    }
  })

  it('checks the settings, keeps secrets in the keychain only, and refuses a visit it cannot file', async ({
    world,
  }) => {
    const { app, visit, clinic } = await setUp(world, null)
    const field = async (channel: 'record.settings.set' | 'archive.settings.set', args: unknown) => {
      const outcome = await app.call(channel, args)
      return outcome.ok ? null : [outcome.error.code, outcome.error.field]
    }
    expect(
      await field('record.settings.set', {
        settings: recordSettings({ baseUrl: 'http://ehr.example/fhir' }),
        token: null,
      }),
    ).toEqual(['clinical_setting_invalid', 'baseUrl'])
    expect(
      await field('record.settings.set', {
        settings: recordSettings({ patientIdentifierSystem: 'not a uri' }),
        token: null,
      }),
    ).toEqual(['clinical_setting_invalid', 'patientIdentifierSystem'])
    expect(await field('record.settings.set', { settings: recordSettings(), token: '' })).toEqual([
      'clinical_secret_missing',
      'token',
    ])
    expect(
      await field('archive.settings.set', { settings: archiveSettings({ username: '' }), secret: null }),
    ).toEqual(['clinical_setting_invalid', 'username'])
    expect(
      await field('archive.settings.set', { settings: archiveSettings({ auth: 'bearer' }), secret: '' }),
    ).toEqual(['clinical_secret_missing', 'secret'])
    // nothing of those was saved
    expect(await app.value('record.settings.get')).toMatchObject({ baseUrl: fhir.baseUrl, tokenSaved: true })

    // no secret back over the bridge, nor in the account's database, but in the keychain
    const views = JSON.stringify([
      await app.value('record.settings.get'),
      await app.value('archive.settings.get'),
    ])
    expect(views).not.toContain(fhir.token)
    expect(views).not.toContain(pacs.password)
    const db = app.app.accounts.peek()?.space.db
    const rows = db?.prepare('SELECT key, value FROM workstation_state').all() as {
      key: string
      value: string
    }[]
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['record.settings', 'archive.settings']))
    for (const row of rows) {
      expect(row.value).not.toContain(fhir.token)
      expect(row.value).not.toContain(pacs.password)
    }
    const keychainAccount = app.app.accounts.peek()?.keychainAccount ?? ''
    expect(await world.secrets.get(`record-token:${keychainAccount}`)).toBe(fhir.token)
    expect(await world.secrets.get(`archive-secret:${keychainAccount}`)).toBe(pacs.password)

    // a patient without a record number: refused before anything is sent, kept with its reason
    await app.value('clinical.deliver', { ...visit, target: 'record' })
    const failed = await deliveryIn(app, visit, 'record', 'failed')
    expect(failed.problem).toMatchObject({ code: 'record_number_missing', status: null })

    // switched off: the send is refused at once
    await app.value('archive.settings.set', { settings: archiveSettings({ enabled: false }), secret: null })
    expect(await app.failure('clinical.deliver', { ...visit, target: 'archive' })).toBe('archive_off')

    // the account erased: its clinical secrets leave the keychain with it
    await app.value('auth.disconnect', { erase: true })
    expect(await world.secrets.get(`record-token:${keychainAccount}`)).toBeNull()
    expect(await world.secrets.get(`archive-secret:${keychainAccount}`)).toBeNull()
    void clinic
  })
})
