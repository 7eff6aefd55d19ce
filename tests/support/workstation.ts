/**
 * One end-to-end world: a local Skin Analysis Service on a free port (real HTTP, in-memory SQLite), the app's
 * handlers behind the browser host with their own data folder, and a Chromium page on the app.
 *
 * Each file says which keychain it needs: `os`, the real Secret Service (npm test runs gnome-keyring in a
 * private D-Bus session; each workstation its own entry name), where the product's start path or what it keeps
 * in the keychain is under test; `memory` elsewhere (tests/support/memorySecrets.ts).
 */
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { createKeychain, type SecretStore } from '../../src-main/secrets/keychain'
import type { RunningService, ServiceOptions } from '../../src-service/server'
import { ConnectScreen } from '../e2e/pages/connectScreen'
import { AppShell } from '../e2e/pages/appShell'
import { DatasetsScreen, SubjectsScreen } from '../e2e/pages/datasetsScreen'
import { launchChromium } from './chromium'
import { memorySecrets } from './memorySecrets'
import { removeDir, tempDir } from './folders'
import { demoCompany, startTestService } from './world'

export interface Workstation {
  service: RunningService
  companyId: string
  apiKey: string
  /** What the connect screen's form takes: the service's address, the company and its key. */
  credentials: { baseUrl: string; companyId: string; apiKey: string }
  app: BrowserApp
  secrets: SecretStore
  browser: Browser
  page: Page
  dataDir: string
  close(): Promise<void>
}

export interface WorkstationOptions {
  keychain: 'os' | 'memory'
  chromiumArgs?: string[]
  service?: ServiceOptions
}

/** The demo clinic with its seeded history (Li Na Chen's visits), analysed at once, keys in memory. */
export const seededClinic: WorkstationOptions = {
  keychain: 'memory',
  service: { seedHistory: true, processingDelayMs: 0 },
}

export async function startWorkstation(options: WorkstationOptions): Promise<Workstation> {
  const service = await startTestService({ seedDemo: true, ...options.service })
  const { companyId, apiKey } = demoCompany(service, 'e2e')
  const dataDir = await tempDir('skin-e2e-')
  const secrets =
    options.keychain === 'os'
      ? createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
      : memorySecrets()
  const app = await launchBrowserApp({
    dataDir,
    secrets,
    apiOptions: { timeoutMs: 5_000, retries: 1 },
    checkResults: true,
    rendererDir: testRendererDir(),
  })
  const browser = await launchChromium(options.chromiumArgs)
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  await page.goto(app.host.url)
  return {
    service,
    companyId,
    apiKey,
    credentials: { baseUrl: service.baseUrl, companyId, apiKey },
    app,
    secrets,
    browser,
    page,
    dataDir,
    async close() {
      await browser.close()
      await app.close()
      await service.close()
      await removeDir(dataDir)
    },
  }
}

/**
 * The built renderer the e2e files serve: the copy their globalSetup made (tests/support/rendererSnapshot.ts),
 * as the README's commands rebuild `out/` beside them.
 */
export function testRendererDir(): string {
  return inject('rendererDir')
}

/** Fills the connect screen's remote form and submits it. */
export { submitConnectForm } from '../e2e/pages/connectForm'

/** From the datasets list: the dataset, a search for the subject, and the subject's screen with its history. */
export async function openSubjectByName(page: Page, datasetName: string, subjectName: string): Promise<void> {
  await new DatasetsScreen(page).open(datasetName)
  await new SubjectsScreen(page).openSubject(subjectName)
}

/**
 * A workstation started and connected with its own key: where most e2e files begin. With `language`, the page is
 * switched to it on the connect screen first (the choice is kept, so the screens after it open in it).
 */
export async function startConnectedWorkstation(
  options: WorkstationOptions & { language?: 'en' | 'de' },
): Promise<Workstation> {
  const w = await startWorkstation(options)
  try {
    if (options.language) await new AppShell(w.page).switchLanguage(options.language)
    await new ConnectScreen(w.page).withKey(w.credentials)
  } catch (e) {
    await w.close()
    throw e
  }
  return w
}
