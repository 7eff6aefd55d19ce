/**
 * Every screen but the lists is its own chunk, loaded the first time it opens (shell/OpenScreen.tsx): each one
 * still opens, draws, passes axe-core, and its code came from the app's own folder, not with the first page.
 * Uses the `connectedPage` fixture (tests/support/fixtures.ts) and the page objects.
 */
import { describe, expect, test } from '../support/fixtures'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'

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
    await expectAccessible(page)
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
