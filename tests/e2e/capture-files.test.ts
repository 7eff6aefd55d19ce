/**
 * Photos from files on a workstation without a camera: each problem is told next to its own photo and the rest
 * stay untouched (not a photo, empty, cut off, too large, too small, a fourth photo, a side twice); a triplet
 * from files gets its sides from the head pose, is sent, and is shown uploading side by side in the queue.
 * Also: a camera that is there but not allowed says so.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, screenshot } from '../support/chromium'
import { startWorkstation, type Workstation, submitConnectForm } from '../support/workstation'
import { CaptureScreen, jpegFile, type PhotoFile } from './pages/captureScreen'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { uiText } from './pages/uiText'
import { waitUntil } from './pages/waitForCount'
import { faceVideo, frontPortrait, turnedPortrait } from '../support/photos'

let w: Workstation
let front: Buffer
let turned: Buffer
let turnedMirrored: Buffer

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
  w.service.admin.setAcneEnabled(w.companyId, true)
  front = await frontPortrait()
  turned = await turnedPortrait()
  turnedMirrored = await turnedPortrait(true)
})
afterAll(async () => {
  await w?.close()
})

/** Opens a fresh capture screen for the first subject of the main clinic, in the given mode. */
async function newCapture(page: Page, mode: 'front' | 'triplet') {
  const shell = new AppShell(page)
  const capture = new CaptureScreen(page)
  if (await shell.toSubject.isVisible()) await shell.toSubject.click()
  await startCapture(page)
  await capture.chooseMode(mode)
  await capture.mode(mode, { checked: true }).waitFor()
}

const drop = (page: Page, files: PhotoFile[] | string[]) => new CaptureScreen(page).dropPhotos(files)

const card = (page: Page, fileName: string) => new CaptureScreen(page).photoCard(fileName)
const errorOf = (page: Page, fileName: string) => new CaptureScreen(page).errors(card(page, fileName))

