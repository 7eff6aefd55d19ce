/**
 * From a subject's screen to the capture screen, past the consent gate: when the subject has no photo consent
 * recorded (the clinic requires it by default), the operator records it first, as at the front desk.
 */
import type { Page } from 'playwright-core'

export const TEST_OPERATOR = 'Test Operator'

/** On the capture screen: records consent when asked, then waits for the camera and files. */
export async function passConsentGate(page: Page): Promise<'recorded' | 'not asked'> {
  const reached = await page.waitForSelector('[data-testid=capture-session], [data-testid=consent-gate]', {
    timeout: 30_000,
  })
  if ((await reached.getAttribute('data-testid')) === 'capture-session') return 'not asked'
  await page.click('[data-testid=consent-gate] [data-testid=consent-record]')
  await page.fill('[data-testid=consent-by-input]', TEST_OPERATOR)
  await page.click('[data-testid=consent-submit]')
  await page.waitForSelector('[data-testid=capture-session]', { timeout: 30_000 })
  return 'recorded'
}

/** "New capture" on the subject's screen (or "New capture" on the sent panel), past the consent gate. */
export async function startCapture(page: Page): Promise<void> {
  if (await page.isVisible('[data-testid=sent-new-capture]'))
    await page.click('[data-testid=sent-new-capture]')
  else await page.click('[data-testid=new-capture]')
  await passConsentGate(page)
}

/** On a subject's screen: records the photo consent from the subject's record card. */
export async function recordConsentOnSubject(page: Page): Promise<void> {
  await page.click('[data-testid=consent-state] [data-testid=consent-record]')
  await page.fill('[data-testid=consent-by-input]', TEST_OPERATOR)
  await page.click('[data-testid=consent-submit]')
  await page.waitForSelector('[data-testid=consent-state][data-state=ok]', { timeout: 30_000 })
}
