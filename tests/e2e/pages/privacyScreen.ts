/**
 * Page object: the privacy screen that covers patient data after a while without use (a modal dialog named by
 * its title), and its setting in Settings ("Hide patient data after this long without use").
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

export class PrivacyScreen {
  constructor(private readonly page: Page) {}

  get cover(): Locator {
    return this.page.getByRole('dialog', { name: uiText('privacy.title') })
  }

  get continueButton(): Locator {
    return this.cover.getByRole('button', { name: uiText('privacy.continue') })
  }

  /** Whether the cover is on the page now: 0 or 1. */
  shown(): Promise<number> {
    return this.cover.count()
  }

  async waitUntilShown(): Promise<void> {
    await this.cover.waitFor({ state: 'visible' })
  }

  async waitUntilGone(): Promise<void> {
    await this.cover.waitFor({ state: 'detached' })
  }

  /** Settings' section "Privacy screen". */
  get setting(): Locator {
    return this.page.getByRole('region', { name: uiText('privacy.settingTitle') })
  }

  /** The minutes without use (a select: 1, 2, 5 … minutes, or Off = 0). */
  get minutes(): Locator {
    return this.setting.getByRole('combobox', { name: uiText('privacy.settingLabel') })
  }

  /** Chooses the minutes in Settings and waits for its "Saved". */
  async chooseMinutes(minutes: number): Promise<void> {
    await this.minutes.selectOption(String(minutes))
    await this.setting
      .getByRole('status')
      .filter({ hasText: uiText('settings.saved') })
      .waitFor()
  }
}
