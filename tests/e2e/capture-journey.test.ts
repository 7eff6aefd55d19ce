/**
 * A front capture with the camera, in Debian's Chromium with its fake camera fed from a .y4m of a real face
 * photo: connect, open a subject, New capture, guidance checks the live picture, the photo takes itself once
 * every check holds, review, send, and the capture goes through the upload queue until its results are ready.
 * A second browser whose camera shows a turned head catches the guidance asking to look straight.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, screenshot } from '../support/chromium'
import { startWorkstation, type Workstation, submitConnectForm } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen, queueRows } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { faceVideo, frontPortrait, turnedPortrait } from '../support/photos'

const fakeCamera = (video: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
]

let w: Workstation
let dir: string
let subjectName = ''
/** What the page refused under its CSP (models, .wasm and the worker must all come from the app itself). */
const refused: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-capture-e2e-'))
  const video = await faceVideo(await frontPortrait(), dir, 'front')
  w = await startWorkstation({ keychain: 'memory', chromiumArgs: fakeCamera(video) })
  w.page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
})
afterAll(async () => {
  await w?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function openFirstSubject(page: Page) {
  await new DatasetsScreen(page).rows('Main clinic').click()
  const row = new SubjectsScreen(page).rows().first()
  await row.waitFor()
  subjectName = ((await row.getByRole('cell').first().textContent()) ?? '').trim()
  await row.click()
  await new SubjectScreen(page).waitForScreen()
}

describe('guided camera capture', () => {
  it('connects and opens a subject of the main clinic', async () => {
    const { page } = w
    await submitConnectForm(page, w.credentials)
    await new DatasetsScreen(page).rows().first().waitFor()
    await openFirstSubject(page)
    expect(await new SubjectScreen(page).heading().textContent()).toBe(subjectName)
    expect(subjectName.length).toBeGreaterThan(0)
  })

  it('guides a turned head to look straight (second camera, showing a turned head)', async () => {
    const video = await faceVideo(await turnedPortrait(), dir, 'turned')
    let other: Browser | null = null
    try {
      other = await launchChromium(fakeCamera(video))
      const page = await other.newPage({ viewport: { width: 1280, height: 860 } })
      await page.goto(w.app.host.url)
      await openFirstSubject(page)
      const capture = new CaptureScreen(page)
      await startCapture(page)
      await capture.chooseMode('front')
      await capture.check('pose').and(page.locator('[data-state=bad]')).waitFor({ timeout: 60_000 })
      expect(await capture.guidanceHint.textContent()).toBe('Look straight at the camera')
      expect(await capture.check('face').getAttribute('data-state')).toBe('ok')
      await screenshot(page, '20-capture-guiding')

      // Space on a focused control presses that control: the mode button still has the focus, no photo is taken.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'capture-mode-front',
      )
      await page.keyboard.press('Space')
      // (a photo taken by mistake shows within a second: two are given)
      await page.waitForTimeout(2_000)
      expect(await capture.shot('front').count()).toBe(0)
      // With the focus on no control, Space takes the photo anyway, and the shot keeps the check it was taken without.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Space')
      const warning = capture.warnings(capture.shot('front'))
      await warning.waitFor()
      expect(await warning.textContent()).toBe('Taken although a check did not hold: Head position')
      // Retake brings the camera back for that side.
      await capture.retakeButton(capture.shot('front')).click()
      await capture.slot('front').waitFor()
      await capture.checks.waitFor({ timeout: 30_000 })
    } finally {
      await other?.close()
    }
  })

  it('takes the photo by itself once every check holds', async () => {
    const { page } = w
    const capture = new CaptureScreen(page)
    await startCapture(page)
    await capture.chooseMode('front')
    await capture.checks.waitFor({ timeout: 60_000 })
    // Every check at the moment the hint turns ready (the photo follows a second later).
    const ready = await capture.checksWhenReady(30_000)
    await screenshot(page, '21-capture-ready')
    expect(refused).toEqual([])
    expect(ready).toEqual(
      ['face', 'position', 'pose', 'sharpness', 'exposure', 'resolution'].map((name) => `check-${name}=ok`),
    )
    await capture.shot('front').waitFor({ timeout: 15_000 })
    expect(await capture.shot('front').getAttribute('data-state')).toBe('ok')
    expect(await capture.retakeButton(capture.shot('front')).isVisible()).toBe(true)
    expect(await capture.sendButton.isEnabled()).toBe(true)
    await screenshot(page, '22-capture-captured')
  })

  it('sends the capture to the upload queue and shows its progress', async () => {
    const { page } = w
    const capture = new CaptureScreen(page)
    const queue = new QueueScreen(page)
    await capture.sendButton.click()
    const item = queueRows(capture.sentPanel)
    await item.waitFor({ timeout: 15_000 })
    await queue.progress(item, 'front').waitFor({ timeout: 15_000 })
    await new AppShell(page).openQueue()
    await queue.rows().first().waitFor()
    expect(await queue.rows().count()).toBe(1)
    await screenshot(page, '23-queue-upload')
  })

  it('reaches done with results for the subject', async () => {
    const { page } = w
    const queue = new QueueScreen(page)
    await queue.rows('done').first().waitFor({ timeout: 60_000 })
    expect(await queue.rows().first().textContent()).toContain('Results ready')
    const progress = queue.progress(queue.rows().first(), 'front')
    expect(await progress.getAttribute('aria-valuenow')).toBe(await progress.getAttribute('aria-valuemax'))
    await screenshot(page, '24-queue-done')

    // The service holds results for this subject now, from the photo the camera took.
    const [item] = await w.app.app.handlers['queue.list']({})
    if (!item) throw new Error('The queue is empty')
    const url = `${w.service.baseUrl}/api/v1/companies/${w.companyId}/subjects/${item.subjectId}/metrics_and_submetrics/`
    const response = await fetch(url, { headers: { Authorization: `Bearer ${w.apiKey}` } })
    expect(response.status).toBe(200)
    // The envelope (spec) or a bare array (documented).
    const body = (await response.json()) as { is_ok: boolean }[] | { results: { is_ok: boolean }[] }
    const results = Array.isArray(body) ? body : body.results
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((result) => result.is_ok)).toBe(true)

    await queue.openSubjectButton().first().click()
    const subject = new SubjectScreen(page)
    await queueRows(subject.captures, 'done').first().waitFor()
    expect(await subject.heading().textContent()).toBe(subjectName)
    await screenshot(page, '28-subject')
  })

  it('creates a new subject and opens it', async () => {
    const { page } = w
    const form = new SubjectForm(page, 'create')
    const subject = new SubjectScreen(page)
    await new AppShell(page).toDataset.click()
    await new SubjectsScreen(page).newSubjectButton.click()
    await form.submit()
    expect(await form.nameError.textContent()).toBe("Enter the subject's name.")
    await form.fill({ name: 'Ada Lovelace', birthDate: '1985-12-10' })
    await form.sex.selectOption('female')
    await screenshot(page, '29-new-subject')
    await form.submit()
    await subject.heading().filter({ hasText: 'Ada Lovelace' }).waitFor()
    expect(await subject.facts.textContent()).toContain('Female')
    expect(await subject.facts.textContent()).toContain('1985')
    expect(await subject.newCaptureButton.isEnabled()).toBe(true)
  })
})
