/**
 * Keyboard focus after dialogs and navigation, in Chromium through the browser host: closing a dialog gives the
 * focus back to the control that opened it, a new screen puts it on its heading, and going back returns it to
 * the control that opened the screen (not to the page start).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Workstation } from '../support/workstation'
import { startConnectedWorkstation } from '../support/workstation'
import { AppShell, dialogTitled } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'

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
    const row = new DatasetsScreen(page).openButton('Walk-in')
    await row.focus()
    await page.keyboard.press('Enter')
    await new SubjectsScreen(page).newSubjectButton.waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    // The heading itself has no test id (the nearest one around it is the app frame's).
    expect(await focused()).toMatch(/^h1\|[^|]*\|Walk-in/)

    await new AppShell(page).toDatasets.click()
    await page.waitForFunction(() =>
      document.activeElement?.closest('[data-testid=dataset-row]')?.textContent?.includes('Walk-in'),
    )
    expect(await focused()).toMatch(/^button\|dataset-row\|Walk-in/)
  })

  it('gives the focus back to the button that opened a dialog', async () => {
    const subjects = new SubjectsScreen(page)
    const dialog = dialogTitled(page, 'newSubject.title')
    await new DatasetsScreen(page).rows('Walk-in').click()
    await subjects.newSubjectButton.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focused()).toMatch(/^button\|new-subject\|/)
  })
})
