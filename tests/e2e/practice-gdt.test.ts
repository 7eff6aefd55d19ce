/**
 * Issue 43, "Done when": the test plays the practice software (PVS) in a temporary exchange folder. An administrator
 * sets the exchange up in Settings and tests it; the PVS drops a CP437-encoded 6302 for "Müller, Jürgen" (9206=2);
 * the app asks to create the patient and opens their capture; a dropped photo is analysed and the 6310 results file
 * appears: every line's length field equals its byte length, 8100 equals the file's size, 3000 echoes the request,
 * 6305 names a PDF that exists. A 6311 opens the patient's history. The section and the dialog are looked at in
 * English and German (screenshots) with axe: 0 serious or critical.
 */
import { readFile, readdir, rename, stat, writeFile } from 'node:fs/promises'
import { isAbsolute, join } from 'node:path'
import iconv from 'iconv-lite'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot, screenshotDir } from '../support/chromium'
import { removeDir, tempDir } from '../support/folders'
import { frontPortrait } from '../support/photos'
import { seededClinic, startConnectedWorkstation, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { HistorySection } from './pages/historySection'
import { PracticeRequests } from './pages/practiceRequests'
import { PracticeSettings } from './pages/practiceSettings'
import { SettingsScreen } from './pages/settingsScreen'
import { passConsentGate } from './pages/startCapture'
import { uiText } from './pages/uiText'
import { waitUntil } from './pages/waitForCount'

const PVS = 'PVS1'
const OWN = 'SKIN'
const CRLF = '\r\n'

let w: Workstation
let page: Page
let folder: string

/** One GDT line: 3-digit length (of the whole line, CRLF included), 4-digit field id, the value, CRLF. */
function line(field: string, value: string): Buffer {
  const body = iconv.encode(`${field}${value}${CRLF}`, 'cp437')
  return Buffer.concat([Buffer.from(String(body.length + 3).padStart(3, '0'), 'latin1'), body])
}

/** A request as the PVS writes it: CP437 (9206=2), GDT 2.10, 8100 the file's size in bytes. */
function request(type: '6302' | '6311', patient: Record<string, string>): Buffer {
  const rest = [
    line('8315', OWN),
    line('8316', PVS),
    line('9206', '2'),
    line('9218', '02.10'),
    ...Object.entries(patient).map(([field, value]) => line(field, value)),
  ]
  const head = line('8000', type)
  const size = (n: number) => line('8100', String(n).padStart(5, '0'))
  const length = head.length + size(0).length + rest.reduce((sum, b) => sum + b.length, 0)
  return Buffer.concat([head, size(length), ...rest])
}

/** Drops a request as a PVS does: written under another name, then renamed into the folder's request name. */
async function drop(bytes: Buffer): Promise<void> {
  const temporary = join(folder, `${OWN}${PVS}.tmp`)
  await writeFile(temporary, bytes)
  await rename(temporary, join(folder, `${OWN}${PVS}.gdt`))
}

const muller = { '3000': '4711', '3101': 'Müller', '3102': 'Jürgen', '3103': '12041961', '3110': '1' }

/** The lines of a GDT file: [declared length, field, value as CP437 text, the line's bytes]. */
function linesOf(bytes: Buffer): { declared: number; field: string; value: string; size: number }[] {
  const out = []
  let at = 0
  while (at < bytes.length) {
    const end = bytes.indexOf(CRLF, at, 'latin1')
    expect(end, `line at byte ${at} ends with CRLF`).toBeGreaterThan(at)
    const raw = bytes.subarray(at, end + 2)
    out.push({
      declared: Number(raw.subarray(0, 3).toString('latin1')),
      field: raw.subarray(3, 7).toString('latin1'),
      value: iconv.decode(raw.subarray(7, raw.length - 2), 'cp437'),
      size: raw.length,
    })
    at = end + 2
  }
  return out
}

beforeAll(async () => {
  w = await startConnectedWorkstation(seededClinic)
  page = w.page
  folder = await tempDir('skin-gdt-')
}, 180_000)
afterAll(async () => {
  await w?.close()
  if (folder) await removeDir(folder)
})

describe('the practice software (GDT)', () => {
  it('is set up by an administrator in Settings, and the exchange tested', async () => {
    await new SettingsScreen(page).open()
    const practice = new PracticeSettings(page)
    await practice.switchOn({
      folder,
      pvsName: PVS,
      ownName: OWN,
      version: '2.10',
      charset: 'cp437',
      dataset: 'Main clinic',
    })
    await practice.testButton.click()
    await practice.testOutcome.waitFor()
    await expectAccessible(page)
    await screenshot(page, 'practice-settings-en')
    await practice.section.screenshot({ path: join(screenshotDir, 'practice-section-en.png') })
    expect(await practice.testOutcome.textContent()).toMatch(/^It works: a test file was written to /)
    // written and removed: the PVS finds nothing of it
    expect(await readdir(folder)).toEqual([])
  })

  it('creates Müller, Jürgen from a CP437 6302 and opens the capture', async () => {
    await drop(request('6302', muller))
    const requests = new PracticeRequests(page)
    await requests.createDialog.waitFor({ timeout: 30_000 })
    expect(await requests.createDialog.textContent()).toContain(
      'Create patient Müller, Jürgen, born Apr 12, 1961, patient number 4711?',
    )
    await expectAccessible(page)
    await screenshot(page, 'practice-create-en')
    await requests.createDialog.screenshot({ path: join(screenshotDir, 'practice-dialog-en.png') })
    await requests.createButton.click()
    await passConsentGate(page)
    expect(await new AppShell(page).breadcrumb.textContent()).toContain('Müller')
  })

  it('writes the 6310 once the dropped photo is analysed', async () => {
    const capture = new CaptureScreen(page)
    await capture.dropPhotos([jpegFile('front.jpg', await frontPortrait())])
    await capture.send()
    const resultsFile = join(folder, `${PVS}${OWN}.gdt`)
    await waitUntil(
      async () => (await stat(resultsFile).catch(() => null)) !== null,
      'the results file is written',
      90_000,
    )
    const bytes = await readFile(resultsFile)
    const lines = linesOf(bytes)
    expect(lines.filter((l) => l.declared !== l.size)).toEqual([])
    const value = (field: string) => lines.find((l) => l.field === field)?.value
    expect(value('8000')).toBe('6310')
    expect(Number(value('8100'))).toBe(bytes.length)
    expect(value('3000')).toBe('4711')
    expect(value('8315')).toBe(PVS)
    expect(value('8316')).toBe(OWN)
    expect(lines.filter((l) => l.field === '8410').length).toBeGreaterThan(0)
    const pdf = value('6305') ?? ''
    expect(pdf).toMatch(/\.pdf$/i)
    const pdfPath = isAbsolute(pdf) ? pdf : join(folder, pdf)
    expect((await readFile(pdfPath)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('opens the history on a 6311', async () => {
    await new AppShell(page).toDatasets.click()
    await drop(request('6311', { '3000': '4711' }))
    await new HistorySection(page).region.waitFor({ timeout: 30_000 })
    expect(await new AppShell(page).breadcrumb.textContent()).toContain('Müller')
  })

  it('says in words that a file with a wrong line length went to the error folder, and goes on', async () => {
    const good = request('6302', muller)
    // the 3000 line's length field says one byte more than the line has
    const at = good.indexOf('3000', 0, 'latin1') - 3
    const bad = Buffer.concat([
      good.subarray(0, at),
      Buffer.from(String(Number(good.subarray(at, at + 3).toString('latin1')) + 1).padStart(3, '0')),
      good.subarray(at + 3),
    ])
    await drop(bad)
    const notice = new PracticeRequests(page).problemNotice
    await notice.waitFor({ timeout: 30_000 })
    // the line it names: the 3000 line, counted here from the file's own line ends
    const lineNo = good.subarray(0, at).toString('latin1').split('\r\n').length
    expect(await notice.textContent()).toContain(`the length given at the start of line ${lineNo} is wrong`)
    // moved whole, with a short reason file beside it (what and where, nothing of its content)
    const moved = (await readdir(join(folder, 'error'))).find((name) => name.endsWith(`-${OWN}${PVS}.gdt`))
    expect(moved).toBeDefined()
    expect(await readFile(join(folder, 'error', moved ?? ''))).toEqual(bad)
    const reason = await readFile(join(folder, 'error', `${moved}.reason.txt`), 'utf8')
    expect(reason).toMatch(/^lineLength/)
    expect(reason).not.toContain('Müller')
    await expectAccessible(page)
    await notice.getByRole('button', { name: uiText('practice.close') }).click()
    await notice.waitFor({ state: 'detached' })
  })

  it('is looked at in German: the section and the dialog, accessible', async () => {
    await new AppShell(page).switchLanguage('de')
    await drop(request('6302', { ...muller, '3000': '4712', '3101': 'Groß', '3102': 'Käthe', '3110': '2' }))
    const requests = new PracticeRequests(page)
    await requests.createDialog.waitFor({ timeout: 30_000 })
    expect(await requests.createDialog.textContent()).toContain(
      'Patient Groß, Käthe, geboren am 12.04.1961, Patientennummer 4712 anlegen?',
    )
    await expectAccessible(page)
    await screenshot(page, 'practice-create-de')
    await requests.createDialog.screenshot({ path: join(screenshotDir, 'practice-dialog-de.png') })
    await requests.notNowButton.click()
    await requests.createDialog.waitFor({ state: 'detached' })
    await new SettingsScreen(page).open()
    const section = new PracticeSettings(page).section
    await section.waitFor()
    await expectAccessible(page)
    await screenshot(page, 'practice-settings-de')
    await section.screenshot({ path: join(screenshotDir, 'practice-section-de.png') })
  })
})
