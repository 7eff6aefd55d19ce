/**
 * A visit's actions, in Chromium through the browser host: the report language picked by its name (each named in
 * itself and in the UI language), Print in the report viewer (the browser's print of the viewer: headless
 * Chromium has no print dialog, so `window.print` is replaced by a counter in this test, and the print layout is
 * checked with the print media type), deleting a visit after asking, and removing the patient from this
 * workstation (the GDPR choice asked a second time, and cancelled there).
 */
import { readdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import type { Workstation } from '../support/workstation'
import { startConnectedWorkstation } from './pages/connectScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { sendThroughMain } from './pages/sendThroughMain'
import { frontPortrait } from '../fixtures/captureFaces'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
  // Two visits of one patient, sent through main before the screens are used.
  const where = { datasetName: 'Walk-in', subjectName: 'Marta Kowalczyk' }
  await sendThroughMain(w, where, 'front', { front: await frontPortrait() })
  await sendThroughMain(w, where, 'front', { front: await frontPortrait() })
  const subject = new SubjectScreen(page)
  await subject.open('Walk-in', 'Marta Kowalczyk')
  await subject.waitForCharts()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('a visit', () => {
  it('picks the report language by its name, and prints the report from the viewer', async () => {
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.click('[data-testid=report-create]')
    const names = await page.locator('[data-testid=report-locale-choice] option').allTextContents()
    expect(names).toEqual(expect.arrayContaining(['English', 'Deutsch (German)', '日本語 (Japanese)']))
    await page.selectOption('[data-testid=report-locale-choice]', 'ja')
    expect(await page.inputValue('[data-testid=report-locale]')).toBe('ja')
    // "日本語" is drawn with the renderer's own Japanese font (this machine has no CJK font): loaded under the CSP.
    const cjkFont = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].find((face) => face.family.includes('Workstation CJK'))?.status ?? 'absent'
    })
    expect(cjkFont).toBe('loaded')
    await screenshot(page, '69-report-language-picker')
    await expectAccessible(page)
    await page.click('[data-testid=report-generate]')
    await page.locator('[data-testid=report-row]').first().locator('[data-testid=report-view]').click({
      timeout: 60_000,
    })
    await page.waitForSelector('[data-testid=report-viewer][data-rendered=true]', { timeout: 60_000 })

    await page.evaluate(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => {
        counted.printed += 1
      }
    })
    await page.click('[data-testid=report-print]')
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    try {
      const shown = await page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('[data-testid=app-header]')!).display,
        toolbar: getComputedStyle(document.querySelector('[data-testid=viewer-toolbar]')!).display,
        pages: document.querySelectorAll('[data-testid=report-pages] canvas').length,
      }))
      expect(shown).toMatchObject({ header: 'none', toolbar: 'none' })
      expect(shown.pages).toBeGreaterThan(1)
      await screenshot(page, '70-report-print-layout')
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
  })

  it('deletes a visit after asking, and the subject has one visit fewer', async () => {
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]', { timeout: 30_000 })
    const before = await page.locator('[data-testid=visit-link]').count()
    await page.locator('[data-testid=visit-link]').first().click()
    await page.click('[data-testid=visit-remove]')
    await page.waitForSelector('[data-testid=visit-remove-dialog]')
    await screenshot(page, '71-delete-visit')
    await expectAccessible(page)
    await page.click('[data-testid=visit-remove-confirm]')
    await page.waitForSelector('[data-testid=subject-title]')
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=visit-link]').length === n,
      before - 1,
      { timeout: 30_000 },
    )
  })

  it('removes the patient from this workstation, asking again before anything at the service', async () => {
    const photoFiles = async () =>
      (await readdir(w.dataDir, { recursive: true })).filter((name) => /(^|\/)photos\/./.test(name)).length
    await page.waitForSelector('[data-testid=subject-remove-local]')
    expect(await photoFiles()).toBeGreaterThan(0)

    await page.click('[data-testid=subject-remove-local]')
    await page.waitForSelector('[data-testid=subject-remove-local-dialog]')
    await page.check('[data-testid=remove-local-service-photos]')
    expect(await page.textContent('[data-testid=subject-remove-local-confirm]')).toBe('Continue')
    await screenshot(page, '74-remove-from-workstation')
    await expectAccessible(page)
    await page.click('[data-testid=subject-remove-local-confirm]')
    await page.waitForSelector('[data-testid=subject-remove-service-dialog]')
    expect(await page.textContent('[data-testid=subject-remove-service-dialog]')).toContain(
      'delete every photo of Marta Kowalczyk from its storage',
    )
    await screenshot(page, '75-remove-at-service-confirm')
    await expectAccessible(page)
    // Cancelled at the second question: nothing happened, here or at the service.
    await page.click('[data-testid=subject-remove-service-dialog] button:has-text("Cancel")')
    await page.waitForSelector('[data-testid=subject-remove-service-dialog]', { state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'subject-remove-local',
    )
    expect(await photoFiles()).toBeGreaterThan(0)

    await page.click('[data-testid=subject-remove-local]')
    await page.click('[data-testid=subject-remove-local-confirm]')
    await page.waitForSelector('[data-testid=subject-row]', { timeout: 30_000 })
    expect(await photoFiles()).toBe(0)
    // The service keeps the patient: the dataset still lists them.
    expect(await page.locator('[data-testid=subject-row]', { hasText: 'Marta Kowalczyk' }).count()).toBe(1)
  })
})
