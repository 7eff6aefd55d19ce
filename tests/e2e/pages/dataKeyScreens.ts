/**
 * Page objects: the data key's screens (issues 30 and 41) — Settings → Data key (the recovery key, changing the
 * key), and what the key-loss banner offers an administrator (opening the data set aside with the recovery key,
 * deleting it, the plain databases refused).
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export class DataKeySettings {
  constructor(private readonly page: Page) {}

  /** Settings' "Data key" section. */
  get section(): Locator {
    return this.page.getByRole('region', { name: uiText('settings.dataKey.title') })
  }

  /**
   * Whether a recovery key was made, and when: an alert or a status by its tone, with no name, beside the form's
   * own error and "made" (so found by its test id).
   */
  get recoveryState(): Locator {
    return this.section.getByTestId('recovery-state')
  }

  get passphrase(): Locator {
    return this.section.getByLabel(uiText('settings.dataKey.passphrase'))
  }

  get repeat(): Locator {
    return this.section.getByLabel(uiText('settings.dataKey.repeat'))
  }

  /** The passphrase field, once it is marked wrong. */
  get passphraseInvalid(): Locator {
    return this.passphrase.and(this.page.locator('[aria-invalid="true"]'))
  }

  get makeButton(): Locator {
    return this.section.getByRole('button', { name: uiText('settings.dataKey.make') })
  }

  /** "Recovery key made." (a status). */
  get made(): Locator {
    return this.section.getByRole('status').filter({ hasText: uiText('settings.dataKey.madeNow') })
  }

  /** Types the passphrase twice and presses "Make recovery key". */
  async makeRecovery(passphrase: string, repeat = passphrase): Promise<void> {
    await this.passphrase.fill(passphrase)
    await this.repeat.fill(repeat)
    await this.makeButton.click()
  }

  /** When the key was last changed (a line of text with no role: its test id). */
  get rotatedAt(): Locator {
    return this.section.getByTestId('data-key-rotated-at')
  }

  /**
   * "Change the data key" (the section's, while its dialog is closed: the dialog's button says the same), its
   * dialog, and the dialog's "Change the data key".
   */
  get rotateButton(): Locator {
    return this.section.getByRole('button', { name: uiText('settings.dataKey.rotate') })
  }

  get rotateDialog(): Locator {
    return dialogTitled(this.page, 'settings.dataKey.rotateTitle')
  }

  get rotateConfirm(): Locator {
    return this.rotateDialog.getByRole('button', { name: uiText('settings.dataKey.rotate') })
  }
}

/** What the key-loss banner offers an administrator about the data set aside. */
export class SetAsideData {
  constructor(private readonly page: Page) {}

  /** "Open with the recovery key…". */
  get openButton(): Locator {
    return this.page.getByRole('button', { name: uiText('banner.keySetAsideOpen') })
  }

  get openDialog(): Locator {
    return dialogTitled(this.page, 'banner.keySetAsideOpenTitle')
  }

  get passphrase(): Locator {
    return this.openDialog.getByLabel(uiText('banner.keySetAsidePassphrase'))
  }

  get openConfirm(): Locator {
    return this.openDialog.getByRole('button', { name: uiText('banner.keySetAsideOpenConfirm') })
  }

  /** Why it did not open (an alert in the dialog). */
  get openError(): Locator {
    return this.openDialog.getByRole('alert')
  }

  /** In the open dialog: the passphrase, and "Open and take back". */
  async open(passphrase: string): Promise<void> {
    await this.passphrase.fill(passphrase)
    await this.openConfirm.click()
  }

  /** What opening took back: a status in the banner's place ("The set-aside data was opened: …"). */
  get opened(): Locator {
    return this.page
      .getByRole('status')
      .filter({ hasText: uiText('banner.keySetAsideOpened', {}, { exact: false }) })
  }

  /** "Delete set-aside data". */
  get discardButton(): Locator {
    return this.page.getByRole('button', { name: uiText('banner.keySetAsideDiscard') })
  }

  /** The banner's sentence on plain databases refused (a run of text in the banner's paragraph: its test id). */
  get plainRefused(): Locator {
    return this.page.getByTestId('plain-refused')
  }
}
