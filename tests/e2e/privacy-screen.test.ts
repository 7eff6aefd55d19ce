/**
 * The privacy screen (issue 15) in Chromium through the browser host: set to 1 minute in Settings, it covers a
 * subject's screen once a minute passes without input (Playwright's clock moves the page's time on; no real
 * minute is waited), nothing of the screen below is visible or reachable, axe-core passes on it, and Continue (or
 * a key) shows the screen again with the focus back where it was. On the capture screen it does not come; back
 * from the capture, the minute counts from then.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from '../support/fixtures'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { SettingsScreen } from './pages/settingsScreen'
import { passConsentGate } from './pages/startCapture'

const lock = '[data-testid=privacy-screen]'

/** What is under the middle of an element: true when it is the privacy screen (the element is covered). */
function coveredByPrivacyScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)
    if (!element) throw new Error(`${selector} is not on the page`)
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top?.closest('[data-testid=privacy-screen]') !== null
  }, selector)
}

/** The controls of the screen below that take the focus (none while it is inert). */
function focusableBelow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const app = document.querySelector<HTMLElement>('[data-testid=app]')
    if (!app) return -1
    let count = 0
    for (const control of app.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
      control.focus()
      if (document.activeElement === control) count += 1
    }
    return count
  })
}

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

describe('privacy screen', () => {
  test('hides a subject after a minute without use, until Continue; not during a capture', async ({
    connectedPage,
  }) => {
    const { page } = connectedPage
    // The page's clock is Playwright's from here on: time runs as usual until a test moves it on.
    await page.clock.install()
    await page.reload()
    await page.waitForSelector('[data-testid=dataset-row]')

    const settings = new SettingsScreen(page)
    await settings.open()
    expect(await page.inputValue('[data-testid=privacy-minutes]')).toBe('5')
    await page.selectOption('[data-testid=privacy-minutes]', '1')
    await page.waitForSelector('[data-testid=privacy-minutes-saved]')
    await expectAccessible(page)
    await screenshot(page, 'privacy-setting')
    expect(await connectedPage.app.app.handlers['preferences.get']({})).toMatchObject({
      privacyScreenMinutes: 1,
    })
    await page.click('[data-testid=settings-back]')

    await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).click()
    await page.locator('[data-testid=subject-row]').first().click()
    const title = '[data-testid=subject-title]'
    await page.waitForSelector(title)
    const name = (await page.textContent(title))?.trim() ?? ''
    expect(name).not.toBe('')
    await page.click('[data-testid=subject-edit]')
    await page.waitForSelector('[data-testid=edit-subject-dialog]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid=edit-subject-dialog]', { state: 'detached' })
    const focusedBefore = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'),
    )
    expect(focusedBefore).toBe('subject-edit')

    // Just under the minute: nothing yet.
    await page.clock.fastForward('00:50')
    await page.waitForTimeout(300)
    expect(await page.locator(lock).count()).toBe(0)
    await page.clock.fastForward('00:15')
    await page.waitForSelector(lock, { state: 'visible' })

    // Nothing of the subject shows or can be reached: covered, inert, not in the accessibility tree.
    expect(await coveredByPrivacyScreen(page, title)).toBe(true)
    expect(await page.getAttribute('[data-testid=app]', 'inert')).not.toBeNull()
    const names = await accessibleNames(page)
    expect(names).toContain('Screen hidden to protect patient data')
    expect(names.filter((text) => text.includes(name))).toEqual([])
    expect(await page.locator(lock).textContent()).not.toContain(name)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'privacy-continue',
    )
    // Tab and Shift+Tab never reach the screen below (the browser may take the focus out of the page).
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-testid=app]') ?? null),
      ).toBeNull()
    }
    expect(await focusableBelow(page)).toBe(0)
    await page.focus('[data-testid=privacy-continue]')
    await screenshot(page, 'privacy-screen')
    await expectAccessible(page)

    await page.click('[data-testid=privacy-continue]')
    await page.waitForSelector(lock, { state: 'detached' })
    expect(await page.getAttribute('[data-testid=app]', 'inert')).toBeNull()
    expect(await page.isVisible(title)).toBe(true)
    expect(await coveredByPrivacyScreen(page, title)).toBe(false)
    // The focus is where it was when the screen was hidden.
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'),
      ),
    ).toBe('subject-edit')

    // Input counts as use: a minute with a key pressed halfway does not hide the screen.
    await page.clock.fastForward('00:40')
    await page.keyboard.press('Shift')
    await page.clock.fastForward('00:40')
    await page.waitForTimeout(300)
    expect(await page.locator(lock).count()).toBe(0)
    // A key continues too (and only continues: the edit dialog below does not open).
    await page.clock.fastForward('00:30')
    await page.waitForSelector(lock, { state: 'visible' })
    await page.keyboard.press('Enter')
    await page.waitForSelector(lock, { state: 'detached' })
    await page.waitForTimeout(300)
    expect(await page.locator('[data-testid=edit-subject-dialog]').count()).toBe(0)

    // The capture screen: no privacy screen however long it stays open.
    await page.click('[data-testid=new-capture]')
    await passConsentGate(page)
    await page.clock.fastForward('10:00')
    await page.waitForTimeout(500)
    expect(await page.locator(lock).count()).toBe(0)
    expect(await page.isVisible('[data-testid=capture-session]')).toBe(true)

    // Back from the capture, the minute counts from then.
    await page.click('[data-testid=breadcrumb-subject]')
    await page.waitForSelector(title)
    await page.clock.fastForward('00:30')
    await page.waitForTimeout(300)
    expect(await page.locator(lock).count()).toBe(0)
    await page.clock.fastForward('00:35')
    await page.waitForSelector(lock, { state: 'visible' })
    await page.click('[data-testid=privacy-continue]')
    await page.waitForSelector(lock, { state: 'detached' })

    // Off: no privacy screen at all.
    await settings.open()
    await page.selectOption('[data-testid=privacy-minutes]', '0')
    await page.waitForSelector('[data-testid=privacy-minutes-saved]')
    await page.clock.fastForward('30:00')
    await page.waitForTimeout(300)
    expect(await page.locator(lock).count()).toBe(0)
  })
})
