/**
 * Honest capture outcomes, in Chromium through the browser host: a 640 px photo of a real face goes with a
 * quality warning and is analysed; a photo without a face cannot be sent until the operator says "send anyway",
 * which is recorded with the capture, and once the service could not analyse it the capture shows as failed
 * (not Done), with the reason once per side and "Retake Front"; and a clinic that records consent elsewhere
 * switches the consent gate off in Settings. Screenshots in English and German, axe-core on each screen.
 */
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { AppShell } from './pages/appShell'
import { startConnectedWorkstation } from '../support/workstation'
import { ConsentDialog } from './pages/consentDialog'
import { DatasetsScreen } from './pages/datasetsScreen'
import { QueueScreen, queueRows, queueRowsWithOutcome } from './pages/queueScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { frontPortrait, landscapePhoto } from '../support/photos'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const latestCapture = () => queueRows(new CaptureScreen(page).sentPanel)

describe('capture outcomes', () => {
  it('sends a 640 px photo of a real face with a quality warning, and it is analysed', async () => {
    const subject = new SubjectScreen(page)
    await subject.open('Walk-in', 'Tomás Silva')
    await subject.newCapture('front')
    const small = await sharp(await frontPortrait())
      .resize(640, 640, { fit: 'cover' })
      .jpeg({ quality: 92 })
      .toBuffer()
    const capture = new CaptureScreen(page)
    await capture.dropPhotos([jpegFile('face-640.jpg', small)])
    const card = capture.shot('front')
    expect(await card.getAttribute('data-state')).toBe('warning')
    expect(await capture.warnings(card).allTextContents()).toContain(
      'This photo has less than 1024 px on its short side: the analysis may be less precise.',
    )
    expect(await capture.sendButton.isEnabled()).toBe(true)
    await screenshot(page, '66-capture-640px-warning')
    await expectAccessible(page)
    await capture.send()
    await queueRowsWithOutcome(capture.sentPanel, 'analysed').waitFor({ timeout: 90_000 })
    expect(await new QueueScreen(page).stateBadge(latestCapture()).textContent()).toBe('Done')
  })

  it('blocks a photo without a face until the operator sends it anyway, then shows the failed analysis', async () => {
    const capture = new CaptureScreen(page)
    const queue = new QueueScreen(page)
    await capture.newCaptureButton.click()
    await capture.dropPhotos([jpegFile('lake.jpg', await landscapePhoto())])
    const card = capture.shot('front')
    expect(await card.getAttribute('data-state')).toBe('error')
    expect(await capture.warnings(card).allTextContents()).toContain('No face found in this photo.')
    expect(await capture.sendButton.isEnabled()).toBe(false)
    expect(await capture.sendStatus.textContent()).toContain('Check the marked photos first: Front')
    await screenshot(page, '67-capture-no-face-blocked')
    await expectAccessible(page)

    await capture.acceptAnyway(card).check()
    expect(await capture.sendButton.isEnabled()).toBe(true)
    await capture.send()
    const failed = queueRowsWithOutcome(capture.sentPanel, 'analysisFailed')
    await failed.waitFor({ timeout: 90_000 })
    expect(await queue.stateBadge(failed).textContent()).toBe('Analysis failed')
    expect(await queue.results(failed).count()).toBe(0)
    const reasons = await queue.rejectedSides(capture.sentPanel).allTextContents()
    expect(reasons).toHaveLength(1)
    expect(reasons[0]).toContain('Front: the service could not analyse it (no face found)')
    await screenshot(page, '68-capture-analysis-failed')
    await expectAccessible(page)

    // The override is kept with the capture in main's queue database, with the checks it overrode.
    const db = (await w.app.app.accounts.current()).space.db
    const sides = db
      .prepare<[], { file_name: string | null; warnings: string }>(
        'SELECT file_name, warnings FROM capture_sides',
      )
      .all()
    expect(JSON.parse(sides.find((s) => s.file_name === 'lake.jpg')?.warnings ?? '[]')).toEqual(
      expect.arrayContaining(['face', 'override']),
    )
    expect(JSON.parse(sides.find((s) => s.file_name === 'face-640.jpg')?.warnings ?? '[]')).toEqual([
      'resolution',
    ])

    await queue.retakeButton(capture.sentPanel).click()
    const notice = capture.retakeNotice
    await notice.waitFor()
    expect(await notice.textContent()).toContain('could not analyse the last Front photo')
  })

  it('shows the failed capture in German too', async () => {
    const shell = new AppShell(page)
    const queue = new QueueScreen(page)
    await shell.switchLanguage('de')
    try {
      await shell.openQueue()
      const failed = queueRowsWithOutcome(page, 'analysisFailed').first()
      await failed.waitFor()
      expect(await queue.stateBadge(failed).textContent()).toBe('Analyse fehlgeschlagen')
      expect(await queue.retakeButton(failed).textContent()).toBe('Frontal neu aufnehmen')
      await screenshot(page, 'de-queue-analysis-failed')
      await expectAccessible(page)
    } finally {
      await shell.switchLanguage('en')
    }
  })

  it('opens the camera with no consent asked once the clinic switches the gate off in Settings', async () => {
    const settings = new SettingsScreen(page)
    await settings.open()
    await settings.setPhotoConsentRequired(false)
    // Saved in main, not in this page: a fresh start of the app has it too.
    await page.reload()
    await new DatasetsScreen(page).rows().first().waitFor({ timeout: 30_000 })
    const subject = new SubjectScreen(page)
    const consent = new ConsentDialog(page)
    await subject.open('Walk-in', 'Aisha Bello')
    const state = consent.onRecord
    await state.waitFor()
    expect(await state.textContent()).toContain('none recorded in this app')
    await subject.newCaptureButton.click()
    await new CaptureScreen(page).session.waitFor()
    expect(await consent.gate.isVisible()).toBe(false)
  })
})
