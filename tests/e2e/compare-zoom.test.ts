/**
 * Comparing two visits on a clinic's day (issue 14): both photos zoom and move together (buttons, keys, wheel,
 * drag), so they always show the same region of the face; visits are picked by their photos (thumbnails in the
 * visit list and in the compare screen, loaded only once they are in view).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startConnectedWorkstation, type Workstation, seededClinic } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CompareScreen } from './pages/compareScreen'
import { waitUntil } from './pages/waitForCount'
import { SubjectScreen } from './pages/subjectScreen'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ ...seededClinic, language: 'en' })
  page = w.page
  const subject = new SubjectScreen(page)
  await subject.open('Main clinic', 'Li Na Chen')
  await subject.waitForCharts()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const compare = () => new CompareScreen(page)
const scale = async () => Number(await compare().frame.getAttribute('data-scale'))
const photoBoxes = () => compare().photoBoxes()

/** Until both photos are drawn: each is an empty box until its image has loaded. */
async function waitForBothPhotos(): Promise<void> {
  await waitUntil(
    async () => {
      // a photo whose bytes are still on their way has no <img> yet: not drawn, asked again
      const boxes = await photoBoxes().catch(() => null)
      return boxes !== null && (boxes.a[2] ?? 0) > 0 && (boxes.b[2] ?? 0) > 0
    },
    'both photos drawn',
    30_000,
  )
}

async function expectSameRegion(): Promise<number[]> {
  const { a, b } = await photoBoxes()
  expect(b).toEqual(a)
  return a
}

describe('visits picked by face, photos compared region by region', () => {
  it('shows thumbnails in the visit list, only for the visits in view', async () => {
    const subject = new SubjectScreen(page)
    const thumbs = subject.visitThumbs
    expect(await thumbs.count()).toBe(12)
    // The list is below the charts: nothing asked for yet.
    expect(await subject.visitThumbsLoaded.count()).toBe(0)
    await subject.visitList.scrollIntoViewIfNeeded()
    await subject.visitThumbsLoaded.locator('img').first().waitFor()
    await screenshot(page, 'compare-visit-list-thumbnails-en')
  })

  it('zooms both photos together with the buttons', async () => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await new SubjectScreen(page).compareButton.click()
    await compare().photo('b').waitFor()
    await waitForBothPhotos()
    // The later photo is lined up on the earlier one by their faces (comparable-photos.test.ts); shown as taken,
    // both photos' boxes are the same, so the shared zoom and pan can be checked box by box.
    await waitUntil(
      async () => (await compare().alignment.getAttribute('data-state')) !== 'measuring',
      'the photos measured',
      30_000,
    )
    if ((await compare().alignment.getAttribute('data-state')) === 'done') {
      await compare().asTaken.check()
    }
    const whole = await expectSameRegion()
    await compare().zoomIn.click()
    await compare().zoomIn.click()
    expect(await scale()).toBeCloseTo(1.5625)
    expect(await compare().zoomLevel.textContent()).toBe('156 %')
    const zoomed = await expectSameRegion()
    expect(zoomed[2]).toBeGreaterThan((whole[2] ?? 0) * 1.5)
  })

  it('moves and zooms both with the keyboard once the photos have the focus', async () => {
    // focused first: focusing may scroll the page (compare lists the treatments below the photos), and the boxes
    // are measured in the window
    await compare().frame.focus()
    const before = await expectSameRegion()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    const moved = await expectSameRegion()
    expect(moved[0]).toBeLessThan(before[0] ?? 0)
    expect(moved[1]).toBeLessThan(before[1] ?? 0)
    await page.keyboard.press('+')
    expect(await scale()).toBeGreaterThan(1.9)
    await expectSameRegion()
    await page.keyboard.press('0')
    expect(await scale()).toBe(1)
  })

  it('zooms with the wheel and pans by dragging, both photos alike', async () => {
    const frame = await compare().frame.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    })
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await page.mouse.move(frame.x, frame.y)
    await page.mouse.wheel(0, -100)
    await waitUntil(async () => (await scale()) > 1, 'the photos zoomed in')
    // the wheel zooms; it does not scroll the page
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)
    await page.mouse.wheel(0, -100)
    const before = await expectSameRegion()
    await page.mouse.down()
    await page.mouse.move(frame.x + 40, frame.y + 30, { steps: 4 })
    await page.mouse.up()
    const dragged = await expectSameRegion()
    expect(dragged[0]).toBeGreaterThan(before[0] ?? 0)
    expect(dragged[1]).toBeGreaterThan(before[1] ?? 0)
  })

  it('picks the earlier visit by its photo', async () => {
    const strip = compare().stripVisits
    expect(await strip.count()).toBe(11)
    await compare().stripPhotosLoaded.first().waitFor()
    const third = strip.nth(2)
    const id = await third.getAttribute('data-image-id')
    await third.click()
    expect(await compare().earlier.inputValue()).toBe(id)
    expect(await third.getAttribute('aria-pressed')).toBe('true')
    await compare().photo('a').waitFor()
  })

  it('stays accessible while zoomed, in English and German', async () => {
    const shell = new AppShell(page)
    await compare().zoomIn.click()
    for (const language of ['en', 'de'] as const) {
      await shell.switchLanguage(language)
      await page.waitForSelector(`html[lang=${language}]`)
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, `compare-zoomed-${language}`)
    }
    expect(await compare().zoomReset.textContent()).toBe('Ganzes Foto')
    await shell.switchLanguage('en')
  })
})
