/**
 * The browser host's address: opened without its `#token=` part (typed by hand, a bookmark), the page says to
 * open the address the command printed, instead of "Cannot reach 127.0.0.1". A second tab with the full address
 * works like the first, and both hear the same events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, submitConnectForm, type Workstation } from '../support/workstation'

let w: Workstation

beforeAll(async () => {
  w = await startWorkstation()
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
    await submitConnectForm(w.page, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
    await w.page.waitForSelector('[data-testid=dataset-row]')
    // the other tab hears auth.changed and shows the datasets too
    await second.waitForSelector('[data-testid=dataset-row]', { timeout: 30_000 })
    await second.close()
  })
})
