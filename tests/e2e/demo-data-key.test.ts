/**
 * The data key changed on the built-in demo, with the OS keychain (issue 30), in Chromium through the browser
 * host: the demo account's key goes into the keychain's next item and the first item goes; the account opens
 * again (the demo reconnected as at a start) and asks for sign-in; its data opens under the new key, and a start
 * after that finds everything readable, nothing set aside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { startWorkstation, testRendererDir, type Workstation } from '../support/workstation'
import { ConnectScreen } from './pages/connectScreen'
import { DataKeySettings } from './pages/dataKeyScreens'
import { DatasetsScreen } from './pages/datasetsScreen'
import { OperatorScreens } from './pages/operatorScreens'
import { SettingsScreen } from './pages/settingsScreen'

let w: Workstation
let again: BrowserApp | null = null

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'os' })
}, 180_000)
afterAll(async () => {
  await again?.close()
  await w?.close()
})

describe('the demo’s data key', () => {
  it('changes in the OS keychain without losing anything, also across a start', async () => {
    const page = w.page
    await new ConnectScreen(page).demoButton.click()
    const operators = new OperatorScreens(page)
    await operators.passGate()
    await new DatasetsScreen(page).rows().first().waitFor({ timeout: 60_000 })
    const companyId = w.app.app.session.status().companyId
    const account = `demo:${companyId}`
    const first = await w.secrets.get(`data-key:${account}`)
    expect(first).not.toBeNull()
    expect(await w.secrets.get(`data-key:${account}#1`)).toBeNull()

    await new SettingsScreen(page).open()
    const dataKey = new DataKeySettings(page)
    await dataKey.rotateButton.click()
    await dataKey.rotateConfirm.click()
    await operators.signInForm.waitFor({ timeout: 60_000 })
    await operators.passGate()
    expect(w.app.app.session.status()).toMatchObject({ connected: true, mode: 'demo' })
    expect(await w.secrets.get(`data-key:${account}`)).toBeNull()
    const second = await w.secrets.get(`data-key:${account}#1`)
    expect(second).not.toBeNull()
    expect(second).not.toBe(first)
    await new DatasetsScreen(page).open('Main clinic')

    // a start after it finds everything readable: nothing set aside, no notice
    await w.app.close()
    again = await launchBrowserApp({ dataDir: w.dataDir, secrets: w.secrets, rendererDir: testRendererDir() })
    const next = await w.browser.newPage()
    await next.goto(again.host.url)
    await new OperatorScreens(next).passGate()
    await new DatasetsScreen(next).rows().first().waitFor({ timeout: 60_000 })
    const space = (await again.app.accounts.current()).space
    expect(space.keyState).toBe('same')
    expect(await again.app.handlers['dataKey.notice']({})).toBeNull()
    await next.close()
  })
})
