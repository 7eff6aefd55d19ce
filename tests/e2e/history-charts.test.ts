/**
 * A subject's history against a service seeded with a year of monthly visits: one chart per face score with
 * 12 measured points and a smoothed line that follows the method and window; a shorter period; a point opens
 * its visit (results, photo, bands, details); two visits compared.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/chromium'
import {
  startWorkstation,
  type Workstation,
  submitConnectForm,
  openSubjectByName,
  seededClinic,
} from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CompareScreen } from './pages/compareScreen'
import { HistorySection } from './pages/historySection'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { waitForAttributeChange } from './pages/waitForCount'

let w: Workstation
let page: Page
let history: HistorySection
let subject: SubjectScreen
const subjectName = 'Li Na Chen'

beforeAll(async () => {
  w = await startWorkstation(seededClinic)
  page = w.page
  history = new HistorySection(page)
  subject = new SubjectScreen(page)
  await submitConnectForm(page, w.credentials)
  await openSubjectByName(page, 'Main clinic', subjectName)
  await subject.waitForCharts(60_000)
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const charts = () => history.charts()
const smoothedOf = (metric: string) => history.charts(metric).getAttribute('data-smoothed')

describe('subject history', () => {
  it('draws one chart per numeric face metric with 12 measured points', async () => {
    await history.period.selectOption('all')
    await history.charts().and(page.locator('[data-points="12"]')).first().waitFor({ state: 'attached' })
    const metrics = await charts().evaluateAll((els) => els.map((e) => e.getAttribute('data-metric')))
    expect(metrics).toEqual(expect.arrayContaining(['redness_score', 'uniformness_score', 'pores_score']))
    const points = await charts().evaluateAll((els) => els.map((e) => e.getAttribute('data-points')))
    expect(new Set(points)).toEqual(new Set(['12']))
    const smoothed = (await smoothedOf('redness_score')) ?? ''
    expect(smoothed.split(',')).toHaveLength(12)
    expect(await subject.visitCount()).toBe(12)
    expect(await history.timelines.count()).toBeGreaterThan(0)
    // The skin tone timeline shows runs of the same value; together they hold every visit.
    const runVisits = await history.timelineRuns.evaluateAll((runs) =>
      runs.map((run) => Number(run.getAttribute('data-visits'))),
    )
    expect(runVisits.reduce((n, v) => n + v, 0)).toBe(12 * (await history.timelines.count()))
    expect(await history.showAllVisits.isVisible()).toBe(false)
    await screenshot(page, '30-history')
  })

  it('changes the smoothed line with the method and the window', async () => {
    const mean5 = await smoothedOf('redness_score')
    await history.window.selectOption('2')
    await waitForAttributeChange(history.charts('redness_score'), 'data-smoothed', mean5)
    const mean2 = await smoothedOf('redness_score')
    await history.method.selectOption('linear_regression')
    await waitForAttributeChange(history.charts('redness_score'), 'data-smoothed', mean2)
    expect(await smoothedOf('redness_score')).not.toBe(mean5)
  })

  it('shows the last 3 months only', async () => {
    await history.period.selectOption('3')
    await history.charts().first().and(page.locator('[data-points="3"]')).waitFor({ state: 'attached' })
    expect(await subject.visitCount()).toBe(3)
  })

  it('opens a visit from a point on the chart', async () => {
    await history.period.selectOption('all')
    const chart = history.charts('redness_score')
    await chart.and(page.locator('[data-points="12"][data-pixels]')).waitFor({ state: 'attached' })
    const pixels = ((await chart.getAttribute('data-pixels')) ?? '')
      .split(';')
      .map((p) => p.split(',').map(Number))
    const [x, y] = pixels[pixels.length - 1] ?? [0, 0]
    const canvas = history.canvas(chart)
    await canvas.click({ position: { x: x ?? 0, y: y ?? 0 } })
    const visit = new VisitScreen(page)
    await visit.results.waitFor()
    await visit.photo.waitFor()
    await visit.band('redness_score').waitFor()
    const toggle = visit.detailsToggle('redness_score')
    await toggle.click()
    await visit.submetric('redness_local_score').waitFor()
    expect(await visit.appDescriptions.count()).toBeGreaterThan(0)
    await screenshot(page, '31-visit-results')
    await new AppShell(page).toSubject.click()
    await subject.chart().first().waitFor()
  })

  it('compares two visits: both photos and each metric change with its direction', async () => {
    const compare = new CompareScreen(page)
    await subject.compareButton.click()
    await compare.earlier.waitFor()
    await compare.photo('a').waitFor()
    await compare.photo('b').waitFor()
    const direction = await compare.delta('redness_score').getAttribute('data-direction')
    expect(['better', 'worse', 'same', 'noClearChange']).toContain(direction)
    // "Before" never offers the visit shown as "after": a visit is not compared with itself.
    const after = await compare.later.inputValue()
    const beforeChoices = await compare.earlier
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(beforeChoices.length).toBeGreaterThan(0)
    expect(beforeChoices).not.toContain(after)
    await compare.slider.fill('35')
    await screenshot(page, '32-compare')
  })
})
