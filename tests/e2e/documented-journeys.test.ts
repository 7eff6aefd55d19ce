/**
 * One journey per screen in Chromium against the service in its documented dialect (the real service's
 * documented record shapes: signed storage links for photos, bare-array subject results, search by `q`…), on
 * one workstation with a year of history: connect and browse, find a subject, its history charts with
 * smoothing, a visit's results and photo, compare, a German PDF report in the viewer, keep it offline, and
 * open it all again with the service gone. The e2e files re-check each screen in depth in the spec dialect;
 * the record readers and the service check the dialect itself (tests/client, tests/service/documented-*).
 * documented-visits.test.ts covers a new subject, a dropped photo and the queue in this dialect, and
 * sign-in.test.ts the documented login. Runs in e2e-documented only.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { testDialect } from '../support/dialect'
import {
  openSubjectByName,
  startWorkstation,
  submitConnectForm,
  type Workstation,
} from '../support/workstation'
import { viewSavedReport } from './pages/reportsScreen'

let w: Workstation
let page: Page
const subjectName = 'Li Na Chen'
const germanTitle = 'Hautanalysebericht'

beforeAll(async () => {
  if (testDialect() !== 'documented') throw new Error('run in the e2e-documented project')
  w = await startWorkstation({ keychain: 'memory', service: { seedHistory: true, processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const photoDrawn = (testId: string) =>
  page.waitForFunction((id) => {
    const img = document.querySelector<HTMLImageElement>(`img[data-testid=${id}]`)
    return img !== null && img.complete && img.naturalWidth > 0
  }, testId)

const smoothed = () =>
  page.getAttribute('[data-testid=history-chart][data-metric=redness_score]', 'data-smoothed')

describe('the documented service, screen by screen', () => {
  it('connects, lists the datasets, and finds a subject by name', async () => {
    await submitConnectForm(page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
    await page.waitForSelector('[data-testid=dataset-row]')
    expect(await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).count()).toBe(1)
    await openSubjectByName(page, 'Main clinic', subjectName)
    expect(await page.textContent('[data-testid=subject-title]')).toContain(subjectName)
  })

  it('draws the history charts, and smooths them with the chosen window and method', async () => {
    await page.selectOption('[data-testid=history-period]', 'all')
    await page.waitForSelector('[data-testid=history-chart][data-metric=redness_score][data-points="12"]', {
      timeout: 60_000,
    })
    const mean5 = await smoothed()
    await page.selectOption('[data-testid=history-window]', '2')
    await page.selectOption('[data-testid=history-method]', 'linear_regression')
    await page.waitForFunction(
      (before) =>
        document
          .querySelector('[data-testid=history-chart][data-metric=redness_score]')
          ?.getAttribute('data-smoothed') !== before,
      mean5,
    )
    expect(((await smoothed()) ?? '').split(',')).toHaveLength(12)
    await expectAccessible(page)
  })

  it("opens a visit: its results and its photo from the storage host's signed link", async () => {
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view] [data-testid=metric-redness_score]')
    await photoDrawn('results-photo')
    await screenshot(page, 'documented-visit')
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]')
  })

  it('compares two visits, both photos drawn', async () => {
    await page.click('[data-testid=compare-open]')
    await page.waitForSelector('[data-testid=compare-a]')
    await photoDrawn('compare-photo-a')
    await photoDrawn('compare-photo-b')
    const direction = await page.getAttribute('[data-testid=compare-delta-redness_score]', 'data-direction')
    expect(['better', 'worse', 'same']).toContain(direction)
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector('[data-testid=history-chart]')
  })

  it('makes a German PDF report of a visit and shows it in the viewer', async () => {
    await page.locator('[data-testid=visit-link]').first().click()
    await page.waitForSelector('[data-testid=results-view]')
    await page.click('[data-testid=report-create]')
    await page.fill('[data-testid=report-locale]', 'de')
    await page.click('[data-testid=report-generate]')
    await page.waitForSelector('[data-testid=report-save]', { timeout: 60_000 })
    await page.keyboard.press('Escape')
    await page.click('[data-testid=breadcrumb-subject]')
    await viewSavedReport(page, 'German')
    expect(await page.textContent('[data-testid=report-viewer]')).toContain(germanTitle)
  })

  it('keeps the subject offline, and opens history, visit and report with the service gone', async () => {
    await page.click('[data-testid=breadcrumb-subject]')
    await page.click('[data-testid=keep-offline]')
    await page.waitForSelector('[data-testid=keep-offline-status]', { timeout: 60_000 })
    expect(await page.textContent('[data-testid=keep-offline-status]')).toContain('Available offline')

    await w.service.close()
    await page.click('[data-testid=breadcrumb-datasets]')
    await page.waitForSelector('[data-testid=offline]', { timeout: 30_000 })
    await openSubjectByName(page, 'Main clinic', subjectName)
    await page.waitForSelector('[data-testid=history-chart]', { timeout: 30_000 })
    expect(await page.isVisible('[data-testid=from-cache]')).toBe(true)
    await page.locator('[data-testid=visit-link]').first().click()
    await photoDrawn('results-photo')
    await page.click('[data-testid=breadcrumb-subject]')
    await viewSavedReport(page, 'German')
  })
})
