/** Page object: the connect screen (a key, or the demo) and leaving an account again. */
import type { Locator, Page } from 'playwright-core'
import { submitConnectForm } from './connectForm'
import { AppShell } from './appShell'
import { DatasetsScreen } from './datasetsScreen'
import { uiText } from './uiText'

export class ConnectScreen {
  constructor(private readonly page: Page) {}

  get connectButton(): Locator {
    return this.page.getByRole('button', { name: uiText('connect.remote.submit') })
  }

  get demoButton(): Locator {
    return this.page.getByRole('button', { name: uiText('connect.demo.button') })
  }

  /** The demo card's warning: "For trying the workstation only: do not enter real patients" (a point of its list). */
  get demoNotReal(): Locator {
    return this.page.getByRole('listitem').filter({ hasText: uiText('connect.demo.points.notReal') })
  }

  /** "Sign in with e-mail and password instead". */
  get signInInstead(): Locator {
    return this.page.getByRole('button', { name: uiText('connect.signIn.switch') })
  }

  get signInButton(): Locator {
    return this.page.getByRole('button', { name: uiText('connect.signIn.submit') })
  }

  /** "Keep this workstation signed in for" (a select of days). */
  get tokenDays(): Locator {
    return this.page.getByRole('combobox', { name: uiText('connect.signIn.tokenDays') })
  }

  /** What the sign-in form says is kept (a paragraph with no role: its test id). */
  get signInNote(): Locator {
    return this.page.getByTestId('sign-in-note')
  }

  /** The form's error: an alert under the form. */
  get error(): Locator {
    return this.page.getByRole('alert')
  }

  /** A field's error (`baseUrl`, `companyId`, `apiKey`): a paragraph describing it, with no role (test id). */
  fieldError(field: 'baseUrl' | 'companyId' | 'apiKey' | 'email' | 'password'): Locator {
    return this.page.getByTestId(`error-${field}`)
  }

  /** Connects with a company id and an API key, and waits for the datasets (or an empty list). */
  async withKey(form: { baseUrl: string; companyId: string; apiKey: string }): Promise<void> {
    await submitConnectForm(this.page, form)
    await new DatasetsScreen(this.page).waitForList()
  }

  /** "Disconnect", confirmed: back to the connect screen. */
  async disconnect(): Promise<void> {
    await new AppShell(this.page).disconnect()
    await this.connectButton.waitFor()
  }
}
