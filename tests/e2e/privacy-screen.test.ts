/**
 * The idle lock (issue 15's privacy screen; since issue 27 it needs the operator's passphrase) in Chromium through
 * the browser host: set to 1 minute in Settings, it covers a subject's screen once a minute passes without input
 * (Playwright's clock moves the page's time on; no real minute is waited), nothing of the screen below is on the
 * page at all (issue 41: not in the DOM either), main refuses the account's channels while it is up, axe-core
 * passes on it; a wrong passphrase is refused, the right one draws the screen again with the focus back where it
 * was. Ctrl+Shift+L locks at once, and so does main on its own. On the capture screen the page's count does not
 * come (main's hold is bounded: tests/client/operators-in-main.test.ts); back from the capture, the minute counts
 * from then.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from '../support/fixtures'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { PrivacyScreen } from './pages/privacyScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { passConsentGate } from './pages/startCapture'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { uiText } from './pages/uiText'
import { TEST_ADMIN } from '../support/operators'

/** What is under the middle of an element: true when it is the lock screen (the element is covered). */
function coveredByPrivacyScreen(target: Locator): Promise<boolean> {
  return target.evaluate((element, title) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const dialog = top?.closest('dialog')
    const titleId = dialog?.getAttribute('aria-labelledby')
    return new RegExp(title).test((titleId && document.getElementById(titleId)?.textContent) || '')
  }, uiText('operators.lock.title').source)
}

/** Whether `control` has the focus. */
const focused = (control: Locator): Promise<boolean> =>
  control.evaluate((element) => element === document.activeElement)

/** The names in Chromium's own accessibility tree (what a screen reader is offered), ignored nodes left out. */
async function accessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; name?: { value?: unknown } }[]
    }
    return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ''))
  } finally {
    await cdp.detach()
  }
}

