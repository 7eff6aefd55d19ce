/**
 * Page object: the app shell around every connected screen — the header (connection, upload queue, settings,
 * disconnect, language), its banners (offline, key refused, key lost) and the breadcrumb back up the screens.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

/** A dialog by its title (its accessible name). */
export const dialogTitled = (page: Page, titleKey: string, values = {}): Locator =>
  page.getByRole('dialog', { name: uiText(titleKey, values) })

export class AppShell {
  constructor(private readonly page: Page) {}

  /** The window's frame (header, banners, the open screen): a <div> with no role (its test id), gone when locked. */
  get appFrame(): Locator {
    return this.page.getByTestId('app')
  }

  /** The app's header (the page's banner), also while it is not displayed (print). */
  get header(): Locator {
    return this.page.getByRole('banner', { includeHidden: true })
  }

  /** Where each control of the header is drawn (its buttons, links and the language choice), by its text. */
  controlBoxes(): Promise<{ name: string; left: number; right: number; top: number; bottom: number }[]> {
    return this.header.locator('button, a, select').evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => {
          const { left, right, top, bottom } = control.getBoundingClientRect()
          return { name: (control.textContent ?? '').trim(), left, right, top, bottom }
        }),
    )
  }

  /** "Upload queue" in the header (its name goes on with how many captures are in progress). */
  get queueLink(): Locator {
    return this.page.getByRole('button', { name: uiText('nav.queue', {}, { exact: false }) })
  }

  get settingsLink(): Locator {
    return this.page.getByRole('button', { name: uiText('nav.settings') })
  }

  get disconnectButton(): Locator {
    return this.page.getByRole('button', { name: uiText('shell.disconnect') })
  }

  /** The UI language switch (a select named "Language"). */
  get language(): Locator {
    return this.page.getByRole('combobox', { name: uiText('language.label') })
  }

  /**
   * What the header says about the connection: a block of text with no role of its own (service, company, key
   * expiry), so found by its test id.
   */
  get connectionStatus(): Locator {
    return this.page.getByTestId('connection-status')
  }

  /** The company's name in the connection block (a run of text with no role: its test id). */
  get companyName(): Locator {
    return this.connectionStatus.getByTestId('company-name')
  }

  /** "Demo service: … not for real patients." (a note on every screen of the demo). */
  get demoBanner(): Locator {
    return this.page.getByRole('note').filter({ hasText: uiText('banner.demo') })
  }

  /** The offline banner: a status saying what is shown comes from this workstation. */
  get offlineBanner(): Locator {
    const banner = (key: string) => this.page.getByRole('status').filter({ hasText: uiText(key) })
    return banner('banner.offlineSince').or(banner('banner.offlineLocal'))
  }

  /** "The service no longer accepts the API key": an alert with "Enter a new key". */
  get keyRejectedBanner(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: uiText('errors.key_rejected', {}, { exact: false }) })
  }

  /** The key-rejected banner's "Enter a new key", then the new key given in its dialog. */
  async replaceRejectedKey(apiKey: string): Promise<void> {
    await this.keyRejectedBanner.getByRole('button', { name: uiText('banner.enterNewKey') }).click()
    const dialog = dialogTitled(this.page, 'replaceKey.title')
    await dialog.getByLabel(uiText('replaceKey.apiKey')).fill(apiKey)
    await dialog.getByRole('button', { name: uiText('replaceKey.submit') }).click()
  }

  /** "This workstation's data key was not found …": an alert with "Understood". */
  get keyLostBanner(): Locator {
    return this.page.getByRole('alert').filter({ hasText: uiText('banner.keyLost', {}, { exact: false }) })
  }

  get keyLostDismiss(): Locator {
    return this.keyLostBanner.getByRole('button', { name: uiText('banner.understood') })
  }

  get breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: uiText('subjects.breadcrumb') })
  }

  /** Breadcrumb steps, in their fixed order: Datasets › dataset › subject › reports. */
  get toDatasets(): Locator {
    return this.breadcrumb.getByRole('button').nth(0)
  }

  get toDataset(): Locator {
    return this.breadcrumb.getByRole('button').nth(1)
  }

  get toSubject(): Locator {
    return this.breadcrumb.getByRole('button').nth(2)
  }

  async openQueue(): Promise<void> {
    await this.queueLink.click()
  }

  async openSettings(): Promise<void> {
    await this.settingsLink.click()
  }

  /**
   * Waits until the page has loaded the chunk of a screen (`SettingsScreen`, …), read from its resource entries:
   * screens are loaded ahead once the page is idle (src-renderer/shell/OpenScreen.tsx).
   */
  async waitForChunk(screen: string): Promise<void> {
    await this.page.waitForFunction(
      (name) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(entry.name)),
      screen,
    )
  }

  /**
   * From now on, notes whether the "loading a screen" spinner (the fallback of a screen not loaded) appears. A
   * script as a string: this file is also compiled without the DOM's types (the benches import it).
   */
  async watchScreenLoading(): Promise<void> {
    await this.page.evaluate(`(() => {
      window.screenLoadingSeen = false
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid=screen-loading]') === null) return
        window.screenLoadingSeen = true
        observer.disconnect()
      }).observe(document.body, { subtree: true, childList: true })
    })()`)
  }

  /** Whether the spinner appeared since watchScreenLoading. */
  async screenLoadingSeen(): Promise<boolean> {
    return (await this.page.evaluate('window.screenLoadingSeen === true')) === true
  }

  /** The disconnect dialog's "Disconnect". */
  get disconnectConfirm(): Locator {
    return dialogTitled(this.page, 'disconnect.title').getByRole('button', {
      name: uiText('disconnect.confirm'),
    })
  }

  /** "Disconnect", confirmed in its dialog. */
  async disconnect(): Promise<void> {
    await this.disconnectButton.click()
    await this.disconnectConfirm.click()
  }

  async switchLanguage(language: 'en' | 'de'): Promise<void> {
    await this.language.selectOption(language)
  }
}
