/**
 * The world of a browser bench: the built app behind the browser host on a fresh data folder, a local service
 * with the demo company (plus what the bench asks for), and a Chromium page connected to it, on the datasets.
 * Bench only: an in-memory secret store. The real keychain needs a Secret Service on a D-Bus session, which
 * `npm test` starts but the bench runner does not. Product code always uses the OS keychain.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { startService, type RunningService, type ServiceOptions } from '../../src-service/server'
import { ConnectScreen } from '../e2e/pages/connectScreen'
import { launchChromium } from '../support/chromium'
import { memorySecrets } from '../support/memorySecrets'
import { ensureBuiltRenderer } from './builtRenderer'

export interface BrowserBench {
  service: RunningService
  app: BrowserApp
  browser: Browser
  page: Page
  close(): Promise<void>
}

export async function startBrowserBench(
  options: { service?: ServiceOptions; chromiumArgs?: string[]; urlQuery?: string } = {},
): Promise<BrowserBench> {
  ensureBuiltRenderer()
  const service = await startService({ seedDemo: true, rateLimit: false, ...options.service })
  const companyId = service.admin.demoCompanyId()
  if (companyId === null) throw new Error('the demo company was not seeded')
  const apiKey = service.admin.createKey(companyId, { name: 'bench' }).token
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-bench-'))
  const app = await launchBrowserApp({
    dataDir,
    secrets: memorySecrets(),
    apiOptions: { timeoutMs: 10_000, retries: 0 },
  })
  const browser = await launchChromium(options.chromiumArgs, 'desktop')
  const close = async () => {
    await browser.close()
    await app.close()
    await service.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
    // tsx (esbuild, keepNames) wraps named functions in `__name(...)`, which the page does not define.
    await page.addInitScript('globalThis.__name = (f) => f')
    await page.goto(options.urlQuery ? app.host.url.replace('#', `${options.urlQuery}#`) : app.host.url)
    await new ConnectScreen(page).withKey({ baseUrl: service.baseUrl, companyId, apiKey })
    return { service, app, browser, page, close }
  } catch (e) {
    await close()
    throw e
  }
}
