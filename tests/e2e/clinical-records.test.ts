/**
 * Issue 44, "Done when": both paths work from the UI against real local servers. An administrator fills Settings →
 * Record system (FHIR R4, bearer) and Settings → Image archive (DICOMweb, basic) and tests both connections; a
 * patient with a record number has a photo analysed; the visit is sent to the record and archived in the PACS, and
 * says so in words. At the servers: the FHIR server (Medplum's router, validating) finds the Patient by its
 * identifier and the Observations by subject; Orthanc's QIDO finds the Study by PatientID. Sending again makes no
 * duplicate at either. Bad answers from the UI: the archive at a closed port waits ("offline") and goes once it is
 * back; a wrong token is "refused" in words, nothing lost, and goes once fixed. Both sections and the visit are
 * looked at in English and German (screenshots) with axe: 0 serious or critical.
 */
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot, screenshotDir } from '../support/chromium'
import { startFhirServer, type FhirTestServer } from '../support/fhirServer'
import { startTestPacs, type TestPacs } from '../support/orthanc'
import { facePhoto } from '../support/photos'
import { startConnectedWorkstation, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { ArchiveSettings, RecordSettings } from './pages/clinicalSettings'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { sendThroughMain } from './pages/sendThroughMain'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { uiText } from './pages/uiText'
import { VisitDeliveries } from './pages/visitDeliveries'
import { VisitScreen } from './pages/visitScreen'

const patient = { name: 'Imogen Fairweather', recordNumber: 'MRN-44-0815', birthDate: '1983-05-17' }
const mrnSystem = 'https://clinic.example/mrn'

let w: Workstation
let page: Page
let fhir: FhirTestServer
let smartFhir: FhirTestServer | undefined
let pacs: TestPacs

type Bundle = { total?: number; entry?: { resource: { id: string; resourceType: string } }[] }

/** A FHIR search at the record system, as any of its clients reads it back. */
async function search(query: string): Promise<{ id: string; resourceType: string }[]> {
  const response = await fetch(`${fhir.baseUrl}/${query}`, {
    headers: { authorization: `Bearer ${fhir.token}`, accept: 'application/fhir+json' },
  })
  expect(response.status, query).toBe(200)
  return ((await response.json()) as Bundle).entry?.map((e) => e.resource) ?? []
}

const patients = () =>
  search(`Patient?identifier=${encodeURIComponent(`${mrnSystem}|${patient.recordNumber}`)}`)

/** What the record holds of the patient: the Patient, then everything else about them, by type. */
async function recordHolds(): Promise<Record<string, number>> {
  const found = await patients()
  expect(found).toHaveLength(1)
  const subject = `Patient/${found[0]?.id}`
  const counts: Record<string, number> = { Patient: found.length }
  for (const type of ['Observation', 'Media', 'DiagnosticReport'])
    counts[type] = (await search(`${type}?subject=${subject}&_count=1000`)).length
  return counts
}

/** The archive's studies of the patient (QIDO-RS on PatientID), and how many instances Orthanc holds in all. */
async function archiveHolds(): Promise<{ studies: number; instances: number }> {
  const response = await fetch(
    `${pacs.dicomWeb}/studies?PatientID=${encodeURIComponent(patient.recordNumber)}`,
    {
      headers: { authorization: pacs.authorization, accept: 'application/dicom+json' },
    },
  )
  expect(response.status).toBe(200)
  const studies = (await response.json()) as unknown[]
  const statistics = JSON.parse((await pacs.get('/statistics')).toString('utf8')) as {
    CountInstances: number
  }
  return { studies: studies.length, instances: statistics.CountInstances }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Opens Settings, does `change` there, and comes back to the visit. */
async function inSettings(change: () => Promise<void>): Promise<void> {
  const settings = new SettingsScreen(page)
  await settings.open()
  await change()
  await settings.backButton.click()
  await new VisitScreen(page).results.waitFor()
}

beforeAll(async () => {
  ;[fhir, pacs] = await Promise.all([startFhirServer(), startTestPacs()])
  w = await startConnectedWorkstation({ keychain: 'os', service: { processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
  await fhir?.close()
  await smartFhir?.close()
  await pacs?.stop()
})

describe('clinical records: the record system (FHIR R4) and the image archive (DICOM)', () => {
  it('is set up by an administrator in Settings, and both connections tested', async () => {
    await new SettingsScreen(page).open()
    const record = new RecordSettings(page)
    await record.switchOn({ baseUrl: fhir.baseUrl, system: mrnSystem, token: fhir.token, entries: '8' })
    expect(await record.test()).toMatch(/^It works: the record system answered/)
    const archive = new ArchiveSettings(page)
    await archive.switchOn({ baseUrl: pacs.dicomWeb, username: pacs.username, password: pacs.password })
    expect(await archive.test()).toMatch(/^It works: the image archive answered/)
    // the secrets went to the keychain: the inputs are empty and say so
    expect(await record.field('clinicalSettings.record.token').inputValue()).toBe('')
    expect(await archive.field('clinicalSettings.archive.secret.basic').inputValue()).toBe('')
    await expectAccessible(page)
    await record.section.screenshot({ path: join(screenshotDir, 'clinical-record-settings-en.png') })
    await archive.section.screenshot({ path: join(screenshotDir, 'clinical-archive-settings-en.png') })
  })

  it('sends a visit of a patient with a record number to the record and archives it in the PACS', async () => {
    await new SettingsScreen(page).backButton.click()
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    await form.fill({ name: patient.name, patientId: patient.recordNumber, birthDate: patient.birthDate })
    await form.submit()
    await new SubjectScreen(page).heading().filter({ hasText: patient.name }).waitFor()
    await sendThroughMain(w, { datasetName: 'Main clinic', subjectName: patient.name }, 'front', {
      front: await facePhoto(1280, 1024),
    })
    await new SubjectScreen(page).visits.first().click({ timeout: 60_000 })
    await new VisitScreen(page).results.waitFor()

    const deliveries = new VisitDeliveries(page)
    expect(await deliveries.state('record').textContent()).toMatch(uiText('clinical.record.none'))
    await deliveries.action('record').click()
    await deliveries.waitForState('record', 'sent')
    await deliveries.action('archive').click()
    await deliveries.waitForState('archive', 'sent')
    expect(await deliveries.action('record').textContent()).toMatch(uiText('clinical.record.again'))

    const held = await recordHolds()
    expect(held.Observation).toBeGreaterThan(0)
    expect(held.Media).toBeGreaterThan(0)
    expect(held.DiagnosticReport).toBe(1)
    const archived = await archiveHolds()
    expect(archived.studies).toBe(1)
    expect(archived.instances).toBeGreaterThanOrEqual(2) // the photo and the PDF

    await expectAccessible(page)
    await screenshot(page, 'clinical-visit-sent-en')
    await deliveries.section.screenshot({ path: join(screenshotDir, 'clinical-visit-section-en.png') })
  })

  it('sends again and archives again without a duplicate at either server', async () => {
    const before = { record: await recordHolds(), archive: await archiveHolds() }
    const deliveries = new VisitDeliveries(page)
    const posts = () => fhir.requests.filter((r) => r.method === 'POST').length
    const postsBefore = posts()
    await deliveries.sendAgain('record')
    await deliveries.sendAgain('archive')
    // it was sent (the server was asked again), and nothing was made twice
    expect(posts()).toBeGreaterThan(postsBefore)
    expect(await recordHolds()).toEqual(before.record)
    expect(await archiveHolds()).toEqual(before.archive)
  })

  it('waits while the archive cannot be reached, says so in words, and archives once it is back', async () => {
    const archive = new ArchiveSettings(page)
    const closed = `http://127.0.0.1:${await closedPort()}/dicom-web`
    await inSettings(() => archive.moveTo(closed))
    const deliveries = new VisitDeliveries(page)
    await deliveries.action('archive').click()
    const words = await deliveries.waitForState('archive', 'offline')
    expect(words).toBe('Offline: the image archive cannot be reached. Archived when the connection is back.')
    await screenshot(page, 'clinical-visit-offline-en')
    // the archive is back: main tries again at once when the settings change, and nothing is lost
    await inSettings(() => archive.moveTo(pacs.dicomWeb))
    await deliveries.waitForState('archive', 'sent')
    expect((await archiveHolds()).studies).toBe(1)
  })

  it('says in words that the record system refused a wrong token, and sends once it is fixed', async () => {
    const record = new RecordSettings(page)
    await inSettings(() => record.replaceToken('not-the-token'))
    const deliveries = new VisitDeliveries(page)
    await deliveries.action('record').click()
    const words = await deliveries.waitForState('record', 'failed', {
      reason: { key: 'errors.record_unauthorized' },
    })
    expect(words).toBe(
      'Not sent: The record system refused the token (401). Check the token in Settings → Record system, then send again.',
    )
    await expectAccessible(page)
    await screenshot(page, 'clinical-visit-refused-en')
    await deliveries.section.screenshot({
      path: join(screenshotDir, 'clinical-visit-refused-section-en.png'),
    })
    await inSettings(() => record.replaceToken(fhir.token))
    await deliveries.action('record').click()
    await deliveries.waitForState('record', 'sent')
    expect((await recordHolds()).Patient).toBe(1)
  })

  it("lists the record system's reasons when it refuses the visit, and sends once the settings fit", async () => {
    const record = new RecordSettings(page)
    // the whole visit in one Bundle: more entries than Medplum takes in one transaction
    await inSettings(async () => {
      await record.field('clinicalSettings.record.entries').fill('')
      await record.save()
    })
    const deliveries = new VisitDeliveries(page)
    await deliveries.action('record').click()
    const words = await deliveries.waitForState('record', 'failed', {
      reason: { key: 'errors.record_rejected' },
    })
    expect(words).toBe('Not sent: The record system refused the visit. Its reasons are listed below.')
    const reasons = await deliveries.reasons('record').allTextContents()
    expect(reasons.length).toBeGreaterThan(0)
    expect(reasons.every((reason) => reason.trim() !== '')).toBe(true)
    await expectAccessible(page)
    await deliveries.section.screenshot({
      path: join(screenshotDir, 'clinical-visit-rejected-section-en.png'),
    })
    await inSettings(async () => {
      await record.field('clinicalSettings.record.entries').fill('8')
      await record.save()
    })
    await deliveries.action('record').click()
    await deliveries.waitForState('record', 'sent')
    expect((await recordHolds()).Patient).toBe(1)
  })

  it('sends with SMART Backend Services: a client key made in Settings, refused until it is registered', async () => {
    const clients: Record<string, string> = {}
    const server = await startFhirServer({ smart: { clients } })
    smartFhir = server
    const record = new RecordSettings(page)
    let publicJwks = ''
    await inSettings(async () => {
      await record.fillSmart({
        baseUrl: server.baseUrl,
        tokenUrl: server.smart?.tokenUrl ?? '',
        clientId: 'skin-e2e',
        scope: 'system/Patient.rs system/*.c',
      })
      publicJwks = await record.makeClientKey()
      await record.save()
      expect(await record.publicKey.getAttribute('readonly')).not.toBeNull()
      await expectAccessible(page)
      await record.section.screenshot({ path: join(screenshotDir, 'clinical-record-smart-en.png') })
    })
    // the public key only: no private part ("d") ever reaches the page
    const keys = (JSON.parse(publicJwks) as { keys: Record<string, unknown>[] }).keys
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((key) => key.kid && key.use === 'sig' && !('d' in key))).toBe(true)

    const deliveries = new VisitDeliveries(page)
    await deliveries.action('record').click()
    const words = await deliveries.waitForState('record', 'failed', {
      reason: { key: 'errors.record_token_refused' },
    })
    expect(words).toBe(
      'Not sent: The record system refused the token. Check Settings → Record system, then send again.',
    )
    // the record system's administrators register the key shown, for the client id
    clients['skin-e2e'] = publicJwks
    await deliveries.action('record').click()
    await deliveries.waitForState('record', 'sent')
    const response = await fetch(
      `${server.baseUrl}/Patient?identifier=${encodeURIComponent(`${mrnSystem}|${patient.recordNumber}`)}`,
      { headers: { authorization: `Bearer ${server.token}` } },
    )
    expect(((await response.json()) as Bundle).entry).toHaveLength(1)
  })

  it('is looked at in German: the visit and both settings sections, accessible', async () => {
    await new AppShell(page).switchLanguage('de')
    const deliveries = new VisitDeliveries(page)
    expect(await deliveries.waitForState('record', 'sent')).toMatch(/^In der Akte seit /)
    expect(await deliveries.waitForState('archive', 'sent')).toMatch(/^Archiviert seit /)
    await expectAccessible(page)
    await screenshot(page, 'clinical-visit-de')
    await deliveries.section.screenshot({ path: join(screenshotDir, 'clinical-visit-section-de.png') })

    // the archive out of reach, then refusing the password: said in German, and nothing lost
    const archiveSettings = new ArchiveSettings(page)
    const closed = `http://127.0.0.1:${await closedPort()}/dicom-web`
    await inSettings(() => archiveSettings.moveTo(closed))
    await deliveries.action('archive').click()
    expect(await deliveries.waitForState('archive', 'offline')).toBe(
      'Offline: Das Bildarchiv ist nicht erreichbar. Wird archiviert, sobald die Verbindung wieder da ist.',
    )
    await expectAccessible(page)
    await deliveries.section.screenshot({ path: join(screenshotDir, 'clinical-visit-offline-de.png') })
    // back at the right address but with a wrong password, both in one save: the waiting try is refused
    await inSettings(async () => {
      await archiveSettings.field('clinicalSettings.archive.secret.basic').fill('not-the-password')
      await archiveSettings.moveTo(pacs.dicomWeb)
    })
    const refused = await deliveries.waitForState('archive', 'failed', {
      reason: { key: 'errors.archive_unauthorized' },
    })
    expect(refused).toBe(
      'Nicht archiviert: Das Bildarchiv hat Benutzername, Passwort oder Token nicht angenommen (401). Prüfen Sie Einstellungen → Bildarchiv und archivieren Sie dann erneut.',
    )
    await expectAccessible(page)
    await deliveries.section.screenshot({ path: join(screenshotDir, 'clinical-visit-refused-de.png') })
    await inSettings(() => archiveSettings.replacePassword(pacs.password))
    await deliveries.action('archive').click()
    await deliveries.waitForState('archive', 'sent')
    expect(await archiveHolds()).toMatchObject({ studies: 1 })

    await new SettingsScreen(page).open()
    const record = new RecordSettings(page)
    const archive = new ArchiveSettings(page)
    await record.section.scrollIntoViewIfNeeded()
    await expectAccessible(page)
    await record.section.screenshot({ path: join(screenshotDir, 'clinical-record-settings-de.png') })
    await archive.section.screenshot({ path: join(screenshotDir, 'clinical-archive-settings-de.png') })
    expect(await record.test()).toMatch(/^Es funktioniert: Das Aktensystem hat geantwortet/)
  })
})
