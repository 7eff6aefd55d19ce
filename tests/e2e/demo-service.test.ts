/**
 * The built-in demo service: one click starts it in a process of its own, its key goes into the keychain,
 * and the demo clinic's datasets show; the UI also speaks German. After a restart of the app, the saved
 * connection comes back without a click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { screenshot } from '../support/chromium'
import { startWorkstation, type Workstation } from '../support/workstation'

let w: Workstation

beforeAll(async () => {
  w = await startWorkstation()
})
afterAll(async () => {
  await w?.close()
})

describe('built-in demo service', () => {
  it('connects with one click and shows the demo clinic', async () => {
    await w.page.click('[data-testid=connect-demo]')
    await w.page.waitForSelector('[data-testid=dataset-row]', { timeout: 60_000 })
    const status = w.app.app.session.status()
    expect(status).toMatchObject({ connected: true, mode: 'demo' })
    expect(new URL(status.baseUrl ?? '').hostname).toBe('127.0.0.1')
    expect(await w.secrets.get(`demo:${status.companyId}`)).toMatch(/^ey/)
    expect(await w.page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).count()).toBe(1)
  })

  it('switches the whole screen to German', async () => {
    await w.page.selectOption('[data-testid=language]', 'de')
    await w.page.waitForFunction(
      () => document.documentElement.lang === 'de' || document.body.innerText.includes('Datensätze'),
    )
    expect(await w.page.textContent('body')).toContain('Datensätze')
    await screenshot(w.page, '07-datasets-de')
    await w.page.selectOption('[data-testid=language]', 'en')
  })

  it('comes back connected after the app restarts', async () => {
    await w.app.close()
    let again: BrowserApp | null = null
    try {
      again = await launchBrowserApp({ dataDir: w.dataDir, secrets: w.secrets })
      expect(again.app.session.status()).toMatchObject({ connected: true, mode: 'demo' })
      const page = await w.browser.newPage()
      await page.goto(again.host.url)
      await page.waitForSelector('[data-testid=dataset-row]', { timeout: 60_000 })
      await page.close()
    } finally {
      await again?.close()
    }
  })
})
