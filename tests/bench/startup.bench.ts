/**
 * Cold start to an interactive connect screen, in the browser host: main starting on a fresh data folder (the
 * host listening), then the page loading until the connect form takes typing. Chromium is started once before
 * (it stands in for Electron's window). Printed, no target.
 *
 * Two figures of the page's part: the Node one (after `page.goto`, which waits for the page's `load`, and two
 * `waitForSelector` round trips over CDP), kept for continuity, and the page's own (`performance.now()`, from its
 * navigation start, when a MutationObserver set by an init script first sees the form enabled): the app's part
 * without Playwright's round trips.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowserApp } from '../../src-main/browser-host/launch'
import { launchChromium } from '../support/chromium'
import { memorySecrets } from '../support/memorySecrets'
import { ensureBuiltRenderer } from './builtRenderer'
import { report } from './stats'
import { FORM_READY, SUBMIT_READY, formReadyAt, noteFormReady } from '../e2e/pages/startupScripts'

export const title = 'Cold start: main, then the page, to an interactive connect screen'

const RUNS = 7

export async function run(): Promise<void> {
  ensureBuiltRenderer()
  const browser = await launchChromium([], 'desktop')
  const mainMs: number[] = []
  const pageMs: number[] = []
  const inPageMs: number[] = []
  const totalMs: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'skin-bench-start-'))
      const start = performance.now()
      // Bench only: an in-memory secret store (the bench runner has no Secret Service on a D-Bus session).
      const app = await launchBrowserApp({ dataDir, secrets: memorySecrets() })
      const mainReady = performance.now()
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
      try {
        await page.addInitScript(noteFormReady, [FORM_READY, SUBMIT_READY] as [string, string])
        await page.goto(app.host.url)
        await page.waitForSelector(FORM_READY)
        await page.waitForSelector(SUBMIT_READY)
        const end = performance.now()
        const inPage = await formReadyAt(page)
        mainMs.push(mainReady - start)
        pageMs.push(end - mainReady)
        inPageMs.push(inPage)
        totalMs.push(end - start)
      } finally {
        await page.close()
        await app.close()
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    await browser.close()
  }
  report('main started, host listening', mainMs)
  report('page loaded to an interactive connect form', pageMs)
  report('navigation start to the connect form enabled (in the page, performance.now)', inPageMs)
  report('cold start to an interactive connect screen', totalMs)
}
