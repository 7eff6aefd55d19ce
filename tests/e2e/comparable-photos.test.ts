/**
 * Photos that can be compared across visits (issue 28), in Debian's Chromium with the fake camera showing a real
 * face (a .y4m of the front portrait):
 * - the second visit of a patient shows last time's photo as a ghost over the camera, and the hints refer to it
 *   (last time the face was 25 % larger: "a little closer"); the auto-capture waits, the shutter does not;
 * - the compare screen lines the later photo up on the earlier one by their faces: a third visit photographed
 *   turned 15° in the picture is drawn so both photos' eye centres lie within 2 % of the frame's width of each
 *   other (checked from the DOM: each photo's placement and its computed CSS transform, against where the eyes
 *   are in each photo, known from how the test made them), and the pair gets the low-comparability notice.
 * Screenshots in English and German; axe on each.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { CompareScreen } from './pages/compareScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { QueueScreen } from './pages/queueScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { startCapture } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { waitUntil } from './pages/waitForCount'
import { faceVideo, frontPortrait } from '../support/photos'
import { analysisFrame, findFaces } from '../support/faceModel'

type Point = { x: number; y: number }

const fakeCamera = (video: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
]

/** The first visit's photo: the portrait's middle 80 %, enlarged back to 1440×1080 (the face 25 % larger). */
const CLOSER = { left: 144, top: 108, width: 1152, height: 864, factor: 1.25 }
/** The third visit's photo: the portrait turned 15° clockwise in the picture (a head tilted 15°). */
const TURN_DEGREES = 15

let w: Workstation
let page: Page
let dir: string
let portrait: Buffer
let closer: Buffer
let turned: Buffer
/** Where the eyes' centre is in each photo, in its own pixels. */
let eyesInCloser: Point
let eyesInTurned: Point

