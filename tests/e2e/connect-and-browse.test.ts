/**
 * A person's first journey, in Debian's Chromium through the browser host, against a real local service:
 * a wrong key is refused and nothing is kept; the right key connects; datasets page; subjects page and search;
 * the key is nowhere in the page; a revoked key is reported on screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, type Workstation, submitConnectForm } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { ConnectScreen } from './pages/connectScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { waitUntil } from './pages/waitForCount'

let w: Workstation

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'os' })
})
afterAll(async () => {
  await w?.close()
})

async function fillConnectForm(baseUrl: string, companyId: string, apiKey: string) {
  await submitConnectForm(w.page, { baseUrl, companyId, apiKey })
}

describe('connect and browse', () => {
  it('shows the connect screen with both choices', async () => {
    await new ConnectScreen(w.page).demoButton.waitFor()
    expect(await w.page.inputValue('#baseUrl')).toBe('https://saas.haut.ai')
    await screenshot(w.page, '01-connect')
    // the demo card's warning (not for real patients) read in German too
    const shell = new AppShell(w.page)
    await shell.switchLanguage('de')
    await new ConnectScreen(w.page).demoNotReal.filter({ hasText: 'keine echten Patienten' }).waitFor()
    await screenshot(w.page, '01-connect-de')
    await expectAccessible(w.page)
    await shell.switchLanguage('en')
    await new ConnectScreen(w.page).demoButton.waitFor()
  })

  it('refuses an empty key and an insecure remote URL before any request', async () => {
    const before = w.service.admin.requestCount('GET', '/api/v1/companies/:cid/datasets/')
    await fillConnectForm(w.service.baseUrl, w.companyId, '   ')
    const connect = new ConnectScreen(w.page)
    await connect.fieldError('apiKey').waitFor()
    await fillConnectForm('http://skin.example.com', w.companyId, 'some-key')
    const urlError = connect.fieldError('baseUrl')
    await urlError.waitFor()
    expect(await urlError.textContent()).toMatch(/https/)
    expect(w.service.admin.requestCount('GET', '/api/v1/companies/:cid/datasets/')).toBe(before)
  })

  it('says a wrong key was not accepted, and keeps nothing', async () => {
    await fillConnectForm(w.service.baseUrl, w.companyId, 'wrong.key.value')
    const connect = new ConnectScreen(w.page)
    const error = connect.error.or(connect.fieldError('apiKey')).first()
    await error.waitFor()
    expect(await error.textContent()).toContain('The API key was not accepted (invalid or expired)')
    expect((await w.app.app.session.status()).connected).toBe(false)
    await screenshot(w.page, '02-connect-wrong-key')
  })

  it('names the mismatch when the key belongs to another company', async () => {
    const other = w.service.admin.createCompany('Other Clinic')
    await fillConnectForm(w.service.baseUrl, other.id, w.apiKey)
    const connect = new ConnectScreen(w.page)
    const error = connect.error.or(connect.fieldError('companyId')).first()
    await error.waitFor()
    const text = (await error.textContent()) ?? ''
    expect(text).toContain(other.id)
    expect(text).toContain(w.companyId)
  })

  it('says quickly that an unreachable service cannot be reached', async () => {
    await fillConnectForm('http://127.0.0.1:9', w.companyId, w.apiKey)
    const connect = new ConnectScreen(w.page)
    const error = connect.error.or(connect.fieldError('baseUrl')).first()
    await error.waitFor()
    expect(await error.textContent()).toContain('Cannot reach 127.0.0.1:9')
  })

  it('connects with the right key, stores it in the keychain and lists datasets', async () => {
    await fillConnectForm(w.service.baseUrl, w.companyId, w.apiKey)
    const datasets = new DatasetsScreen(w.page)
    await datasets.rows().first().waitFor()
    const status = w.app.app.session.status()
    expect(status).toMatchObject({ connected: true, mode: 'remote', companyId: w.companyId })
    expect(await w.secrets.get(`${w.companyId}@${w.service.baseUrl}`)).toBe(w.apiKey)
    expect(await datasets.rows().count()).toBe(3)
    expect(await datasets.count.textContent()).toContain('3')
    await screenshot(w.page, '03-datasets')
  })

  it('keeps the key out of the page: DOM, storage and window.skin', async () => {
    const found = await w.page.evaluate((key) => {
      const places: Record<string, string> = {
        dom: document.documentElement.outerHTML,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        skin: JSON.stringify((window as unknown as { skin?: unknown }).skin, (_k, v: unknown) =>
          typeof v === 'function' ? String(v) : v,
        ),
        inputs: [...document.querySelectorAll('input')].map((i) => i.value).join('\n'),
      }
      return Object.entries(places)
        .filter(([, text]) => text.includes(key) || text.includes(key.slice(20, 60)))
        .map(([where]) => where)
    }, w.apiKey)
    expect(found).toEqual([])
  })

  it('pages through the subjects of a large dataset and searches them', async () => {
    const { page } = w
    const subjects = new SubjectsScreen(page)
    await new DatasetsScreen(page).rows('Main clinic').click()
    await subjects.rows().first().waitFor()
    const count = Number((await subjects.count.textContent())?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThanOrEqual(45)
    const firstPage = await subjects.rows().allTextContents()
    expect(firstPage).toHaveLength(20)
    await subjects.nextPage.click()
    await waitUntil(
      async () => (await subjects.rows().first().textContent()) !== firstPage[0],
      'the first row changed',
    )
    expect(await subjects.pageIndicator.textContent()).toMatch(/2/)
    const secondPage = await subjects.rows().allTextContents()
    expect(secondPage.some((row) => firstPage.includes(row))).toBe(false)
    await screenshot(page, '04-subjects-page-2')

    const wanted =
      (secondPage[3] ?? '')
        .split(/\s{2,}|\t/)[0]
        ?.trim()
        .split(' ')[0] ?? ''
    expect(wanted.length).toBeGreaterThan(2)
    await subjects.search.fill(wanted)
    await waitUntil(async () => {
      const rows = await subjects.rows().allTextContents()
      return (
        rows.length > 0 &&
        rows.length < 20 &&
        rows.every((r) => r.toLowerCase().includes(wanted.toLowerCase()))
      )
    }, `only rows with ${wanted}`)
    await screenshot(page, '05-subjects-search')
  })

  it('tells the user on screen when the key stops working, and offers a new one', async () => {
    const keys = w.service.admin.listKeys(w.companyId)
    const e2eKey = keys.find((k) => k.name === 'e2e')
    if (!e2eKey) throw new Error('e2e key missing')
    w.service.admin.revokeKey(e2eKey.id)
    const shell = new AppShell(w.page)
    await shell.toDatasets.click()
    const banner = shell.keyRejectedBanner
    await banner.waitFor()
    expect(await banner.textContent()).toMatch(/no longer accepts the API key/)
    await screenshot(w.page, '06-key-rejected')

    const fresh = w.service.admin.createKey(w.companyId, { name: 'rotated', expiresInDays: 30 })
    await shell.replaceRejectedKey(fresh.token)
    await banner.waitFor({ state: 'detached' })
    expect(await w.secrets.get(`${w.companyId}@${w.service.baseUrl}`)).toBe(fresh.token)
    expect(await shell.connectionStatus.textContent()).toMatch(/expires/i)
  })

  it('disconnects and removes the key from the keychain', async () => {
    w.page.once('dialog', (dialog) => void dialog.accept())
    const shell = new AppShell(w.page)
    await shell.disconnectButton.click()
    await shell.disconnectConfirm.click().catch(() => undefined)
    await new ConnectScreen(w.page).demoButton.waitFor()
    expect(await w.secrets.get(`${w.companyId}@${w.service.baseUrl}`)).toBeNull()
  })
})
