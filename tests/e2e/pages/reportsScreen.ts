/** Page object: a subject's saved reports, and one of them in the built-in viewer. */
import type { Page } from 'playwright-core'

/** From the subject screen: its reports, then the row naming `language` opened in the viewer, drawn. */
export async function viewSavedReport(page: Page, language: string): Promise<void> {
  await page.click('[data-testid=reports-open]')
  await page
    .locator('[data-testid=report-row]', { hasText: language })
    .locator('[data-testid=report-view]')
    .click()
  await page.waitForSelector('[data-testid=report-viewer][data-rendered=true]', { timeout: 30_000 })
}
