/**
 * The README's commands, run as a user types them, each in a child process of its own: `npm run
 * preview:browser` (it builds, then prints the address), `npm run service -- …` (a service of one's own), and
 * `npm start` on a machine without Electron's binary. Nothing here loads the app's code into the test's process:
 * what runs is what ships, under the same loaders (tsx for the browser host and the service). The keychain is
 * the real one: `npm test` runs a private D-Bus session with gnome-keyring, and the children inherit it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, screenshot } from '../support/chromium'
import { submitConnectForm } from '../support/workstation'

const projectRoot = resolve(__dirname, '..', '..')

interface Command {
  child: ChildProcess
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the first match of `pattern` in its output. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>
  /** Exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>
  /** Ctrl-C: SIGINT to the whole process group (npm, its shell, node), then waits for the exit. */
  stop(): Promise<number | NodeJS.Signals | null>
}

/** `npm <args>` in the project, in a process group of its own, with HOME set to a fresh folder. */
function npm(args: string[], home: string, env: NodeJS.ProcessEnv = {}): Command {
  const child = spawn('npm', args, {
    cwd: projectRoot,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const listeners = new Set<() => void>()
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  )
  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output)
          if (!match) return
          cleanup()
          resolve(match)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no ${String(pattern)} within ${timeoutMs} ms; output:\n${output}`))
        }, timeoutMs)
        const gone = () => {
          cleanup()
          reject(new Error(`exited before printing ${String(pattern)}; output:\n${output}`))
        }
        const cleanup = () => {
          clearTimeout(timer)
          listeners.delete(check)
          child.off('exit', gone)
        }
        listeners.add(check)
        child.once('exit', gone)
        check()
      })
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGINT')
        } catch {
          // already gone
        }
      }
      return exited
    },
  }
}

/** Whether any process of the command's process group is still there (signal 0 only checks). */
function groupAlive(command: Command): boolean {
  try {
    process.kill(-(command.child.pid ?? 0), 0)
    return true
  } catch {
    return false
  }
}

async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let home: string
let browser: Browser
let page: Page
const running: Command[] = []

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'skin-commands-'))
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
})
afterAll(async () => {
  await browser?.close()
  await Promise.all(running.map((command) => command.stop()))
  await rm(home, { recursive: true, force: true })
})

describe('the README commands, as a user types them', () => {
  it(
    'npm run preview:browser builds, prints the address, and the demo starts with one click',
    { timeout: 300_000 },
    async () => {
      const host = npm(['run', 'preview:browser'], home)
      running.push(host)
      const [, url] = await host.waitFor(/Open: (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/, 240_000)
      expect(host.output()).toContain(`Data folder: ${join(home, '.config', 'skin-analysis-workstation')}`)
      await page.goto(url ?? '')
      await page.click('[data-testid=connect-demo]')
      // the datasets, or the error that says why not (before issue 11: "The system keychain is not available…")
      await page.waitForSelector('[data-testid=dataset-row], [role=alert]', { timeout: 120_000 })
      expect(await page.locator('[role=alert]').allTextContents()).toEqual([])
      expect(await page.locator('[data-testid=dataset-row]', { hasText: 'Main clinic' }).count()).toBe(1)
      await screenshot(page, '60-preview-browser-demo')
    },
  )

  it(
    'disconnects, and connects to a service started with npm run service, with its address, company and key',
    { timeout: 180_000 },
    async () => {
      const data = join(home, 'service-data')
      const service = npm(['run', 'service', '--', '--port', '0', '--data', data, '--no-history'], home)
      running.push(service)
      const [, baseUrl] = await service.waitFor(/base URL:\s+(\S+)/, 120_000)
      const [, companyId] = await service.waitFor(/company_id:\s+(\S+)/, 5_000)
      const [, apiKey] = await service.waitFor(/\n\s+(eyJ\S+)/, 5_000)

      await page.click('[data-testid=disconnect]')
      await page.click('[data-testid=disconnect-confirm]')
      await page.waitForSelector('#baseUrl')
      await submitConnectForm(page, {
        baseUrl: baseUrl ?? '',
        companyId: companyId ?? '',
        apiKey: apiKey ?? '',
      })
      await page.waitForSelector('[data-testid=dataset-row]', { timeout: 60_000 })
      expect(await page.textContent('[data-testid=connection-status]')).toContain(new URL(baseUrl ?? '').host)

      await service.stop()
      await expect(fetch(`${baseUrl}/api/v1/`)).rejects.toThrow()
    },
  )

  it('the browser host stops on Ctrl-C, and its demo service with it', async () => {
    const host = running[0]
    if (!host) throw new Error('the browser host did not start')
    const url = page.url()
    await host.stop()
    await expect(fetch(url)).rejects.toThrow()
    // the demo service ran as a child of the host, in its process group: no process of the group is left
    await waitUntil(() => !groupAlive(host))
    expect(host.output()).not.toMatch(/Error|at .*\.ts:\d+/)
  })

  it(
    'npm run preview:browser on a machine without a keychain says so when the key would be stored',
    { timeout: 300_000 },
    async () => {
      const bare = join(home, 'no-keychain')
      // no Secret Service to reach: a D-Bus address that leads nowhere
      const host = npm(['run', 'preview:browser', '--', '--port', '0'], bare, {
        DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(bare, 'no-bus')}`,
      })
      running.push(host)
      const [, url] = await host.waitFor(/Open: (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/, 240_000)
      const other = await browser.newPage()
      await other.goto(url ?? '')
      await other.click('[data-testid=connect-demo]')
      const alert = other.locator('[role=alert]')
      await alert.first().waitFor({ timeout: 60_000 })
      expect(await alert.allTextContents()).toEqual([
        'The system keychain is not available, so the key cannot be stored safely.',
      ])
      await screenshot(other, '62-no-keychain')
      await other.close()
      await host.stop()
    },
  )

  const electronBinary = (() => {
    try {
      const path: unknown = createRequire(__filename)('electron')
      return typeof path === 'string' && existsSync(path) ? path : null
    } catch {
      return null
    }
  })()

  it.skipIf(electronBinary !== null)(
    // With the binary installed, npm start opens the desktop app, which a headless test cannot drive.
    'npm start without an Electron binary says so, and how to get it or run the browser version',
    { timeout: 60_000 },
    async () => {
      const start = npm(['start'], home)
      running.push(start)
      expect(await start.exited).toBe(1)
      expect(start.output()).toContain(
        'The Electron binary is not installed, so the desktop app cannot start.',
      )
      expect(start.output()).toContain('node node_modules/electron/install.js')
      expect(start.output()).toContain('npm run preview:browser')
    },
  )
})
