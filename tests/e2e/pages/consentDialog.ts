/**
 * Page object: photo consent — the line on a subject's record, the gate before a capture, and the "Record
 * photo consent" dialog both open.
 */
import type { Locator, Page } from 'playwright-core'
import { TEST_ADMIN } from '../../support/operators'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

/** Who records consent in the e2e files: the signed-in operator, the test administrator (issue 27). */
export const TEST_OPERATOR = TEST_ADMIN.name

export class ConsentDialog {
  constructor(private readonly page: Page) {}

  /** The capture screen's gate: an alert headed "Photo consent needed first". */
  get gate(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: uiText('consent.gateTitle') }) })
  }

  /**
   * The consent line on the subject's record card: a paragraph and a button with no role of their own around
   * them, found by its test id; its state is `data-state` (ok, missing, none).
   */
  get onRecord(): Locator {
    return this.page.getByTestId('consent-state')
  }

  /** The consent line once consent is recorded. */
  get recorded(): Locator {
    return this.onRecord.and(this.page.locator('[data-state=ok]'))
  }

  /** "Record consent" (or "Record again") in `scope`. */
  recordButton(scope: Locator): Locator {
    return scope
      .getByRole('button', { name: uiText('consent.record') })
      .or(scope.getByRole('button', { name: uiText('consent.recordAgain') }))
  }

  get dialog(): Locator {
    return dialogTitled(this.page, 'consent.dialogTitle')
  }

  /** "Recorded by <the signed-in operator>": a line of text, not a field (its test id). */
  get by(): Locator {
    return this.dialog.getByTestId('consent-by')
  }

  scope(name: 'analysis' | 'reports' | 'research' | 'marketing'): Locator {
    return this.dialog.getByRole('checkbox', { name: uiText(`consent.scope.${name}`) })
  }

  get submitButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('consent.submit') })
  }

  /** In the open dialog: "Record consent" (who records it is the signed-in operator). */
  async record(): Promise<void> {
    await this.submitButton.click()
  }
}
