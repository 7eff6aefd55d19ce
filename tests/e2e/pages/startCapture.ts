/**
 * From a subject's screen to the capture screen, past the consent gate: when the subject has no photo consent
 * recorded (the clinic requires it by default), the operator records it first, as at the front desk.
 */
import type { Page } from 'playwright-core'
import { CaptureScreen } from './captureScreen'
import { ConsentDialog, TEST_OPERATOR } from './consentDialog'
import { uiText } from './uiText'

export { TEST_OPERATOR }

/** On the capture screen: records consent when asked, then waits for the camera and files. */
export async function passConsentGate(page: Page): Promise<'recorded' | 'not asked'> {
  const session = new CaptureScreen(page).session
  const consent = new ConsentDialog(page)
  await session.or(consent.gate).first().waitFor({ timeout: 30_000 })
  if (!(await consent.gate.isVisible())) return 'not asked'
  await consent.recordButton(consent.gate).click()
  await consent.record()
  await session.waitFor({ timeout: 30_000 })
  return 'recorded'
}

/** "New capture" on the subject's screen (or "New capture" on the sent panel), past the consent gate. */
export async function startCapture(page: Page): Promise<void> {
  const sentPanel = new CaptureScreen(page).sentPanel
  const onSentPanel = await sentPanel.isVisible()
  await (onSentPanel ? sentPanel : page)
    .getByRole('button', { name: uiText(onSentPanel ? 'sent.newCapture' : 'subject.newCapture') })
    .click()
  await passConsentGate(page)
}

/** On a subject's screen: records the photo consent from the subject's record card. */
export async function recordConsentOnSubject(page: Page): Promise<void> {
  const consent = new ConsentDialog(page)
  await consent.recordButton(consent.onRecord).click()
  await consent.record()
  await consent.recorded.waitFor({ timeout: 30_000 })
}
