/**
 * Page helper: the scripts a fresh load of the page fetched before its connect form was first usable, and all it
 * fetched by the time it is asked (a page-side MutationObserver notes the moment, an init script set before the
 * load; the scripts are the page's resource entries). No workstation, no vitest.
 */
import type { Page } from 'playwright-core'

/** The connect form, typed into and sent: the address field and its form's submit button, both enabled. */
export const FORM_READY = '#baseUrl:not([disabled])'
export const SUBMIT_READY = 'form:has(#baseUrl) button[type=submit]:not([disabled])'

type StartWindow = Window & { connectFormReadyAt?: number }

/** Runs in the page before its own scripts (no named functions inside: tsx would wrap them in `__name`). */
export function noteFormReady([form, submit]: [string, string]): void {
  const w = window as StartWindow
  const observer = new MutationObserver(() => {
    if (w.connectFormReadyAt !== undefined) return
    if (document.querySelector(form) !== null && document.querySelector(submit) !== null) {
      w.connectFormReadyAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

export interface StartScripts {
  /** The paths (`/assets/…js`) of the scripts the page began to fetch before the form was usable. */
  before: string[]
  /** Every script fetched so far. */
  all: string[]
}

/** Loads the page anew (it must show the connect screen) and reads which scripts came before the form. */
export async function loadToConnectForm(page: Page): Promise<void> {
  await page.addInitScript(noteFormReady, [FORM_READY, SUBMIT_READY] as [string, string])
  await page.reload()
  await page.waitForSelector(SUBMIT_READY)
}

/** The scripts of the load `loadToConnectForm` made, as the page's resource entries say. */
export function startScripts(page: Page): Promise<StartScripts> {
  return page.evaluate(() => {
    const readyAt = (window as StartWindow).connectFormReadyAt
    if (readyAt === undefined) throw new Error('the page did not note its connect form ready')
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
    return {
      before: scripts.filter((script) => script.startTime < readyAt).map((script) => script.path),
      all: scripts.map((script) => script.path),
    }
  })
}

/** When the page noted its connect form usable (its `performance.now()`), after `noteFormReady` ran in it. */
export async function formReadyAt(page: Page): Promise<number> {
  const readyAt = await page.evaluate(() => (window as StartWindow).connectFormReadyAt)
  if (readyAt === undefined) throw new Error('the page never noted its connect form usable')
  return readyAt
}
