/**
 * Page object: the operator screens of issue 27: the first administrator (after the first connect of an
 * account, the demo's too), an operator's sign-in (after a start), the lock screen, and the header's operator
 * menu. `passGate` is what a person at the workstation does after a connect or a start: whatever of these the
 * app asks for, the test administrator (tests/support/operators.ts) answers. No vitest here: benches use it.
 */
import type { Locator, Page } from 'playwright-core'
import type { FirstAdminProof } from '../../../src-shared/contract'
import { TEST_ADMIN } from '../../support/operators'
import { uiText } from './uiText'

export interface Who {
  name: string
  passphrase: string
}

export class OperatorScreens {
  constructor(private readonly page: Page) {}

  get firstAdminForm(): Locator {
    return this.page.getByTestId('first-admin-form')
  }

  get signInForm(): Locator {
    return this.page.getByTestId('operator-sign-in-form')
  }

  get lockScreen(): Locator {
    return this.page.getByRole('dialog', {
      name: new RegExp(
        `${uiText('operators.lock.title').source}|${uiText('operators.lock.switchTitle').source}`,
      ),
    })
  }

  /** The open screen of a signed-in operator: the shell's <main>. */
  get shellMain(): Locator {
    return this.page.getByRole('main', { name: uiText('shell.mainLabel') })
  }

  /** The connect screen's failures: an alert, or a field's error (test ids `error-<field>`). */
  private get connectFailure(): Locator {
    return this.page.getByRole('alert').or(this.page.locator('[data-testid^="error-"]'))
  }

  /** The setup screen's proof (issue 41: an account used here before), when it asks for one. */
  get firstAdminProof(): Locator {
    return this.page.getByTestId('first-admin-proof')
  }

  /**
   * A field's error on the first administrator's form (`repeat`, `recoveryPassphrase`, …): a paragraph that
   * describes its field, with no role of its own (its test id).
   */
  firstAdminError(field: string): Locator {
    return this.firstAdminForm.getByTestId(`error-first-admin-${field}`)
  }

  /** Fills the proof's way and fields (the way's choice is shown only when there are several). */
  async fillProof(proof: FirstAdminProof): Promise<void> {
    const way = this.page.getByTestId(`first-admin-way-${proof.kind}`)
    if (await way.isVisible()) await way.click()
    const input = (field: string) => this.page.locator(`#first-admin-${field}`)
    if (proof.kind === 'recoveryKey') await input('recoveryPassphrase').fill(proof.passphrase)
    if (proof.kind === 'apiKey') await input('apiKey').fill(proof.apiKey)
    if (proof.kind === 'signIn') {
      await input('email').fill(proof.email)
      await input('password').fill(proof.password)
    }
  }

  async createFirstAdministrator(who: Who = TEST_ADMIN, proof?: FirstAdminProof): Promise<void> {
    const form = this.firstAdminForm
    await form.getByLabel(uiText('operators.name')).fill(who.name)
    await form.getByLabel(uiText('operators.passphrase'), { exact: true }).fill(who.passphrase)
    await form.getByLabel(uiText('operators.repeat')).fill(who.passphrase)
    if (proof) await this.fillProof(proof)
    await form.getByRole('button', { name: uiText('operators.first.submit') }).click()
  }

  async signIn(who: Who = TEST_ADMIN): Promise<void> {
    const form = this.signInForm
    await form.getByLabel(uiText('operators.name')).fill(who.name)
    await form.getByLabel(uiText('operators.passphrase')).fill(who.passphrase)
    await form.getByRole('button', { name: uiText('operators.signIn.submit') }).click()
  }

  /** On the lock screen: the locked operator's passphrase (or, after "Sign in as someone else", a name too). */
  async unlock(passphrase: string, name?: string): Promise<void> {
    const form = this.lockScreen.getByTestId('lock-form')
    if (name !== undefined) await form.getByLabel(uiText('operators.name')).fill(name)
    await form.getByLabel(uiText('operators.passphrase')).fill(passphrase)
    await form.getByTestId('lock-form-submit').click()
  }

  /**
   * After a connect or a start: waits until the app shows the shell, an operator screen, or the connect screen's
   * failure; passes the operator screen as `who`, and then waits for the shell. A failure is left for the test.
   */
  async passGate(who: Who = TEST_ADMIN, timeout = 60_000, proof?: FirstAdminProof): Promise<void> {
    const next = this.firstAdminForm.or(this.signInForm).or(this.shellMain).or(this.connectFailure)
    await next.first().waitFor({ timeout })
    if (await this.firstAdminForm.isVisible()) await this.createFirstAdministrator(who, proof)
    else if (await this.signInForm.isVisible()) await this.signIn(who)
    else return
    await this.shellMain.waitFor({ timeout })
  }

  /**
   * The header's operator menu button: named by whoever is signed in and their role, so found by its test id
   * (its text says who).
   */
  get menuButton(): Locator {
    return this.page.getByTestId('operator-menu')
  }

  /** The header's operator menu, opened. */
  async openMenu(): Promise<void> {
    const button = this.menuButton
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  }

  async lockNow(): Promise<void> {
    await this.openMenu()
    await this.page.getByRole('button', { name: uiText('operators.lockNow') }).click()
    await this.lockScreen.waitFor()
  }

  async signOut(): Promise<void> {
    await this.openMenu()
    await this.page.getByRole('button', { name: uiText('operators.signOut') }).click()
    await this.signInForm.waitFor()
  }
}
