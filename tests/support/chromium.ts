/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here; the
 * Electron binary cannot be downloaded either, so the renderer runs in Chromium through the browser host).
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

/**
 * Which Chromium: both are Debian's build of the same version, with the same Blink and V8.
 * - `headless-shell` (Debian `chromium-headless-shell`): Chromium's headless shell, the build Playwright itself
 *   runs headless tests in. It has no desktop browser layers to drive, so a page costs less CPU: a third less
 *   per e2e file here (capture-journey 28.8 → 17.4 CPU-s in Chromium, offline-reports 25.2 → 18.6). The e2e
 *   files use it.
 * - `desktop` (Debian `chromium`): the browser a user opens, for the README's commands (tests/e2e/commands) and
 *   for the benches, whose figures compare with the ones measured in it before.
 */
export type ChromiumBuild = 'headless-shell' | 'desktop'

const CHROMIUM_PATHS: Record<ChromiumBuild, string> = {
  'headless-shell': process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  desktop: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
}

export async function launchChromium(
  extraArgs: string[] = [],
  build: ChromiumBuild = 'headless-shell',
): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATHS[build],
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  })
}

export const screenshotDir = join(process.cwd(), 'test-results', 'screenshots')

/** Saves what a person would see, for the closing note and for looking at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}
