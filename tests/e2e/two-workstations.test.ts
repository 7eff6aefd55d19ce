/**
 * Two workstations of one clinic on one service (issue 29: open screens stay current): two browser hosts, each
 * with its own data folder and keychain, both showing the same patient. A photo captured on the first appears on
 * the second's open subject, without reopening, within 30 s of its results being ready there; while it is
 * analysed the second says how many photos are still being analysed rather than that there are none.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserApp, type BrowserApp } from '../../src-main/browser-host/launch'
import { expectAccessible } from '../support/axe'
import { screenshot } from '../support/chromium'
import { memorySecrets } from '../support/memorySecrets'
import {
  startWorkstation,
  submitConnectForm,
  testRendererDir,
  type Workstation,
} from '../support/workstation'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { queueRows } from './pages/queueScreen'
import { startCapture } from './pages/startCapture'
import { SubjectScreen } from './pages/subjectScreen'
import { waitUntil } from './pages/waitForCount'
import { frontPortrait } from '../support/photos'

let w: Workstation
let other: BrowserApp
let otherDir: string
let pageA: Page
let pageB: Page

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory', service: { processingDelayMs: 1_500 } })
  otherDir = await mkdtemp(join(tmpdir(), 'skin-e2e-second-'))
  other = await launchBrowserApp({
    dataDir: otherDir,
    secrets: memorySecrets(),
    apiOptions: { timeoutMs: 5_000, retries: 1 },
    checkResults: true,
    rendererDir: testRendererDir(),
  })
  pageA = w.page
  pageB = await w.browser.newPage({ viewport: { width: 1280, height: 860 } })
  await pageB.goto(other.host.url)
}, 120_000)
afterAll(async () => {
  await pageB?.close()
  await other?.close()
  await w?.close()
  if (otherDir) await rm(otherDir, { recursive: true, force: true })
})

async function openFirstSubject(page: Page): Promise<string> {
  await new DatasetsScreen(page).rows('Main clinic').click()
  const row = new SubjectsScreen(page).rows().first()
  await row.waitFor()
  const name = ((await row.getByRole('cell').first().textContent()) ?? '').trim()
  await row.click()
  await new SubjectScreen(page).waitForScreen()
  return name
}

describe('two workstations, one patient', () => {
  it('shows the other workstation’s new results on the open subject, without reopening', async () => {
    const keyB = w.service.admin.createKey(w.companyId, { name: 'e2e second workstation' }).token
    await submitConnectForm(pageA, w.credentials)
    await submitConnectForm(pageB, { baseUrl: w.service.baseUrl, companyId: w.companyId, apiKey: keyB })
    const nameA = await openFirstSubject(pageA)
    const nameB = await openFirstSubject(pageB)
    expect(nameB).toBe(nameA)
    const subjectB = new SubjectScreen(pageB)
    await subjectB.historyEmpty.or(subjectB.visits).first().waitFor()
    const before = await subjectB.visitCount()

    // Captured on the first workstation, from a file.
    await startCapture(pageA)
    const capture = new CaptureScreen(pageA)
    await capture.chooseMode('front')
    await capture.dropPhotos([jpegFile('today.jpg', await frontPortrait())])
    await capture.send()
    await queueRows(capture.sentPanel, 'done').first().waitFor({ timeout: 60_000 })

    // The second, untouched since it opened the subject, shows it within 30 s.
    await waitUntil(
      async () => (await subjectB.visitCount()) === before + 1,
      'the new visit on the second',
      30_000,
    )
    await screenshot(pageB, 'two-workstations-second-updated')
    await expectAccessible(pageB)
  })
})