async function eyeCentre(image: Buffer): Promise<Point> {
  const frame = await analysisFrame(image)
  const [face] = await findFaces(frame)
  if (!face) throw new Error('No face in the portrait')
  const { width = 0 } = await sharp(image).metadata()
  const eyes = face.landmarks.slice(36, 48)
  const k = width / frame.width
  return {
    x: (eyes.reduce((sum, p) => sum + p.x, 0) / eyes.length) * k,
    y: (eyes.reduce((sum, p) => sum + p.y, 0) / eyes.length) * k,
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-comparable-e2e-'))
  portrait = await frontPortrait()
  closer = await sharp(portrait)
    .extract({ left: CLOSER.left, top: CLOSER.top, width: CLOSER.width, height: CLOSER.height })
    .resize(1440, 1080)
    .jpeg({ quality: 92 })
    .toBuffer()
  turned = await sharp(portrait)
    .rotate(TURN_DEGREES, { background: '#7d7d7d' })
    .jpeg({ quality: 92 })
    .toBuffer()
  // The eyes, found once in the portrait, and carried into each photo by the arithmetic that made it.
  const eyes = await eyeCentre(portrait)
  eyesInCloser = { x: (eyes.x - CLOSER.left) * CLOSER.factor, y: (eyes.y - CLOSER.top) * CLOSER.factor }
  const { width: tw = 0, height: th = 0 } = await sharp(turned).metadata()
  const a = (TURN_DEGREES * Math.PI) / 180
  const c = { x: 1440 / 2, y: 1080 / 2 }
  eyesInTurned = {
    x: tw / 2 + Math.cos(a) * (eyes.x - c.x) - Math.sin(a) * (eyes.y - c.y),
    y: th / 2 + Math.sin(a) * (eyes.x - c.x) + Math.cos(a) * (eyes.y - c.y),
  }
  const video = await faceVideo(portrait, dir, 'front')
  w = await startWorkstation({
    keychain: 'memory',
    chromiumArgs: fakeCamera(video),
    service: { processingDelayMs: 0 },
  })
  page = w.page
}, 120_000)
afterAll(async () => {
  await w?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const capture = () => new CaptureScreen(page)
const compare = () => new CompareScreen(page)
const settings = () => new SettingsScreen(page)
const doneCount = () => new QueueScreen(page).rows('done').count()

/** Sends what the capture screen holds, and waits until the queue has `done` captures with results. */
async function sendAndWait(done: number): Promise<void> {
  await capture().send()
  await new AppShell(page).openQueue()
  await waitUntil(async () => (await doneCount()) >= done, `${done} captures done`, 90_000)
  await new QueueScreen(page).openSubjectButton().first().click()
  await new SubjectScreen(page).waitForScreen()
}

describe('the last visit as a ghost, and guidance against it', () => {
  it('takes a first visit from a file: no earlier photo, so no ghost', async () => {
    await submitConnectForm(page, w.credentials)
    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).newSubjectButton.click()
    const form = new SubjectForm(page, 'create')
    await form.fill({ name: 'Grace Hopper', birthDate: '1976-12-09' })
    await form.submit()
    const subject = new SubjectScreen(page)
    await subject.heading().filter({ hasText: 'Grace Hopper' }).waitFor()
    await subject.newCapture('front')
    const state = capture().ghostState
    await state.waitFor({ timeout: 30_000 })
    await waitUntil(
      async () => (await state.getAttribute('data-state')) === 'none',
      'no earlier photo',
      30_000,
    )
    expect(await state.textContent()).toBe('No earlier photo of this side')
    expect(await capture().ghostImage.count()).toBe(0)
    await capture().dropPhotos([jpegFile('visit-1.jpg', closer)])
    await sendAndWait(1)
  })

  it('shows the first visit over the camera on the second, and asks to come closer', async () => {
    await startCapture(page)
    await capture().chooseMode('front')
    const ghost = capture().ghostImage
    await ghost.waitFor({ timeout: 30_000 })
    await waitUntil(
      async () => (await capture().ghostState.getAttribute('data-state')) === 'matched',
      'the earlier photo measured',
      30_000,
    )
    const hint = capture().guidanceHint
    await waitUntil(
      async () => (await hint.getAttribute('data-hint')) === 'baseline.closer',
      'the hint against the earlier photo',
      60_000,
    )
    expect(await hint.textContent()).toBe('A little closer, as last time')
    expect(await capture().check('match').getAttribute('data-state')).toBe('bad')
    // The portrait's own checks all hold: only the match keeps the auto-capture back (the hold is 1 s; 3 s given).
    for (const name of ['face', 'position', 'pose', 'sharpness', 'exposure'] as const) {
      expect(await capture().check(name).getAttribute('data-state')).toBe('ok')
    }
    await page.waitForTimeout(3_000)
    expect(await capture().shot('front').count()).toBe(0)
    await screenshot(page, 'comparable-01-ghost-en')
    await expectAccessible(page)

    await new AppShell(page).switchLanguage('de')
    await waitUntil(
      async () => (await hint.textContent()) === 'Etwas näher heran, wie beim letzten Mal',
      'the German hint',
      30_000,
    )
    await screenshot(page, 'comparable-02-ghost-de')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('en')
  })

  it('lets the ghost be hidden and faded from the keyboard', async () => {
    const ghost = capture().ghostImage
    await capture().ghostToggle.focus()
    await page.keyboard.press('Space')
    await waitUntil(async () => (await ghost.count()) === 0, 'the ghost hidden', 5_000)
    await page.keyboard.press('Space')
    await ghost.waitFor()
    const opacity = capture().ghostOpacity
    await opacity.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await opacity.inputValue()).toBe('50')
    expect(await ghost.evaluate((img) => (img as HTMLElement).style.opacity)).toBe('0.5')
  })

  it('still takes the photo with the shutter: the ghost is help, not a gate', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    await capture().shot('front').waitFor({ timeout: 15_000 })
    // Not matching last time is no quality warning of the shot.
    expect(await capture().warnings(capture().shot('front')).count()).toBe(0)
    await sendAndWait(2)
  })
})