describe('photos from files', () => {
  it('opens the capture screen without a camera, and says so', async () => {
    const { page } = w
    await submitConnectForm(page, w.credentials)
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).rows().first().click()
    await newCapture(page, 'front')
    const capture = new CaptureScreen(page)
    const missing = capture.cameraProblem('missing')
    await missing.waitFor()
    expect(await missing.textContent()).toContain('No camera found')
    expect(await capture.dropZone.isVisible()).toBe(true)
  })

  it('says next to a text file named x.jpg that it is not a photo', async () => {
    const { page } = w
    await drop(page, [
      { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Just a note, not a photo.\n') },
    ])
    const error = errorOf(page, 'x.jpg')
    expect(await error.textContent()).toBe('This is not a photo. Use a JPEG, PNG or WebP image.')
    expect(await new CaptureScreen(page).sendButton.isEnabled()).toBe(false)
  })

  it('tells each problem next to its own photo and leaves the good photo alone', async () => {
    const { page } = w
    await newCapture(page, 'triplet')
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
    await drop(page, [
      jpegFile('good.jpg', front),
      jpegFile('report.jpg', pdf),
      jpegFile('empty.jpg', Buffer.alloc(0)),
    ])
    expect(await errorOf(page, 'good.jpg').count()).toBe(0)
    expect(await card(page, 'good.jpg').getAttribute('data-state')).toBe('ok')
    expect(await errorOf(page, 'report.jpg').textContent()).toMatch(/not a photo/)
    expect(await errorOf(page, 'empty.jpg').textContent()).toMatch(/empty/)
    await screenshot(page, '26-capture-file-problems')
  })

  it('refuses a cut-off JPEG, a 40 MB photo and a 200 px photo, each with its reason', async () => {
    const { page } = w
    await newCapture(page, 'triplet')
    const truncated = front.subarray(0, Math.floor(front.length / 2))
    const huge = Buffer.alloc(40 * 1000 * 1000)
    front.copy(huge, 0, 0, 4096)
    const small = await sharp(front).resize(200).jpeg().toBuffer()
    // Files on disk, as a person drops them: Chromium reads them where they are. A 40 MB payload would instead
    // be sent to the browser through the DevTools protocol, which took 25 s of this file's 50.
    const dir = await mkdtemp(join(tmpdir(), 'skin-capture-refused-'))
    try {
      const files: [string, Buffer][] = [
        ['cut.jpg', truncated],
        ['huge.jpg', huge],
        ['small.jpg', small],
      ]
      await Promise.all(files.map(([name, bytes]) => writeFile(join(dir, name), bytes)))
      await drop(
        page,
        files.map(([name]) => join(dir, name)),
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    expect(await errorOf(page, 'cut.jpg').textContent()).toMatch(/incomplete/)
    expect(await errorOf(page, 'huge.jpg').textContent()).toBe('This photo is 38.1 MB; the limit is 30 MB.')
    expect(await errorOf(page, 'small.jpg').textContent()).toBe(
      'This photo is only 200 × 150 px. At least 256 px on the short side are needed.',
    )
  })

  it('keeps the first three of four photos and names the one left out', async () => {
    const { page } = w
    await newCapture(page, 'triplet')
    const files = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => jpegFile(name, front))
    await drop(page, files)
    const capture = new CaptureScreen(page)
    expect(await capture.dropNotice.textContent()).toBe(
      'At most three photos: front, left and right. Kept “a.jpg”, “b.jpg”, “c.jpg”; left out “d.jpg”.',
    )
    expect(await capture.photoCards.count()).toBe(3)
  })

  it('never puts two dropped photos on one side by itself; one marked twice blocks sending until changed', async () => {
    const { page } = w
    await newCapture(page, 'triplet')
    await drop(page, [jpegFile('one.jpg', front), jpegFile('two.jpg', front), jpegFile('side.jpg', turned)])
    // Both look straight at the camera: whichever is read first takes Front, the other keeps the side it got.
    const sides = await Promise.all(
      ['one.jpg', 'two.jpg'].map((name) => card(page, name).getAttribute('data-testid')),
    )
    expect(sides.filter((side) => side === 'shot-front')).toHaveLength(1)
    const capture = new CaptureScreen(page)
    expect(await capture.errors().count()).toBe(0)
    const other = sides[0] === 'shot-front' ? 'two.jpg' : 'one.jpg'
    const otherSide = sides[0] === 'shot-front' ? sides[1] : sides[0]

    // The operator marks it Front too: both are flagged, and Send waits until one is changed.
    await capture.sideSelect(card(page, other)).selectOption('front')
    for (const name of ['one.jpg', 'two.jpg']) {
      expect(await errorOf(page, name).textContent()).toMatch(/Two photos are marked “Front”/)
    }
    expect(await capture.sendButton.isEnabled()).toBe(false)
    const back = otherSide === 'shot-left' ? 'left' : 'right'
    await capture.sideSelect(card(page, other)).selectOption(back)
    expect(await capture.errors().count()).toBe(0)
    // A face looking straight at the camera on a cheek's side: the head check blocks it until "send anyway".
    expect(await capture.sendButton.isEnabled()).toBe(false)
    await capture.acceptAnyway(capture.shot(back)).check()
    expect(await capture.sendButton.isEnabled()).toBe(true)
  })

  it('takes a triplet from files with the sides its head poses suggest, and uploads it side by side', async () => {
    const { page } = w
    await newCapture(page, 'triplet')
    await drop(page, [
      jpegFile('cheek-right.jpg', turned),
      jpegFile('straight.jpg', front),
      jpegFile('cheek-left.jpg', turnedMirrored),
    ])
    expect(await card(page, 'straight.jpg').getAttribute('data-testid')).toBe('shot-front')
    expect(await card(page, 'cheek-right.jpg').getAttribute('data-testid')).toBe('shot-right')
    expect(await card(page, 'cheek-left.jpg').getAttribute('data-testid')).toBe('shot-left')
    expect(await new CaptureScreen(page).errors().count()).toBe(0)
    await screenshot(page, '25-capture-files-triplet')

    const queue = new QueueScreen(page)
    // Every request to the service now waits a moment, so the upload can be seen in progress.
    w.service.admin.setFaults({ rate: 1, seed: 7, kinds: ['stall'], stallMs: 1200, afterCommit: 0 })
    try {
      const capture = new CaptureScreen(page)
      const shell = new AppShell(page)
      await capture.sendButton.click()
      await capture.sentPanel.waitFor()
      await shell.openQueue()
      await queue.rows('uploading').first().waitFor({ timeout: 30_000 })
      // The count on "Upload queue" (a badge named "1 capture in progress"; its digit is its text).
      expect(await shell.queueLink.getByLabel(uiText('nav.queueActive', { count: 1 })).textContent()).toBe(
        '1',
      )
      for (const side of ['front', 'left', 'right'] as const) {
        expect(await queue.progress(queue.rows().first(), side).isVisible(), side).toBe(true)
      }
      await waitUntil(
        async () =>
          (await queue.progress(queue.rows().first(), 'front').getAttribute('aria-valuenow')) !== '0',
        'the front upload started',
        30_000,
      )
      await screenshot(page, '23-queue-upload')
    } finally {
      w.service.admin.setFaults(null)
    }
    await queue.rows('done').first().waitFor({ timeout: 90_000 })
    expect(await queue.rows().first().textContent()).toContain('Results ready')

    // All three sides are in, so the acne application answered, on the front image only (spec 4.5).
    const [item] = await w.app.app.handlers['queue.list']({})
    const imageOf = (side: string) => item?.sides.find((s) => s.side === side)?.imageId ?? ''
    const families = async (side: string) =>
      (await w.app.app.handlers['results.forImage']({ imageId: imageOf(side) })).results.map(
        (r) => r.algorithm_family_tech_name ?? '',
      )
    expect(await families('front')).toEqual(expect.arrayContaining(['acne.acne_class', 'acne.papules']))
    expect((await families('left')).some((f) => f.startsWith('acne.'))).toBe(false)
  })
})

describe('a camera that is not allowed', () => {
  it('says that camera access is blocked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skin-capture-denied-'))
    const video = await faceVideo(front, dir)
    // A fake camera, but no permission prompt to answer: the desktop build turns the request down when headless
    // (the headless shell leaves it pending, so this one test runs in the desktop build).
    const browser = await launchChromium(
      ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
      'desktop',
    )
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
      await page.goto(w.app.host.url)
      await new DatasetsScreen(page).rows('Main clinic').click()
      await new SubjectsScreen(page).rows().first().click()
      await startCapture(page)
      const denied = new CaptureScreen(page).cameraProblem('denied')
      await denied.waitFor()
      expect(await denied.textContent()).toContain('Camera access is blocked')
      await screenshot(page, '27-capture-camera-denied')
    } finally {
      await browser.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
