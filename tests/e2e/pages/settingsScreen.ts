/** Page object: Settings, where the cache is cleared. */
import type { Page } from 'playwright-core'

export class SettingsScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.click('[data-testid=settings-open]')
    await this.page.waitForSelector('[data-testid=storage]')
  }

  /** "Clear cache", confirmed, and wait until the dialog has closed. */
  async clearCache(): Promise<void> {
    await this.page.click('[data-testid=cache-clear]')
    await this.page.click('[data-testid=cache-clear-confirm]')
    await this.page.waitForSelector('[data-testid=cache-clear-dialog]', { state: 'detached' })
  }
}
