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

export const title = 'Cold start: main, then the page, to an interactive connect screen'

const RUNS = 7

/** The connect form, typed into and sent: both enabled. */
const FORM_READY = '#baseUrl:not([disabled])'
const SUBMIT_READY = '[data-testid=connect-submit]:not([disabled])'

type BenchWindow = Window & { benchFormReady?: number }

/** Runs in the page before its own scripts: notes `performance.now()` when the form is first enabled. */
function watchForm([form, submit]: [string, string]): void {
  // no named functions in here: tsx would wrap them in a `__name` helper the page does not have
  const w = window as BenchWindow
  const observer = new MutationObserver(() => {
    if (w.benchFormReady !== undefined) return
    if (document.querySelector(form) !== null && document.querySelector(submit) !== null) {
      w.benchFormReady = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

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
        await page.addInitScript(watchForm, [FORM_READY, SUBMIT_READY] as [string, string])
        await page.goto(app.host.url)
        await page.waitForSelector(FORM_READY)
        await page.waitForSelector(SUBMIT_READY)
        const end = performance.now()
        const inPage = await page.evaluate(() => (window as BenchWindow).benchFormReady)
        if (inPage === undefined) throw new Error('the page never noted its form enabled')
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
