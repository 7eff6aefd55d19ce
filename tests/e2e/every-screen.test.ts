/**
 * axe-core on every screen and dialog of a clinic's day that needs no analysed visits, in one workstation:
 * datasets and the patient finder, a dataset's subjects (and its pages), the new-subject, edit, consent and
 * delete dialogs, the subject, the capture's consent gate and camera, settings, the queue, replace key,
 * disconnect, settings' "Disconnect and erase…" (the account's folder is gone after it) and the connect screen.
 * (A visit's results, history, compare and the report viewer need a seeded
 * history: results-accessibility checks those, in English and German.)
 * Every screen but the lists is its own chunk, loaded the first time it opens (shell/OpenScreen.tsx): each one
 * still opens, draws, and its code came from the app's own folder, not with the first page.
 * Uses the `connectedPage` fixture (tests/support/fixtures.ts) and the page objects.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from '../support/fixtures'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { SettingsScreen } from './pages/settingsScreen'
import { passConsentGate } from './pages/startCapture'
import { SubjectScreen } from './pages/subjectScreen'

/** axe-core on the page as it is, and a screenshot of it to look at. */
async function check(page: Page, name: string): Promise<void> {
  await expectAccessible(page)
  await screenshot(page, `screen-${name}`)
}

/** Opens a dialog with `opener`, checks it, and closes it with Escape (the focus goes back to the opener). */
async function checkDialog(page: Page, opener: string, dialog: string, name: string): Promise<void> {
  await page.click(opener)
  await page.waitForSelector(`[data-testid=${dialog}]`)
  await check(page, name)
  await page.keyboard.press('Escape')
  await page.waitForSelector(`[data-testid=${dialog}]`, { state: 'detached' })
}

describe('screens loaded on first open', () => {
  test('the subject, visit, settings and queue screens load their own chunks and are accessible', async ({
    connectedPage,
  }) => {
    const { page } = connectedPage
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const subject = new SubjectScreen(page)
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.locator('[data-testid=subject-row]').first().click()
    await page.waitForSelector('[data-testid=subject-title]')
    await page.waitForSelector(
      '[data-testid=history] :is([data-testid=history-chart], [data-testid=history-empty])',
    )
    await expectAccessible(page)
    expect(await subject.captureStates()).toEqual([])

    await new SettingsScreen(page).open()
    // Storage: what is kept, and for how long a patient nobody opens keeps cached photos and results.
    expect(Number(await page.textContent('[data-testid=cache-subjects]'))).toBeGreaterThan(0)
    expect(await page.inputValue('[data-testid=cache-retention-days]')).toBe('30')
    await page.selectOption('[data-testid=cache-retention-days]', '90')
    await page.waitForSelector('[data-testid=cache-retention-saved]')
    await check(page, 'settings-storage')
    await page.click('[data-testid=settings-back]')
    await page.click('[data-testid=nav-queue]')
    await page.waitForSelector('[data-testid=queue-empty]')
    await expectAccessible(page)
    await screenshot(page, '43-queue-empty')

    const chunks = scripts.filter((path) => path.startsWith('/assets/'))
    expect(chunks.some((path) => /SubjectScreen-[\w-]+\.js$/.test(path))).toBe(true)
    expect(chunks.some((path) => /SettingsScreen-[\w-]+\.js$/.test(path))).toBe(true)
    expect(chunks.some((path) => /QueueScreen-[\w-]+\.js$/.test(path))).toBe(true)
  })
})

describe('every screen, checked by axe-core', () => {
  test('lists, finder, subject dialogs, consent, capture, replace key, disconnect, connect', async ({
    connectedPage,
  }) => {
    const { page } = connectedPage
    await page.reload() // from wherever the test before left it, back to the datasets
    await page.waitForSelector('[data-testid=dataset-row]')
    await page.fill('[data-testid=patient-search]', 'a')
    await page.waitForSelector('[data-testid=patient-hit]')
    await check(page, 'datasets-finder')
    await page.fill('[data-testid=patient-search]', '')

    // A dataset's subjects: page 3, a search, the search cleared: back on page 1, not page 3.
    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    const indicator = page.locator('[data-testid=page-indicator]')
    await indicator.filter({ hasText: /^Page 1 of [3-9]/ }).waitFor()
    await page.click('[data-testid=page-next]')
    await page.click('[data-testid=page-next]')
    await indicator.filter({ hasText: /^Page 3 of/ }).waitFor()
    await check(page, 'subjects-page-3')
    await page.fill('[data-testid=subject-search]', 'an')
    await indicator.filter({ hasText: /^Page 1 of 1$/ }).waitFor()
    await page.fill('[data-testid=subject-search]', '')
    await indicator.filter({ hasText: /^Page 1 of [3-9]/ }).waitFor()
    expect(await page.locator('[data-testid=subject-row]').count()).toBe(20)

    await checkDialog(page, '[data-testid=new-subject]', 'new-subject-dialog', 'new-subject')
    await page.locator('[data-testid=subject-row]').first().click()
    await page.waitForSelector('[data-testid=subject-title]')
    await checkDialog(page, '[data-testid=subject-edit]', 'edit-subject-dialog', 'edit-subject')
    await checkDialog(
      page,
      '[data-testid=consent-state] [data-testid=consent-record]',
      'consent-dialog',
      'consent',
    )
    await checkDialog(page, '[data-testid=subject-remove]', 'subject-remove-dialog', 'remove-subject')

    // The capture: first its consent gate, then (consent recorded) the camera screen.
    await page.click('[data-testid=new-capture]')
    await page.waitForSelector('[data-testid=consent-gate]')
    await check(page, 'capture-consent-gate')
    expect(await passConsentGate(page)).toBe('recorded')
    await check(page, 'capture')
    await page.click('[data-testid=breadcrumb-subject]')

    await checkDialog(page, '[data-testid=replace-key]', 'replace-key-dialog', 'replace-key')
    await checkDialog(page, '[data-testid=disconnect]', 'disconnect-dialog', 'disconnect')
    // Settings: "Disconnect and erase…" names the account; confirmed, its folder on this computer is gone.
    await new SettingsScreen(page).open()
    await page.click('[data-testid=erase-account]')
    const dialog = page.locator('[data-testid=erase-account-dialog]')
    await dialog.waitFor()
    // named by the company's name where the service's records give it, else by its id
    expect(await dialog.textContent()).toMatch(new RegExp(`Demo Clinic|${connectedPage.companyId}`))
    expect(await dialog.textContent()).toContain('Every capture has been sent.')
    await check(page, 'erase-account')
    expect(await readdir(join(connectedPage.dataDir, 'accounts'))).toHaveLength(1)
    await page.click('[data-testid=erase-account-confirm]')
    await page.waitForSelector('#companyId')
    expect(await readdir(join(connectedPage.dataDir, 'accounts'))).toEqual([])
    await check(page, 'connect')
  })
})
