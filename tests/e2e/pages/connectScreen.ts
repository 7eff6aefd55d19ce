/** Page object: the connect screen (a key, or the demo) and leaving an account again. */
import type { Page } from 'playwright-core'
import {
  startWorkstation,
  submitConnectForm,
  type Workstation,
  type WorkstationOptions,
} from '../../support/workstation'

export class ConnectScreen {
  constructor(private readonly page: Page) {}

  /** Connects with a company id and an API key, and waits for the datasets (or an empty list). */
  async withKey(form: { baseUrl: string; companyId: string; apiKey: string }): Promise<void> {
    await submitConnectForm(this.page, form)
    await this.page.waitForSelector('[data-testid=list-empty], [data-testid=dataset-row]')
  }

  /** "Disconnect", confirmed: back to the connect screen. */
  async disconnect(): Promise<void> {
    await this.page.click('[data-testid=disconnect]')
    await this.page.click('[data-testid=disconnect-confirm]')
    await this.page.waitForSelector('[data-testid=connect-submit]')
  }
}

/** A workstation started and connected with its own key: where most e2e files begin. */
export async function startConnectedWorkstation(options: WorkstationOptions): Promise<Workstation> {
  const w = await startWorkstation(options)
  try {
    await new ConnectScreen(w.page).withKey({
      baseUrl: w.service.baseUrl,
      companyId: w.companyId,
      apiKey: w.apiKey,
    })
  } catch (e) {
    await w.close()
    throw e
  }
  return w
}
