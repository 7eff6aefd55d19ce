/**
 * Keyboard focus after dialogs and navigation, in Chromium through the browser host: closing a dialog gives the
 * focus back to the control that opened it, a new screen puts it on its heading, and going back returns it to
 * the control that opened the screen (not to the page start).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Workstation } from '../support/workstation'
import { startConnectedWorkstation } from './pages/connectScreen'

let w: Workstation
let page: Page

const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement
    return el
      ? `${el.tagName.toLowerCase()}|${el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}|${el.textContent?.trim().slice(0, 40) ?? ''}`
      : ''
  })

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'memory', service: { processingDelayMs: 0 } })
  page = w.page
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('focus', () => {
  it('goes to the new screen heading, and back to the row that opened it', async () => {
    const row = page.locator('[data-testid=dataset-row]', { hasText: 'Walk-in' }).locator('button')
    await row.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-testid=new-subject]')
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await focused()).toContain('h1||Walk-in')

    await page.click('[data-testid=breadcrumb-datasets]')
    await page.waitForFunction(() =>
      document.activeElement?.closest('[data-testid=dataset-row]')?.textContent?.includes('Walk-in'),
    )
    expect(await focused()).toMatch(/^button\|dataset-row\|Walk-in/)
  })

  it('gives the focus back to the button that opened a dialog', async () => {
    await page.locator('[data-testid=dataset-row]', { hasText: 'Walk-in' }).click()
    await page.focus('[data-testid=new-subject]')
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-testid=new-subject-dialog]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid=new-subject-dialog]', { state: 'detached' })
    expect(await focused()).toMatch(/^button\|new-subject\|/)
  })
})
