/**
 * The screens this change touched, in German, checked with axe-core and kept as screenshots to look at: a
 * subject's history (skin tone runs, the visit list), comparing two visits, settings, the queue, and the header
 * when the service cannot be reached.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startConnectedWorkstation, type Workstation, seededClinic } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CompareScreen } from './pages/compareScreen'
import { HistorySection } from './pages/historySection'
import { QueueScreen } from './pages/queueScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { waitUntil } from './pages/waitForCount'

let w: Workstation
let page: Page

beforeAll(async () => {
  w = await startConnectedWorkstation({ ...seededClinic, language: 'de' })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('German screens', () => {
  it('shows the history with skin tone runs in German, accessible', async () => {
    const subject = new SubjectScreen(page)
    await subject.open('Main clinic', 'Li Na Chen')
    await subject.waitForCharts()
    const history = new HistorySection(page)
    const runs = await history.timelineRuns.allTextContents()
    expect(runs.join(' ')).toMatch(/\d+ Besuche/)
    expect(await history.region.textContent()).not.toMatch(/\bvisits\b/)
    await expectAccessible(page)
    await screenshot(page, 'de-history')
  })

  it('compares two visits in German, accessible', async () => {
    await new SubjectScreen(page).compareButton.click()
    await new CompareScreen(page).photo('b').waitFor()
    await expectAccessible(page)
    await screenshot(page, 'de-compare')
    await new AppShell(page).toSubject.click()
  })

  it('shows settings and the queue in German, accessible', async () => {
    const settings = new SettingsScreen(page)
    await settings.open()
    await expectAccessible(page)
    // Retention and the privacy screen, in German, looked at.
    expect(await page.textContent('body')).toContain('Sichtschutz')
    await screenshot(page, 'de-settings')
    await settings.backButton.click()
    await new AppShell(page).openQueue()
    await new QueueScreen(page).empty.waitFor()
    await expectAccessible(page)
  })

  it('keeps every header control apart and inside the window, in German and English, narrow or not', async () => {
    const shell = new AppShell(page)
    const overlaps: string[] = []
    for (const language of ['de', 'en'] as const) {
      await shell.switchLanguage(language)
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 860 })
        const boxes = await shell.controlBoxes()
        expect(boxes.length).toBeGreaterThan(4)
        boxes.forEach((a, i) => {
          if (a.right > width) overlaps.push(`${language} ${width}: ${a.name} leaves the window`)
          for (const b of boxes.slice(i + 1)) {
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
            if (!apart) overlaps.push(`${language} ${width}: ${a.name} over ${b.name}`)
          }
        })
      }
    }
    await page.setViewportSize({ width: 1280, height: 860 })
    await shell.switchLanguage('de')
    expect(overlaps).toEqual([])
    await screenshot(page, 'de-header-1280')
  })

  it('says in the header that the service cannot be reached', async () => {
    await w.service.close()
    // Back to the subject (the queue was opened from it): reading it again finds the service gone.
    const shell = new AppShell(page)
    await new QueueScreen(page).backButton.click()
    await waitUntil(
      async () => (await shell.connectionStatus.getAttribute('data-online')) === 'false',
      'the header says offline',
      30_000,
    )
    expect(await shell.connectionStatus.textContent()).toContain('nicht erreichbar')
    // axe scoped by a CSS selector: the connection block (no role of its own)
    await expectAccessible(page, '[data-testid=connection-status]')
    await screenshot(page, 'de-offline-header')
  })
})
