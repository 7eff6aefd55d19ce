/**
 * Page object: the lock that covers patient data after a while without use (issue 15's privacy screen, since
 * issue 27 a lock that needs the operator's passphrase: a modal dialog named by its title), and its setting in
 * Settings ("Hide patient data after this long without use").
 */
import type { Locator, Page } from 'playwright-core'
import { OperatorScreens } from './operatorScreens'
import { uiText } from './uiText'

export class PrivacyScreen {
  private readonly operators: OperatorScreens

  constructor(private readonly page: Page) {
    this.operators = new OperatorScreens(page)
  }

  get cover(): Locator {
    return this.operators.lockScreen
  }

  get passphrase(): Locator {
    return this.cover.getByLabel(uiText('operators.passphrase'))
  }

  get unlockButton(): Locator {
    return this.cover.getByRole('button', { name: uiText('operators.lock.unlock') })
  }

  /** The lock form's failure (wrong passphrase): the error under the passphrase field (its test id). */
  get error(): Locator {
    return this.cover.locator('[data-testid^="error-"]').or(this.cover.getByRole('alert'))
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

  /** Types the passphrase and unlocks. */
  async unlock(passphrase: string): Promise<void> {
    await this.operators.unlock(passphrase)
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
