/**
 * A clinic day with the line down (issue 29), in Chromium through the browser host: the service is stopped, and a
 * walk-in patient is created with a record number, their photo consent recorded and a triplet captured, all shown
 * as saved on this workstation and waiting in the outbox (looked at, and checked with axe-core, in English and
 * German). The service is started again (same database, same port): it then holds exactly one such subject, with
 * the consent in `meta`, and one batch of three images; the results show on the patient's open screen without
 * reopening it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSkinApi } from '../../src-main/api'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import { recordedAnalyses } from '../support/recordedAnalyses'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen, queueRows } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { frontPortrait, turnedPortrait } from '../support/photos'

const patient = 'Walk In Offline'
let w: Workstation
let page: Page
let serviceDir: string
let restarted: RunningService | null = null

const serviceOptions = (dbPath: string): ServiceOptions => ({
  ...recordedAnalyses(),
  dialect: testDialect(),
  dbPath,
  seedDemo: true,
  rateLimit: false,
  processingDelayMs: 0,
  acneEnabledByDefault: true,
})

beforeAll(async () => {
  serviceDir = await mkdtemp(join(tmpdir(), 'skin-outbox-service-'))
  w = await startWorkstation({
    keychain: 'memory',
    service: serviceOptions(join(serviceDir, 'service.sqlite')),
  })
  page = w.page
  await submitConnectForm(page, w.credentials)
  await new DatasetsScreen(page).open('Main clinic')
  await new SubjectsScreen(page).rows().first().waitFor()
  // Test setup: what a workstation that has captured before keeps (whether triplets are offered, whether the
  // dataset's photos are analysed), read through main as the capture screen reads it.
  const handlers = w.app.app.handlers
  const datasets = await handlers['datasets.list']({ page: 1, pageSize: 50 })
  const datasetId = datasets.results.find((d) => d.name === 'Main clinic')?.id ?? ''
  await handlers['capture.options']({})
  await handlers['capture.analysis']({ datasetId })
}, 180_000)
afterAll(async () => {
  await restarted?.close()
  await w?.close()
  if (serviceDir) await rm(serviceDir, { recursive: true, force: true })
})

describe('a day with the line down', () => {
  it('creates a patient, records consent and captures a triplet offline; all are sent once when it is back', async () => {
    const shell = new AppShell(page)
    const subject = new SubjectScreen(page)
    await w.service.close()

    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    await form.fill({ name: patient, patientId: 'MRN-4711' })
    await form.submit()
    await subject.heading().filter({ hasText: patient }).waitFor({ timeout: 30_000 })
    await subject.unsentBadge.waitFor()
    await shell.offlineBanner.waitFor({ timeout: 30_000 })

    // the consent gate and offline capture meet: consent is recorded here, and the patient photographed
    await startCapture(page)
    const capture = new CaptureScreen(page)
    const [front, right, left] = await Promise.all([frontPortrait(), turnedPortrait(), turnedPortrait(true)])
    await capture.dropTriplet({ front, right, left })
    await capture.send()
    await capture.backToSubject()
    await subject.unsentBadge.waitFor()
    await queueRows(subject.captures, 'queued').first().waitFor()
    await screenshot(page, 'outbox-01-subject-unsent')
    await expectAccessible(page)

    const queue = new QueueScreen(page)
    await shell.queueLink.click()
    await queue.heading.waitFor()
    await queue.writes('waiting').nth(1).waitFor()
    expect(await queue.writes().count()).toBe(2)
    await screenshot(page, 'outbox-02-waiting')
    await expectAccessible(page)
    await shell.switchLanguage('de')
    await queue.writes('waiting').first().getByText('Wartet auf das Senden').waitFor()
    await screenshot(page, 'outbox-03-waiting-de')
    await expectAccessible(page)
    await shell.switchLanguage('en')

    // back to the patient, and the service comes back: nothing is reopened from here on
    await page.getByRole('button', { name: 'Back' }).click()
    await subject.heading().filter({ hasText: patient }).waitFor()
    restarted = await startService({
      ...serviceOptions(join(serviceDir, 'service.sqlite')),
      port: w.service.port,
    })
    await shell.offlineBanner.waitFor({ state: 'detached', timeout: 30_000 })
    await subject.unsentBadge.waitFor({ state: 'detached', timeout: 30_000 })
    await subject.visits.first().waitFor({ timeout: 60_000 })
    await screenshot(page, 'outbox-04-sent-results')

    const api = createSkinApi({ baseUrl: restarted.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
    const datasets = await api.datasets.list({ page: 1, pageSize: 50 })
    const datasetId = datasets.results.find((d) => d.name === 'Main clinic')?.id ?? ''
    const walkIns = (await api.subjects.all(datasetId)).filter((s) => s.name === patient)
    expect(walkIns).toHaveLength(1)
    const created = walkIns[0]
    expect(created?.meta?.patient_id).toBe('MRN-4711')
    expect((created?.meta?.consent as { scopes: string[] } | undefined)?.scopes).toContain('analysis')
    const batches = await api.batches.all(datasetId, created?.id ?? '')
    expect(batches).toHaveLength(1)
    const images = await api.batches.images({
      datasetId,
      subjectId: created?.id ?? '',
      batchId: batches[0]?.id ?? '',
    })
    expect(images).toHaveLength(3)
  })

  it('brings a write the service refused back to the outbox, with the field and its words; cancel drops it', async () => {
    const shell = new AppShell(page)
    const subject = new SubjectScreen(page)
    const queue = new QueueScreen(page)
    await restarted?.close()
    await shell.toDataset.click()
    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    // the form takes any past date; this service refuses births before 1900 (a rule the form does not know)
    await form.fill({ name: 'Old Record', birthDate: '1899-12-31' })
    await form.submit()
    await subject.unsentBadge.waitFor({ timeout: 30_000 })
    restarted = await startService({
      ...serviceOptions(join(serviceDir, 'service.sqlite')),
      port: w.service.port,
    })
    await shell.queueLink.click()
    const refused = queue.writes('refused')
    await refused.waitFor({ timeout: 60_000 })
    expect(await queue.refusedField(refused).textContent()).toContain('Birth date: ')
    await screenshot(page, 'outbox-05-refused')
    await expectAccessible(page)
    await shell.switchLanguage('de')
    await refused.getByText('Vom Dienst nicht angenommen').waitFor()
    await screenshot(page, 'outbox-06-refused-de')
    await expectAccessible(page)
    await shell.switchLanguage('en')
    await refused.getByRole('button', { name: 'Cancel change' }).click()
    await refused.waitFor({ state: 'detached' })
  })
})
