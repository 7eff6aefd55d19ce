/**
 * The screens this change touched, in German, checked with axe-core and kept as screenshots to look at: a
 * subject's history (skin tone runs, the visit list), comparing two visits, settings, the queue, and the header
 * when the service cannot be reached.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, type Workstation } from '../support/workstation'
import { ConnectScreen } from './pages/connectScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory', service: { seedHistory: true, processingDelayMs: 0 } })
  page = w.page
  await page.selectOption('[data-testid=language]', 'de')
  await new ConnectScreen(page).withKey({
    baseUrl: w.service.baseUrl,
    companyId: w.companyId,
    apiKey: w.apiKey,
  })
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('German screens', () => {
  it('shows the history with skin tone runs in German, accessible', async () => {
    const subject = new SubjectScreen(page)
    await subject.open('Main clinic', 'Li Na Chen')
    await subject.waitForCharts()
    const runs = await page.locator('[data-testid=timeline-run]').allTextContents()
    expect(runs.join(' ')).toMatch(/\d+ Besuche/)
    expect(await page.textContent('[data-testid=history]')).not.toMatch(/\bvisits\b/)
    await expectAccessible(page)
    await screenshot(page, 'de-history')
  })

  it('compares two visits in German, accessible', async () => {
    await page.click('[data-testid=compare-open]')
    await page.waitForSelector('[data-testid=compare-photo-b]')
    await expectAccessible(page)
    await screenshot(page, 'de-compare')
    await page.click('[data-testid=breadcrumb-subject]')
  })

  it('shows settings and the queue in German, accessible', async () => {
    await new SettingsScreen(page).open()
    await expectAccessible(page)
    // Retention and the privacy screen, in German, looked at.
    expect(await page.textContent('body')).toContain('Sichtschutz')
    await screenshot(page, 'de-settings')
    await page.click('[data-testid=settings-back]')
    await page.click('[data-testid=nav-queue]')
    await page.waitForSelector('[data-testid=queue-empty]')
    await expectAccessible(page)
  })

  it('says in the header that the service cannot be reached', async () => {
    await w.service.close()
    // Back to the subject (the queue was opened from it): reading it again finds the service gone.
    await page.click('[data-testid=queue-back]')
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=connection-status]')?.getAttribute('data-online') === 'false',
      undefined,
      { timeout: 30_000 },
    )
    expect(await page.textContent('[data-testid=connection-status]')).toContain('nicht erreichbar')
    await expectAccessible(page, '[data-testid=connection-status]')
    await screenshot(page, 'de-offline-header')
  })
})