/** How far apart the two photos draw the eyes' centre, in widths of the compare frame. */
async function eyeGap(): Promise<number> {
  const a = await compare().drawnAt('a', eyesInCloser)
  const b = await compare().drawnAt('b', eyesInTurned)
  const width = await compare().frame.evaluate((f) => f.getBoundingClientRect().width)
  return Math.hypot(a.x - b.x, a.y - b.y) / width
}

/** From the subject's screen: compare, and wait until both photos are measured and lined up. */
async function openAligned(subject: SubjectScreen): Promise<void> {
  await subject.compareButton.click()
  const aligned = compare().alignment
  await aligned.waitFor({ timeout: 30_000 })
  await waitUntil(async () => (await aligned.getAttribute('data-state')) === 'done', 'photos aligned', 60_000)
  await compare().waitForPhotosDrawn()
}

describe('aligned compare, with its comparability', () => {
  it('lines a photo turned 15° up on the first visit and says the pair is hard to compare', async () => {
    await startCapture(page)
    // Dropped at once: the camera is live over the same face as visit 2, so once that photo is measured and every
    // check has held for a second it takes a front photo itself, and a front capture has room for one photo.
    await capture().dropPhotos([jpegFile('visit-3-turned.jpg', turned)])
    expect(await capture().mode('front', { checked: true }).count()).toBe(1)
    expect(
      await capture().photoCards.allTextContents(),
      'only the file: the camera took no photo first (or while the file was dropped)',
    ).toEqual([expect.stringContaining('visit-3-turned.jpg')])
    // A head tilted 15° fails the file's head-position check: taken anyway, as a clinic may.
    await capture().acceptAnyway(capture().shot('front')).click()
    await sendAndWait(3)

    // The history: the turned photo's point is drawn hollow, and its row says why (each photo's face was measured
    // on this workstation when it was taken or dropped, and kept with its image).
    const subject = new SubjectScreen(page)
    await subject.waitForChartPoints('redness_score', 3)
    const chart = subject.chart('redness_score')
    expect((await chart.getAttribute('data-poor'))?.split(',')).toContain('2')
    await chart.getByText('Show as table').click()
    const photoCells = subject.chartPhotoCells(chart)
    expect(await photoCells.nth(0).textContent()).toBe('—')
    expect(await photoCells.nth(2).getAttribute('data-level')).toBe('poor')
    expect(await photoCells.nth(2).textContent()).toContain('Hard to compare with the first photo')
    expect(await photoCells.nth(2).textContent()).toContain('the head is turned or tilted differently')
    await chart.scrollIntoViewIfNeeded()
    await screenshot(page, 'comparable-08-history-hollow-en')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('de')
    await waitUntil(
      async () =>
        ((await photoCells.nth(2).textContent()) ?? '').startsWith('Schwer mit dem ersten Foto vergleichbar'),
      'the German row',
      30_000,
    )
    await screenshot(page, 'comparable-08-history-hollow-de')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('en')
    await chart.getByText('Show as table').click()

    await openAligned(subject)
    // Lined up once the page has settled: a read right after "aligned" came out 0.047 now and then under load
    // (the cause is not found: the same transform was drawn a moment later); wrong for 10 s still fails.
    let gap = await eyeGap()
    await waitUntil(
      async () => (gap = await eyeGap()) <= 0.02,
      `the eyes lined up (gap ${gap})`,
      10_000,
    ).catch(() => undefined)
    expect(gap).toBeLessThanOrEqual(0.02)

    const notice = compare().comparabilityNotice
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.textContent()).toContain('the head is turned or tilted differently')
    await screenshot(page, 'comparable-03-compare-aligned-en')
    await expectAccessible(page)

    // As taken, the same eyes are far apart: the check above can fail.
    await compare().asTaken.check()
    expect(await eyeGap()).toBeGreaterThan(0.02)
    await compare().asTaken.uncheck()
    expect(await eyeGap()).toBeLessThanOrEqual(0.02)
  })

  it('blinks between the two photos in place', async () => {
    const frame = compare().frame
    await compare().viewMode('blink').click()
    expect(await frame.getAttribute('data-showing')).toBe('after')
    await compare().blinkSwitch.click()
    expect(await frame.getAttribute('data-showing')).toBe('before')
    await frame.focus()
    await page.keyboard.press('b')
    expect(await frame.getAttribute('data-showing')).toBe('after')
    // Still aligned in the blink view.
    expect(await eyeGap()).toBeLessThanOrEqual(0.02)
    await screenshot(page, 'comparable-04-compare-blink-en')
    await expectAccessible(page)

    await new AppShell(page).switchLanguage('de')
    await waitUntil(
      async () => ((await compare().comparabilityNotice.textContent()) ?? '').includes('schwer vergleichbar'),
      'the German notice',
      30_000,
    )
    await screenshot(page, 'comparable-05-compare-blink-de')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('en')
  })
})

