/**
 * A visit's results, the subject's history, comparing two visits and the report viewer in English and German:
 * no serious or critical axe-core violation on any of them (colour contrast included), and each kept as a
 * screenshot to look at.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, type Workstation } from '../support/workstation'
import { ConnectScreen } from './pages/connectScreen'
import { SubjectScreen } from './pages/subjectScreen'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory', service: { seedHistory: true, processingDelayMs: 0 } })
  page = w.page
  await page.selectOption('[data-testid=language]', 'en')
  await new ConnectScreen(page).withKey({
    baseUrl: w.service.baseUrl,
    companyId: w.companyId,
    apiKey: w.apiKey,
  })
  const subject = new SubjectScreen(page)
  await subject.open('Main clinic', 'Li Na Chen')
  await subject.waitForCharts()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

/** The screen in both languages: no serious or critical violation, and a screenshot of each. */
async function checkBothLanguages(name: string, ready: string): Promise<void> {
  const found: Record<string, string[]> = {}
  for (const language of ['en', 'de'] as const) {
    await page.selectOption('[data-testid=language]', language)
    await page.waitForSelector(`html[lang=${language}]`)
    await page.waitForSelector(ready)
    found[language] = await seriousViolations(page)
    await screenshot(page, `a11y-${name}-${language}`)
  }
  await page.selectOption('[data-testid=language]', 'en')
  expect(found).toEqual({ en: [], de: [] })
}

describe('results, history, compare and the report viewer, accessible in English and German', () => {
  it('the subject history, each chart with its data as a table in the UI language', async () => {
    await checkBothLanguages('history', '[data-testid=history-chart]')
    const charts = page.locator('[data-testid=history-chart]')
    const count = await charts.count()
    expect(count).toBeGreaterThan(2)
    for (let i = 0; i < count; i++) {
      const chart = charts.nth(i)
      const table = chart.locator('[data-testid=history-chart-table]')
      await table.locator('summary').focus()
      await page.keyboard.press('Enter')
      expect(await table.locator('tbody tr').count()).toBe(Number(await chart.getAttribute('data-points')))
    }
    const redness = page.locator('[data-testid=history-chart][data-metric=redness_score] table')
    const english = await redness.innerText()
    await page.selectOption('[data-testid=language]', 'de')
    await page.waitForSelector('html[lang=de]')
    const german = await redness.innerText()
    // dates through Intl: "Nov 22, 2026" in English, "22.11.2026" in German; headers in the UI language
    expect(english).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(english).toContain('Measured')
    expect(german).toMatch(/\d{2}\.\d{2}\.\d{4}/)
    expect(german).toContain('Gemessen')
    await screenshot(page, 'a11y-history-table-de')
    await page.selectOption('[data-testid=language]', 'en')
    // A date in the table opens its visit, as a point on the chart does.
    await redness.locator('tbody tr').first().locator('button').click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]')
  })

  it('a visit’s results', async () => {
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.waitForSelector('img[data-testid=results-photo]')
    await checkBothLanguages('visit', '[data-testid=results-view]')
  })

  it('the report viewer', async () => {
    await page.click('[data-testid=report-create]')
    await page.fill('[data-testid=report-locale]', 'en')
    await page.click('[data-testid=report-generate]')
    await page.locator('[data-testid=visit-report-list] [data-testid=report-view]').first().click({
      timeout: 60_000,
    })
    await page.waitForSelector('[data-testid=report-viewer][data-rendered=true]', { timeout: 30_000 })
    await checkBothLanguages('viewer', '[data-testid=report-viewer][data-rendered=true]')
  })

  it('scrolls the report with the keyboard once its pages have the focus', async () => {
    const pages = page.locator('[data-testid=report-pages]')
    const top = () => pages.evaluate((el) => el.scrollTop)
    // reached with Tab from the zoom buttons, like any other control
    await page.focus('[data-testid=zoom-actual]')
    await page.keyboard.press('Tab')
    expect(await pages.evaluate((el) => el === document.activeElement)).toBe(true)
    const { clientHeight, scrollHeight } = await pages.evaluate((el) => ({
      clientHeight: el.clientHeight,
      scrollHeight: el.scrollHeight,
    }))
    expect(scrollHeight).toBeGreaterThan(clientHeight * 2)
    expect(await top()).toBe(0)
    await page.keyboard.press('PageDown')
    const afterPage = await top()
    expect(afterPage).toBeGreaterThan(clientHeight / 2)
    await page.keyboard.press('ArrowDown')
    expect(await top()).toBeGreaterThan(afterPage)
    await page.keyboard.press('End')
    expect(await top()).toBe(scrollHeight - clientHeight)
    await page.keyboard.press('PageUp')
    expect(await top()).toBeLessThan(scrollHeight - clientHeight)
    await page.keyboard.press('Home')
    expect(await top()).toBe(0)
  })

  it('comparing two visits', async () => {
    await page.click('[data-testid=breadcrumb-subject]')
    await page.click('[data-testid=compare-open]')
    await page.waitForSelector('[data-testid=compare-photo-b]')
    await checkBothLanguages('compare', '[data-testid=compare-photo-b]')
  })
})
