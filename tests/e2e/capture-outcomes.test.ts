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
import { frontPortrait, landscapePhoto } from '../fixtures/captureFaces'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { startConnectedWorkstation } from './pages/connectScreen'
import { SubjectScreen } from './pages/subjectScreen'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const latestCapture = () => page.locator('[data-testid=capture-sent] [data-testid=queue-item]')

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
    const card = page.locator('[data-testid=shot-front]')
    expect(await card.getAttribute('data-state')).toBe('warning')
    expect(await card.locator('[data-testid=photo-warning]').allTextContents()).toContain(
      'This photo has less than 1024 px on its short side: the analysis may be less precise.',
    )
    expect(await page.isEnabled('[data-testid=send-capture]')).toBe(true)
    await screenshot(page, '66-capture-640px-warning')
    await expectAccessible(page)
    await capture.send()
    await page.waitForSelector('[data-testid=capture-sent] [data-outcome=analysed]', { timeout: 90_000 })
    expect(await latestCapture().locator('[data-testid=queue-state]').textContent()).toBe('Done')
  })

  it('blocks a photo without a face until the operator sends it anyway, then shows the failed analysis', async () => {
    await page.click('[data-testid=sent-new-capture]')
    const capture = new CaptureScreen(page)
    await capture.dropPhotos([jpegFile('lake.jpg', await landscapePhoto())])
    const card = page.locator('[data-testid=shot-front]')
    expect(await card.getAttribute('data-state')).toBe('error')
    expect(await card.locator('[data-testid=photo-warning]').allTextContents()).toContain(
      'No face found in this photo.',
    )
    expect(await page.isEnabled('[data-testid=send-capture]')).toBe(false)
    expect(await page.textContent('[data-testid=send-status]')).toContain(
      'Check the marked photos first: Front',
    )
    await screenshot(page, '67-capture-no-face-blocked')
    await expectAccessible(page)

    await page.check('[data-testid=accept-front]')
    expect(await page.isEnabled('[data-testid=send-capture]')).toBe(true)
    await capture.send()
    const failed = await page.waitForSelector('[data-testid=capture-sent] [data-outcome=analysisFailed]', {
      timeout: 90_000,
    })
    expect(await failed.$eval('[data-testid=queue-state]', (el) => el.textContent)).toBe('Analysis failed')
    expect(await failed.$('[data-testid=queue-results]')).toBeNull()
    const reasons = await page
      .locator('[data-testid=capture-sent] [data-testid^=rejected-]')
      .allTextContents()
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

    await page.click('[data-testid=capture-sent] [data-testid=queue-retake]')
    const notice = await page.waitForSelector('[data-testid=retake-notice]')
    expect(await notice.textContent()).toContain('could not analyse the last Front photo')
  })

  it('shows the failed capture in German too', async () => {
    await page.selectOption('[data-testid=language]', 'de')
    try {
      await page.click('[data-testid=nav-queue]')
      const failed = page.locator('[data-testid=queue-item][data-outcome=analysisFailed]').first()
      await failed.waitFor()
      expect(await failed.locator('[data-testid=queue-state]').textContent()).toBe('Analyse fehlgeschlagen')
      expect(await failed.locator('[data-testid=queue-retake]').textContent()).toBe('Frontal neu aufnehmen')
      await screenshot(page, 'de-queue-analysis-failed')
      await expectAccessible(page)
    } finally {
      await page.selectOption('[data-testid=language]', 'en')
    }
  })

  it('opens the camera with no consent asked once the clinic switches the gate off in Settings', async () => {
    await page.click('[data-testid=settings-open]')
    await page.uncheck('[data-testid=photo-consent-required]')
    await page.waitForSelector('[data-testid=photo-consent-saved]')
    // Saved in main, not in this page: a fresh start of the app has it too.
    await page.reload()
    await page.waitForSelector('[data-testid=dataset-row]', { timeout: 30_000 })
    const subject = new SubjectScreen(page)
    await subject.open('Walk-in', 'Aisha Bello')
    const state = await page.waitForSelector('[data-testid=consent-state]')
    expect(await state.textContent()).toContain('none recorded in this app')
    await page.click('[data-testid=new-capture]')
    await page.waitForSelector('[data-testid=capture-session]')
    expect(await page.isVisible('[data-testid=consent-gate]')).toBe(false)
  })
})