describe('real change or noise: this service’s floors', () => {
  const scores = ['pigmentation_score', 'redness_score', 'uniformness_score', 'acne_score', 'pores_score']

  it('lets an administrator set a floor, and compare judges the change by it', async () => {
    // A score whose change compare now judges: within its measured floor, a floor of 0 makes it count; beyond
    // it, a floor of 50 makes it noise. Either way the direction turns.
    let metric = ''
    let before = ''
    for (const techName of scores) {
      const delta = compare().delta(techName)
      if ((await delta.count()) === 0) continue
      const direction = (await delta.getAttribute('data-direction')) ?? ''
      if (direction === 'same') continue
      metric = techName
      before = direction
      break
    }
    expect(metric).not.toBe('')
    const floor = before === 'noClearChange' ? '0' : '50'

    await new AppShell(page).openSettings()
    const field = settings().noiseFloor(metric)
    await field.scrollIntoViewIfNeeded()
    // Bad input is told next to its field, and nothing is saved.
    await field.fill('80')
    await settings().noiseFloorsSave.click()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await settings().noiseFloorsSaved.count()).toBe(0)
    await field.fill(floor)
    await settings().noiseFloorsSave.click()
    await settings().noiseFloorsSaved.waitFor()
    await settings().noiseFloorsTable.scrollIntoViewIfNeeded()
    await screenshot(page, 'comparable-06-noise-floors-en')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('de')
    await page.getByRole('heading', { name: 'Echte Veränderung oder Rauschen' }).waitFor()
    await screenshot(page, 'comparable-07-noise-floors-de')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('en')

    await settings().backButton.click()
    const delta = compare().delta(metric)
    await delta.waitFor()
    const after = await delta.getAttribute('data-direction')
    if (before === 'noClearChange') expect(['better', 'worse']).toContain(after)
    else expect(after).toBe('noClearChange')
  })
})

describe('offline', () => {
  it('shows last time’s photo from this workstation’s kept copy when the service cannot be reached', async () => {
    await w.service.close()
    const shell = new AppShell(page)
    await shell.toSubject.click()
    await new SubjectScreen(page).waitForScreen()
    await startCapture(page)
    await capture().chooseMode('front')
    await capture().ghostImage.waitFor({ timeout: 30_000 })
    await waitUntil(
      async () => (await capture().ghostState.getAttribute('data-state')) === 'matched',
      'the kept photo measured',
      30_000,
    )
    // The status is pushed from main after its first failed call; the kept photo may be shown before it.
    await shell.offlineBanner.waitFor({ timeout: 30_000 })
    await screenshot(page, 'comparable-09-ghost-offline-en')
  })
})
