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
} from '../support/workstation'

let w: Workstation
let page: Page
const subjectName = 'Li Na Chen'

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory', service: { seedHistory: true, processingDelayMs: 0 } })
  page = w.page
  await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await openSubjectByName(page, 'Main clinic', subjectName)
  await page.waitForSelector('[data-testid=history-chart]', { timeout: 60_000 })
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const charts = () => page.locator('[data-testid=history-chart]')
const smoothedOf = (metric: string) =>
  page.getAttribute(`[data-testid=history-chart][data-metric=${metric}]`, 'data-smoothed')

describe('subject history', () => {
  it('draws one chart per numeric face metric with 12 measured points', async () => {
    await page.selectOption('[data-testid=history-period]', 'all')
    await page.waitForFunction(() => document.querySelector('[data-testid=history-chart][data-points="12"]'))
    const metrics = await charts().evaluateAll((els) => els.map((e) => e.getAttribute('data-metric')))
    expect(metrics).toEqual(expect.arrayContaining(['redness_score', 'uniformness_score', 'pores_score']))
    const points = await charts().evaluateAll((els) => els.map((e) => e.getAttribute('data-points')))
    expect(new Set(points)).toEqual(new Set(['12']))
    const smoothed = (await smoothedOf('redness_score')) ?? ''
    expect(smoothed.split(',')).toHaveLength(12)
    expect(await page.locator('[data-testid=visit-link]').count()).toBe(12)
    expect(await page.locator('[data-testid=history-category-timeline]').count()).toBeGreaterThan(0)
    // The skin tone timeline shows runs of the same value; together they hold every visit.
    const runVisits = await page
      .locator('[data-testid=history-category-timeline] [data-testid=timeline-run]')
      .evaluateAll((runs) => runs.map((run) => Number(run.getAttribute('data-visits'))))
    expect(runVisits.reduce((n, v) => n + v, 0)).toBe(
      12 * (await page.locator('[data-testid=history-category-timeline]').count()),
    )
    expect(await page.isVisible('[data-testid=visit-list-all]')).toBe(false)
    await screenshot(page, '30-history')
  })

  it('changes the smoothed line with the method and the window', async () => {
    const mean5 = await smoothedOf('redness_score')
    await page.selectOption('[data-testid=history-window]', '2')
    await page.waitForFunction(
      (before) =>
        document
          .querySelector('[data-testid=history-chart][data-metric=redness_score]')
          ?.getAttribute('data-smoothed') !== before,
      mean5,
    )
    const mean2 = await smoothedOf('redness_score')
    await page.selectOption('[data-testid=history-method]', 'linear_regression')
    await page.waitForFunction(
      (before) =>
        document
          .querySelector('[data-testid=history-chart][data-metric=redness_score]')
          ?.getAttribute('data-smoothed') !== before,
      mean2,
    )
    expect(await smoothedOf('redness_score')).not.toBe(mean5)
  })

  it('shows the last 3 months only', async () => {
    await page.selectOption('[data-testid=history-period]', '3')
    await page.waitForFunction(
      () => document.querySelector('[data-testid=history-chart]')?.getAttribute('data-points') === '3',
    )
    expect(await page.locator('[data-testid=visit-link]').count()).toBe(3)
  })

  it('opens a visit from a point on the chart', async () => {
    await page.selectOption('[data-testid=history-period]', 'all')
    const chart = page.locator('[data-testid=history-chart][data-metric=redness_score]')
    await page.waitForFunction(() =>
      document.querySelector(
        '[data-testid=history-chart][data-metric=redness_score][data-points="12"][data-pixels]',
      ),
    )
    const pixels = ((await chart.getAttribute('data-pixels')) ?? '')
      .split(';')
      .map((p) => p.split(',').map(Number))
    const [x, y] = pixels[pixels.length - 1] ?? [0, 0]
    const canvas = chart.locator('canvas')
    await canvas.click({ position: { x: x ?? 0, y: y ?? 0 } })
    await page.waitForSelector('[data-testid=results-view]')
    await page.waitForSelector('[data-testid=results-photo]')
    await page.waitForSelector('[data-testid=metric-redness_score] [data-testid=metric-band]')
    const toggle = page.locator('[data-testid=metric-redness_score] [data-testid=submetrics-toggle]')
    await toggle.click()
    await page.waitForSelector('[data-testid=submetric-redness_local_score]')
    expect(await page.locator('[data-testid=app-description]').count()).toBeGreaterThan(0)
    await screenshot(page, '31-visit-results')
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]')
  })

  it('compares two visits: both photos and each metric change with its direction', async () => {
    await page.click('[data-testid=compare-open]')
    await page.waitForSelector('[data-testid=compare-a]')
    await page.waitForSelector('[data-testid=compare-photo-a]')
    await page.waitForSelector('[data-testid=compare-photo-b]')
    const direction = await page.getAttribute('[data-testid=compare-delta-redness_score]', 'data-direction')
    expect(['better', 'worse', 'same']).toContain(direction)
    // "Before" never offers the visit shown as "after": a visit is not compared with itself.
    const after = await page.inputValue('[data-testid=compare-b]')
    const beforeChoices = await page
      .locator('[data-testid=compare-a] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(beforeChoices.length).toBeGreaterThan(0)
    expect(beforeChoices).not.toContain(after)
    await page.fill('[data-testid=compare-slider]', '35')
    await screenshot(page, '32-compare')
  })
})
