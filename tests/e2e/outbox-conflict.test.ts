/**
 * Another workstation's change, said on the patient's screen (issue 29), in Chromium through the browser host:
 * this workstation reaches the service through a loopback relay that can be cut (its line down, the service up
 * for everyone else). Cut off, it renames a patient (saved here, waiting in the outbox); meanwhile another
 * workstation renames the same patient at the service. The line back, this workstation's change is sent, came
 * later and replaced the other one: the patient's screen says so, naming the field, until dismissed (looked at and
 * checked with axe-core, in English and German).
 *
 * Issue 41: cut off, it records a patient's photo consent and a photo is taken under it; meanwhile another
 * workstation records a later, narrower consent at the service. The line back, the later one stands: the patient's
 * screen and the outbox say both, the photo waits saying why, until the operator keeps the service's consent.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSkinApi } from '../../src-main/api'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { ConsentDialog } from './pages/consentDialog'
import { QueueScreen, queueProblems } from './pages/queueScreen'
import { uiText } from './pages/uiText'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { facePhoto } from '../support/photos'

let w: Workstation
let page: Page
let relay: Server
let cut = false
const sockets = new Set<Socket>()

/** A TCP relay to the service; while `cut`, every connection is dropped at once (the line is down). */
async function startRelay(port: number): Promise<string> {
  relay = createServer((inbound) => {
    if (cut) return inbound.destroy()
    const outbound = connect(port, '127.0.0.1')
    for (const socket of [inbound, outbound]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    inbound.pipe(outbound).pipe(inbound)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
}

function cutLine(): void {
  cut = true
  for (const socket of sockets) socket.destroy()
}

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
  page = w.page
  const baseUrl = await startRelay(Number(new URL(w.service.baseUrl).port))
  await submitConnectForm(page, { baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await new DatasetsScreen(page).open('Main clinic')
  await new SubjectsScreen(page).rows().first().waitFor()
}, 180_000)
afterAll(async () => {
  cutLine()
  await new Promise<void>((resolve) => relay?.close(() => resolve()))
  await w?.close()
})

describe('a change that met another workstation’s', () => {
  it('is said on the patient’s screen, naming the field, until dismissed', async () => {
    const api = createSkinApi(w.credentials)
    const datasets = await api.datasets.list({ page: 1, pageSize: 50 })
    const datasetId = datasets.results.find((d) => d.name === 'Main clinic')?.id ?? ''
    const first = (await api.subjects.list({ datasetId, page: 1, pageSize: 1 })).results[0]
    const subjectId = first?.id ?? ''
    const firstName = first?.name ?? ''
    await new SubjectsScreen(page).openSubject(firstName)
    const subject = new SubjectScreen(page)
    await subject.waitForScreen()
    expect(subjectId).not.toBe('')

    // this workstation's line goes down; it renames the patient (kept here, waiting)
    cutLine()
    await subject.editButton.click()
    const form = new SubjectForm(page, 'edit')
    await form.fill({ name: `${firstName} Here` })
    await form.submit()
    await subject.unsentBadge.waitFor({ timeout: 30_000 })
    // another workstation renames the same patient at the service meanwhile
    await api.subjects.update(datasetId, subjectId, { name: `${firstName} There` })

    // the line is back (the workstation's own check of it, which runs every few seconds, now): this change is
    // sent, came later, and replaced the other one's
    cut = false
    await w.app.app.session.probe()
    const notice = subject.outboxNotice
    await notice.waitFor({ timeout: 60_000 })
    expect(await notice.textContent()).toContain('Name had also been changed on another workstation')
    expect((await api.subjects.get(datasetId, subjectId)).name).toBe(`${firstName} Here`)
    await screenshot(page, 'outbox-07-subject-conflict-en')
    await expectAccessible(page)
    const shell = new AppShell(page)
    await shell.switchLanguage('de')
    await page.getByText('an einem anderen Arbeitsplatz').first().waitFor()
    await screenshot(page, 'outbox-08-subject-conflict-de')
    await expectAccessible(page)
    await shell.switchLanguage('en')
    await subject.outboxNoticeDismiss.click()
    await notice.waitFor({ state: 'detached' })
  })

  it('keeps a later consent at the service over one recorded here offline, and the photo taken under it waits', async () => {
    const api = createSkinApi(w.credentials)
    const datasets = await api.datasets.list({ page: 1, pageSize: 50 })
    const datasetId = datasets.results.find((d) => d.name === 'Main clinic')?.id ?? ''
    const patient = (await api.subjects.list({ datasetId, page: 1, pageSize: 2 })).results[1]
    const subjectId = patient?.id ?? ''
    const shell = new AppShell(page)
    await shell.toDataset.click()
    await new SubjectsScreen(page).openSubject(patient?.name ?? '')
    const subject = new SubjectScreen(page)
    await subject.waitForScreen()

    // cut off: the consent recorded here (kept, waiting), and a photo taken under it
    cutLine()
    const consent = new ConsentDialog(page)
    await consent.recordButton(consent.onRecord).click()
    await consent.record()
    await subject.unsentBadge.waitFor({ timeout: 30_000 })
    const bytes = new Uint8Array(await facePhoto(1280, 1024))
    await w.app.app.handlers['capture.submit']({
      datasetId,
      subjectId,
      mode: 'front',
      shots: [{ side: 'front', source: 'camera', fileName: null, bytes, warnings: [] }],
    })
    // meanwhile, at another workstation, the patient narrows it to reports
    const current = await api.subjects.get(datasetId, subjectId)
    const later = { by: 'Dr. Other', at: new Date(Date.now() + 60_000).toISOString(), scopes: ['reports'] }
    await api.subjects.update(datasetId, subjectId, { meta: { ...(current.meta ?? {}), consent: later } })

    // the line back (the workstation's own check of it, which runs every few seconds, now): the later consent
    // stands; the patient's screen says both
    cut = false
    await w.app.app.session.probe()
    const notice = subject.consentConflict
    await notice.waitFor({ timeout: 60_000 })
    expect(await notice.textContent()).toContain('A later photo consent was recorded for this patient')
    expect(await notice.textContent()).toContain('recorded by Dr. Other')
    expect((await api.subjects.get(datasetId, subjectId)).meta?.consent).toEqual(later)
    const waiting = queueProblems(page).filter({ hasText: uiText('errors.consent_conflict') })
    await waiting.first().waitFor()
    await screenshot(page, 'outbox-09-consent-conflict-en')
    await expectAccessible(page)
    await shell.switchLanguage('de')
    await page.getByText('später eine Fotoeinwilligung').first().waitFor()
    await screenshot(page, 'outbox-10-consent-conflict-de')
    await expectAccessible(page)

    // the outbox says it too, in German and English, with the photo that waits
    await shell.openQueue()
    const queue = new QueueScreen(page)
    await queue.writes('conflict').waitFor()
    await screenshot(page, 'outbox-11-queue-consent-conflict-de')
    await expectAccessible(page)
    await shell.switchLanguage('en')
    await queue.writes('conflict').getByText(uiText('queue.outbox.state.conflict')).waitFor()
    await screenshot(page, 'outbox-12-queue-consent-conflict-en')
    await expectAccessible(page)

    // the operator keeps the service's consent: the conflict is over; the photo, without consent to analysis, stops
    await queue
      .writes('conflict')
      .getByRole('button', { name: uiText('consent.conflict.keep') })
      .click()
    await queue.writes('conflict').waitFor({ state: 'detached' })
    await queue.rows('failed').getByText(uiText('errors.consent_required')).waitFor()
  })
})
