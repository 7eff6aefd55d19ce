/**
 * A visit's results, the subject's history, comparing two visits and the report viewer in English and German:
 * no serious or critical axe-core violation on any of them (colour contrast included), and each kept as a
 * screenshot to look at.
 */
import { recordConsentThroughMain } from './pages/sendThroughMain'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startConnectedWorkstation, type Workstation, seededClinic } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CompareScreen } from './pages/compareScreen'
import { HistorySection } from './pages/historySection'
import { ReportViewer } from './pages/reportsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { uiText } from './pages/uiText'

let w: Workstation
let page: Page
let shell: AppShell

beforeAll(async () => {
  w = await startConnectedWorkstation({ ...seededClinic, language: 'en' })
  page = w.page
  shell = new AppShell(page)
  const subject = new SubjectScreen(page)
  await subject.open('Main clinic', 'Li Na Chen')
  await subject.waitForCharts()
  // the patient's consent covers reports (main refuses a report without it while the clinic requires consent)
  await recordConsentThroughMain(w, { datasetName: 'Main clinic', subjectName: 'Li Na Chen' })
}, 180_000)
afterAll(async () => {
  await w?.close()
})

/** The screen in both languages: no serious or critical violation, and a screenshot of each. */
async function checkBothLanguages(name: string, ready: Locator): Promise<void> {
  const found: Record<string, string[]> = {}
  for (const language of ['en', 'de'] as const) {
    await shell.switchLanguage(language)
    await page.waitForSelector(`html[lang=${language}]`)
    await ready.first().waitFor()
    found[language] = await seriousViolations(page)
    await screenshot(page, `a11y-${name}-${language}`)
  }
  await shell.switchLanguage('en')
  expect(found).toEqual({ en: [], de: [] })
}

describe('results, history, compare and the report viewer, accessible in English and German', () => {
  it('the subject history, each chart with its data as a table in the UI language', async () => {
    const history = new HistorySection(page)
    await checkBothLanguages('history', history.charts())
    const charts = history.charts()
    const count = await charts.count()
    expect(count).toBeGreaterThan(2)
    for (let i = 0; i < count; i++) {
      const chart = charts.nth(i)
      const table = history.chartTable(chart)
      await table.locator('summary').focus()
      await page.keyboard.press('Enter')
      expect(await table.locator('tbody tr').count()).toBe(Number(await chart.getAttribute('data-points')))
    }
    const redness = history.charts('redness_score').getByRole('table')
    const english = await redness.innerText()
    await shell.switchLanguage('de')
    await page.waitForSelector('html[lang=de]')
    const german = await redness.innerText()
    // dates through Intl: "Nov 22, 2026" in English, "22.11.2026" in German; headers in the UI language
    expect(english).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(english).toContain('Measured')
    expect(german).toMatch(/\d{2}\.\d{2}\.\d{4}/)
    expect(german).toContain('Gemessen')
    await screenshot(page, 'a11y-history-table-de')
    await shell.switchLanguage('en')
    // A date in the table opens its visit, as a point on the chart does.
    await redness.locator('tbody tr').first().getByRole('button').click()
    await new VisitScreen(page).results.waitFor()
    await shell.toSubject.click()
    await history.charts().first().waitFor()
  })

  it('a visit’s results', async () => {
    const visit = new VisitScreen(page)
    await new SubjectScreen(page).visits.first().click()
    await visit.waitForResults()
    await checkBothLanguages('visit', visit.results)
  })

  it('the report viewer', async () => {
    const visit = new VisitScreen(page)
    const viewer = new ReportViewer(page)
    await visit.createReportButton.click()
    await visit.generate('en')
    await visit.visitReports
      .getByRole('button', { name: uiText('reports.view') })
      .first()
      .click({ timeout: 60_000 })
    await viewer.waitForRendered(30_000)
    await checkBothLanguages('viewer', viewer.rendered)
  })

  it('scrolls the report with the keyboard once its pages have the focus', async () => {
    const viewer = new ReportViewer(page)
    const pages = viewer.pages
    const top = () => pages.evaluate((el) => el.scrollTop)
    // reached with Tab from the zoom buttons, like any other control
    await viewer.actualSize.focus()
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
    const compare = new CompareScreen(page)
    await shell.toSubject.click()
    await new SubjectScreen(page).compareButton.click()
    await compare.photo('b').waitFor()
    await checkBothLanguages('compare', compare.photo('b'))
  })
})
