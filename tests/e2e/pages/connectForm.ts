/** Fills and submits the connect screen's key form (a page helper: no workstation, no vitest, so benches use it). */
import type { Page } from 'playwright-core'
import { uiText } from './uiText'

export async function submitConnectForm(
  page: Page,
  form: { baseUrl: string; companyId: string; apiKey: string },
): Promise<void> {
  await page.fill('#baseUrl', form.baseUrl)
  await page.fill('#companyId', form.companyId)
  await page.fill('#apiKey', form.apiKey)
  await page.getByRole('button', { name: uiText('connect.remote.submit') }).click()
}
