/**
 * Page object: Settings' sections of issue 27, for administrators: Operators (the table, "Add an operator") and
 * the Audit trail (filters, entries, whether the chain holds, the CSV export in the browser host's save form).
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import type { Who } from './operatorScreens'
import { uiText } from './uiText'

export class OperatorSettings {
  constructor(private readonly page: Page) {}

  get operators(): Locator {
    return this.page.getByRole('region', { name: uiText('settings.operators.title') })
  }

  get audit(): Locator {
    return this.page.getByRole('region', { name: uiText('settings.audit.title') })
  }

  /** The operators' rows: the name is each row's header cell. */
  get operatorRows(): Locator {
    return this.operators.getByTestId('operator-row')
  }

  async addOperator(who: Who, role: 'administrator' | 'clinician'): Promise<void> {
    await this.operators.getByRole('button', { name: uiText('settings.operators.addTitle') }).click()
    await this.operators.getByRole('combobox', { name: uiText('settings.operators.role') }).selectOption(role)
    const form = this.operators.getByTestId('add-operator-form')
    await form.getByLabel(uiText('settings.operators.name')).fill(who.name)
    await form.getByLabel(uiText('operators.passphrase')).fill(who.passphrase)
    await form.getByLabel(uiText('operators.repeat')).fill(who.passphrase)
    await form.getByRole('button', { name: uiText('settings.operators.add') }).click()
    await this.operators.getByRole('status').waitFor()
  }

  /** The audit entries shown (newest first); each row's action is its `data-action`. */
  get auditRows(): Locator {
    return this.audit.getByTestId('audit-row')
  }

  /** Whether the chain holds, in words (an alert of its own: its test id). */
  get chain(): Locator {
    return this.audit.getByTestId('audit-chain')
  }

  /**
   * What the audit screen says of the trail's anchor (entries set aside, missing, …): notes left out of the live
   * regions, with no name; their kind is `data-kind` (test ids).
   */
  auditFinding(kind?: 'setAside' | 'missing'): Locator {
    const findings = this.audit.getByTestId('audit-finding')
    return kind === undefined ? findings : findings.and(this.page.locator(`[data-kind="${kind}"]`))
  }

  async filterByOperator(name: string): Promise<void> {
    await this.audit
      .getByRole('combobox', { name: uiText('settings.audit.operator') })
      .selectOption({ label: name })
  }

  /** Every operator's entries (and those made with nobody signed in: a connect). */
  async showEveryone(): Promise<void> {
    await this.audit
      .getByRole('combobox', { name: uiText('settings.audit.operator') })
      .selectOption({ value: '' })
  }

  /** The row of the first entry with `action`, newest first. */
  rowOf(action: string): Locator {
    return this.auditRows.and(this.page.locator(`[data-action="${action}"]`)).first()
  }

  /** "Export as CSV…" in the browser host's save form (folder and name as offered): the path it was saved to. */
  async exportAudit(): Promise<string> {
    await this.audit.getByRole('button', { name: uiText('settings.audit.export') }).click()
    const dialog = dialogTitled(this.page, 'settings.audit.saveTitle')
    await dialog.getByRole('button', { name: uiText('saveAs.submit') }).click()
    await dialog.waitFor({ state: 'detached' })
    return ((await this.audit.getByTestId('audit-saved-path').textContent()) ?? '').trim()
  }
}
