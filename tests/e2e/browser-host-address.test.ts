/**
 * The browser host's address: opened without its `#token=` part (typed by hand, a bookmark), the page says to
 * open the address the command printed, instead of "Cannot reach 127.0.0.1". A second tab with the full address
 * works like the first, and both hear the same events. The tab shows the app icon: the page names it, the host
 * serves it as an image, and the page's CSP lets it load.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'
import { DatasetsScreen } from './pages/datasetsScreen'

const projectRoot = resolve(__dirname, '..', '..')
let w: Workstation

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
})
afterAll(async () => {
  await w?.close()
})

describe('the browser host address', () => {
  it('without its token, says to open the address the command printed', async () => {
    const context = await w.browser.newContext()
    const page = await context.newPage()
    await page.goto(w.app.host.origin)
    const message = page.getByText('Open the full address that npm run preview:browser printed', {
      exact: false,
    })
    await message.first().waitFor({ timeout: 30_000 })
    expect(await page.getByText('Cannot reach', { exact: false }).count()).toBe(0)
    await screenshot(page, '61-host-address-incomplete')
    await expectAccessible(page)
    await context.close()
  })

  it('in a second tab, works like the first, and both follow the connection', async () => {
    const second = await w.browser.newPage()
    await second.goto(w.app.host.url)
    await second.waitForSelector('#baseUrl')
    await submitConnectForm(w.page, w.credentials)
    await new DatasetsScreen(w.page).rows().first().waitFor()
    // the other tab hears auth.changed and shows the datasets too
    await new DatasetsScreen(second).rows().first().waitFor({ timeout: 30_000 })
    await second.close()
  })

  it('shows the app icon: resources/icon.svg, served as an image and allowed by the CSP', async () => {
    const page = await w.browser.newPage()
    const cspErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        cspErrors.push(message.text())
    })
    await page.goto(w.app.host.url)
    const href = await page.locator('link[rel=icon]').getAttribute('href')
    const iconUrl = new URL(href ?? '', page.url()).toString()
    // an unknown path would answer index.html with 200, so the type and the bytes are what prove it
    const response = await page.request.get(iconUrl)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/svg+xml')
    expect((await response.body()).equals(readFileSync(join(projectRoot, 'resources', 'icon.svg')))).toBe(
      true,
    )
    const width = await page.evaluate(async (url) => {
      const image = new Image()
      image.src = url
      await image.decode()
      return image.naturalWidth
    }, iconUrl)
    expect(width).toBe(256)
    expect(cspErrors).toEqual([])
    await page.close()
  })
})