describe('the idle lock', () => {
  test('hides a subject after a minute without use, until the passphrase; not during a capture', async ({
    connectedPage,
  }) => {
    const { page } = connectedPage
    const privacy = new PrivacyScreen(page)
    const settings = new SettingsScreen(page)
    const subject = new SubjectScreen(page)
    // The page's clock is Playwright's from here on: time runs as usual until a test moves it on.
    await page.clock.install()
    await page.reload()
    await new DatasetsScreen(page).rows().first().waitFor()

    await settings.open()
    expect(await privacy.minutes.inputValue()).toBe('5')
    await privacy.chooseMinutes(1)
    await expectAccessible(page)
    await screenshot(page, 'privacy-setting')
    expect(await connectedPage.app.app.handlers['preferences.get']({})).toMatchObject({
      privacyScreenMinutes: 1,
    })
    await settings.backButton.click()

    await new DatasetsScreen(page).rows('Main clinic').click()
    await new SubjectsScreen(page).rows().first().click()
    await subject.heading().waitFor()
    const name = (await subject.heading().textContent())?.trim() ?? ''
    expect(name).not.toBe('')
    // By its name: the lock screen's own title is a heading of level 1 too.
    const title = subject.heading(name)
    const editDialog = new SubjectForm(page, 'edit').dialog
    await subject.editButton.click()
    await editDialog.waitFor()
    await page.keyboard.press('Escape')
    await editDialog.waitFor({ state: 'detached' })
    expect(await focused(subject.editButton)).toBe(true)

    // Just under the minute: nothing yet.
    await page.clock.fastForward('00:50')
    await page.waitForTimeout(300)
    expect(await privacy.shown()).toBe(0)
    await page.clock.fastForward('00:15')
    await privacy.waitUntilShown()

    // Nothing of the subject is on the page at all (issue 41): not drawn below the lock, not in the DOM a person
    // with DevTools could read, not in the accessibility tree.
    expect(await new AppShell(page).appFrame.count()).toBe(0)
    expect(await page.content()).not.toContain(name)
    const names = await accessibleNames(page)
    expect(names.some((text) => uiText('operators.lock.title').test(text))).toBe(true)
    expect(names.filter((text) => text.includes(name))).toEqual([])
    expect(await privacy.cover.textContent()).not.toContain(name)
    expect(await focused(privacy.passphrase)).toBe(true)
    // main refuses the account's data while it is up, whatever asks
    expect(connectedPage.app.app.accounts.peek()?.operators.status().state).toBe('locked')
    await expect(
      connectedPage.app.app.handlers['datasets.list']({ page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({
      code: 'locked',
    })
    // Tab and Shift+Tab stay in the lock (the browser may take the focus out of the page).
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(
        await privacy.cover.evaluate(
          (lock) => lock.contains(document.activeElement) || document.activeElement === document.body,
        ),
        `after ${key}`,
      ).toBe(true)
    }
    await screenshot(page, 'privacy-screen')
    await expectAccessible(page)

    // a wrong passphrase: refused, in words, and still locked
    await privacy.unlock('not my passphrase')
    await privacy.error.first().waitFor()
    expect(await privacy.error.first().textContent()).toContain('do not match')
    expect(await privacy.shown()).toBe(1)
    await screenshot(page, 'lock-wrong-passphrase')
    await privacy.unlock(TEST_ADMIN.passphrase)
    await privacy.waitUntilGone()
    // The screen is drawn again, its data read again, and the focus is where it was when the lock came.
    await title.waitFor()
    expect(await coveredByPrivacyScreen(title)).toBe(false)
    await expect.poll(() => focused(subject.editButton)).toBe(true)

    // Input counts as use: a minute with a key pressed halfway does not hide the screen.
    await page.clock.fastForward('00:40')
    await page.keyboard.press('Shift')
    await page.clock.fastForward('00:40')
    await page.waitForTimeout(300)
    expect(await privacy.shown()).toBe(0)
    // A key no longer continues: it goes into the passphrase (the edit dialog below does not open).
    await page.clock.fastForward('00:30')
    await privacy.waitUntilShown()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(await privacy.shown()).toBe(1)
    expect(await editDialog.count()).toBe(0)
    await privacy.unlock(TEST_ADMIN.passphrase)
    await privacy.waitUntilGone()

    // Ctrl+Shift+L locks at once
    await page.keyboard.press('Control+Shift+L')
    await privacy.waitUntilShown()
    await privacy.unlock(TEST_ADMIN.passphrase)
    await privacy.waitUntilGone()

    // Main locks on its own (its idle clock, whatever the page does): the page shows the lock and drops the patient.
    await title.waitFor()
    await connectedPage.app.app.accounts.peek()?.operators.lock()
    await privacy.waitUntilShown()
    expect(await page.content()).not.toContain(name)
    await privacy.unlock(TEST_ADMIN.passphrase)
    await privacy.waitUntilGone()
    await title.waitFor()

    // The capture screen: no privacy screen however long it stays open.
    await subject.newCaptureButton.click()
    await passConsentGate(page)
    await page.clock.fastForward('10:00')
    await page.waitForTimeout(500)
    expect(await privacy.shown()).toBe(0)
    expect(await new CaptureScreen(page).session.isVisible()).toBe(true)

    // Back from the capture, the minute counts from then.
    await new AppShell(page).toSubject.click()
    await title.waitFor()
    await page.clock.fastForward('00:30')
    await page.waitForTimeout(300)
    expect(await privacy.shown()).toBe(0)
    await page.clock.fastForward('00:35')
    await privacy.waitUntilShown()
    await privacy.unlock(TEST_ADMIN.passphrase)
    await privacy.waitUntilGone()

    // Off: no lock at all.
    await settings.open()
    await privacy.chooseMinutes(0)
    await page.clock.fastForward('30:00')
    await page.waitForTimeout(300)
    expect(await privacy.shown()).toBe(0)
  })
})
