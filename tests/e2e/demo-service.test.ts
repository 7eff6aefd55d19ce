/**
 * The built-in demo service: one click starts it in a process of its own, its key goes into the keychain,
 * and the demo clinic's datasets show; the UI also speaks German. After a restart of the app, the saved
 * connection comes back without a click; restarted after the keychain lost the account's data key, the app says
 * so in words (English and German) until the operator dismisses it.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startWorkstation, testRendererDir, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { ConnectScreen } from './pages/connectScreen'
import { DatasetsScreen } from './pages/datasetsScreen'
import { OperatorScreens } from './pages/operatorScreens'
import { SettingsScreen } from './pages/settingsScreen'

let w: Workstation

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'os' })
})
afterAll(async () => {
  await w?.close()
})

/** The app started again on the workstation's data folder and keychain, as after a restart. */
const restart = () =>
  launchBrowserApp({ dataDir: w.dataDir, secrets: w.secrets, rendererDir: testRendererDir() })

describe('built-in demo service', () => {
  it('connects with one click and shows the demo clinic', async () => {
    const datasets = new DatasetsScreen(w.page)
    await new ConnectScreen(w.page).demoButton.click()
    // the demo's first start asks for its first administrator too
    await new OperatorScreens(w.page).passGate()
    await datasets.rows().first().waitFor({ timeout: 60_000 })
    const status = w.app.app.session.status()
    expect(status).toMatchObject({ connected: true, mode: 'demo' })
    expect(new URL(status.baseUrl ?? '').hostname).toBe('127.0.0.1')
    expect(await w.secrets.get(`demo:${status.companyId}`)).toMatch(/^ey/)
    expect(await datasets.rows('Main clinic').count()).toBe(1)
    // for trying the app, not for real patients (issue 30), said on every screen of the demo
    expect(await new AppShell(w.page).demoBanner.textContent()).toContain('not for real patients')
  })

  it('switches the whole screen to German', async () => {
    const shell = new AppShell(w.page)
    await shell.switchLanguage('de')
    await w.page.waitForFunction(
      () => document.documentElement.lang === 'de' || document.body.innerText.includes('Datensätze'),
    )
    expect(await w.page.textContent('body')).toContain('Datensätze')
    await screenshot(w.page, '07-datasets-de')
    await shell.switchLanguage('en')
  })

  it('comes back connected after the app restarts', async () => {
    await w.app.close()
    let again: BrowserApp | null = null
    try {
      again = await restart()
      expect(again.app.session.status()).toMatchObject({ connected: true, mode: 'demo' })
      const page = await w.browser.newPage()
      await page.goto(again.host.url)
      // connected again without a click; the operator signs in
      await new OperatorScreens(page).passGate()
      await new DatasetsScreen(page).rows().first().waitFor({ timeout: 60_000 })
      await page.close()
    } finally {
      await again?.close()
    }
  })

  it('says in words that the data key was lost, after a restart without it; erasing deletes the demo data', async () => {
    const companyId = w.app.app.session.status().companyId
    expect(await w.secrets.delete(`data-key:demo:${companyId}`)).toBe(true)
    let again: BrowserApp | null = null
    try {
      again = await restart()
      const page = await w.browser.newPage({ viewport: { width: 1280, height: 860 } })
      await page.goto(again.host.url)
      const shell = new AppShell(page)
      // the operators were sealed with the lost key too: the workstation is set up again
      await new OperatorScreens(page).passGate()
      await new DatasetsScreen(page).rows().first().waitFor({ timeout: 60_000 })
      await shell.keyLostBanner.waitFor()
      expect(await shell.keyLostBanner.textContent()).toContain('data key was not found')
      await screenshot(page, '76-key-lost')
      await expectAccessible(page)
      await shell.switchLanguage('de')
      await page.waitForFunction(() => document.body.innerText.includes('Datensätze'))
      await screenshot(page, '77-key-lost-de')
      await expectAccessible(page)
      await shell.keyLostDismiss.click()
      await shell.keyLostBanner.waitFor({ state: 'detached' })
      await shell.switchLanguage('en')

      // "Disconnect and erase" of the demo also deletes the demo's own data (patients someone tried it with)
      const demoData = join(w.dataDir, 'demo-service')
      expect((await stat(demoData)).isDirectory()).toBe(true)
      const settings = new SettingsScreen(page)
      await settings.open()
      await settings.eraseButton.click()
      await settings.eraseDialog.waitFor()
      await settings.eraseConfirm.click()
      await page.waitForSelector('#companyId')
      await expect(stat(demoData)).rejects.toMatchObject({ code: 'ENOENT' })
      await page.close()
    } finally {
      await again?.close()
    }
  })
})
