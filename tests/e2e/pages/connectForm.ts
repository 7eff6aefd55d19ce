/**
 * Fills and submits the connect screen's key form, then passes the operator screen that follows (the first
 * administrator, or a sign-in) as the test administrator. A page helper: no workstation, no vitest, so benches
 * use it.
 */
import type { Page } from 'playwright-core'
import { OperatorScreens } from './operatorScreens'
import { uiText } from './uiText'

export async function submitConnectForm(
  page: Page,
  form: { baseUrl: string; companyId: string; apiKey: string },
): Promise<void> {
  await page.fill('#baseUrl', form.baseUrl)
  await page.fill('#companyId', form.companyId)
  await page.fill('#apiKey', form.apiKey)
  await page.getByRole('button', { name: uiText('connect.remote.submit') }).click()
  await new OperatorScreens(page).passGate()
}
