/**
 * Logs a support desk can use (issue 16), in Chromium through the browser host: a clinic day (connect with an API
 * key, a new patient with a record number and birth date, searches by name, a photo analysed, a report saved,
 * once into a folder that cannot be written) and then Settings → Support: "Open logs folder" names the log's
 * folder (the browser host cannot open it), "Export diagnostics" saves one JSON file with the version and the OS
 * and without the key. In English and German, with axe-core and screenshots. Last, every log file of this
 * workstation is read: it is there, private, has the start line and the day's calls, and holds neither the API
 * key nor the data key, nor the patient's name, birth date or record number.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot, screenshotDir } from '../support/chromium'
import { openSubjectByName, type Workstation } from '../support/workstation'
import { startConnectedWorkstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { ReportsScreen } from './pages/reportsScreen'
import { sendThroughMain } from './pages/sendThroughMain'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'
import { SaveDialog, VisitScreen } from './pages/visitScreen'
import { facePhoto } from '../support/photos'

const patient = { name: 'Henrietta Quillfeather', recordNumber: 'MRN-LOG-31337', birthDate: '1979-08-23' }
/** The patient as any screen or file might write them: name parts, record number, birth date in three forms. */
const patientTraces = [
  'Henrietta',
  'Quillfeather',
  'MRN-LOG-31337',
  '31337',
  '1979-08-23',
  '23.08.1979',
  '08/23/1979',
]

let w: Workstation
let page: Page
let settings: SettingsScreen
const packageVersion = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }
).version

beforeAll(async () => {
  w = await startConnectedWorkstation({ keychain: 'os', service: { processingDelayMs: 0 } })
  page = w.page
  settings = new SettingsScreen(page)
}, 180_000)
afterAll(async () => {
  await w?.close()
})

const logsDir = () => join(w.dataDir, 'logs')

/** Every log file of this workstation, by name. */
async function logFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const name of await readdir(logsDir())) files.set(name, await readFile(join(logsDir(), name), 'utf8'))
  return files
}

describe('a clinic day, then the log and diagnostics for support', () => {
  it('creates a patient with a record number and birth date, and finds them by name', async () => {
    const datasets = new DatasetsScreen(page)
    const subject = new SubjectScreen(page)
    const form = new SubjectForm(page, 'create')
    await datasets.rows('Main clinic').click()
    await new SubjectsScreen(page).newSubjectButton.click()
    await form.fill({ name: patient.name, patientId: patient.recordNumber, birthDate: patient.birthDate })
    await form.submit()
    await subject.heading().filter({ hasText: patient.name }).waitFor()
    expect(await subject.facts.textContent()).toContain(patient.recordNumber)

    // over every dataset (main's search), and in the dataset (the service's, with the name in the query)
    await new AppShell(page).toDatasets.click()
    await datasets.patientSearch.fill('Quillfeather')
    await datasets.patientHits().first().waitFor()
    expect(await datasets.patientHits().first().textContent()).toContain(patient.name)
    await datasets.patientSearch.fill('')
    await openSubjectByName(page, 'Main clinic', patient.name)
  })

  it('sends a photo that is analysed, and saves a report (once into a folder that cannot be written)', async () => {
    await sendThroughMain(w, { datasetName: 'Main clinic', subjectName: patient.name }, 'front', {
      front: await facePhoto(1280, 1024),
    })
    const visit = new VisitScreen(page)
    const saveDialog = new SaveDialog(page)
    await new SubjectScreen(page).visits.first().click({ timeout: 60_000 })
    await visit.results.waitFor()
    await visit.createReportButton.click()
    await visit.generate('en')

    // A regular file where the folder should be: the failure's detail names the report's file, with the name.
    await mkdir(join(w.dataDir, 'exports'), { recursive: true })
    await writeFile(join(w.dataDir, 'exports', 'blocked'), 'not a folder')
    await visit.saveReportButtons.first().click({ timeout: 60_000 })
    await saveDialog.save('blocked')
    await saveDialog.error.waitFor()
    await page.keyboard.press('Escape')

    await visit.saveReportButtons.first().click()
    await saveDialog.save()
    const saved = ((await new ReportsScreen(page).savedPath().first().textContent()) ?? '').trim()
    expect(saved).toContain('Henrietta Quillfeather')
  })

  it('shows the Support section in Settings, accessible, and names the logs folder', async () => {
    await settings.open()
    await section().scrollIntoViewIfNeeded()
    expect(await section().textContent()).toContain('Open logs folder')
    await expectAccessible(page)

    const folder = await settings.openLogs()
    expect(folder).toEqual({ opened: false, folder: logsDir() })
    expect(await settings.logsNote.textContent()).toContain('runs in a browser, so it cannot open the folder')
  })

  it('exports diagnostics into the exports folder: version and OS, and no key', async () => {
    const saveDialog = new SaveDialog(page, 'support.saveTitle')
    await settings.exportDiagnosticsButton.click()
    await saveDialog.dialog.waitFor()
    expect(await saveDialog.folder.inputValue()).toBe('diagnostics')
    expect(await saveDialog.fileName.inputValue()).toMatch(
      /^skin-workstation-diagnostics-\d{4}-\d\d-\d\d-\d\dh\d\d\.json$/,
    )
    // axe scoped by a CSS selector: the one open dialog, the save form
    await expectAccessible(page, 'dialog[open]')
    // what is on screen (a full-page picture would draw the fixed header halfway down, where it was scrolled to)
    await page.screenshot({ path: join(screenshotDir, 'support-export-dialog-en.png') })
    await page.keyboard.press('Escape')

    const path = await settings.exportDiagnostics()
    expect(path.startsWith(join(w.dataDir, 'exports', 'diagnostics', 'skin-workstation-diagnostics-'))).toBe(
      true,
    )
    expect(await settings.diagnosticsNote.textContent()).toContain('Diagnostics saved to')
    const text = await readFile(path, 'utf8')
    const diagnostics = JSON.parse(text) as {
      app: { version: string; host: string }
      os: { platform: string; release: string; arch: string }
      versions: { node: string }
      connection: { baseUrl: string; companyId: string }
      log: { lines: string[] }
    }
    expect(diagnostics.app).toEqual({ version: packageVersion, host: 'browser' })
    expect(diagnostics.os.platform).toBe(process.platform)
    expect(diagnostics.os.release.length).toBeGreaterThan(0)
    expect(diagnostics.versions.node).toBe(process.versions.node)
    expect(diagnostics.connection).toMatchObject({ baseUrl: w.service.baseUrl, companyId: w.companyId })
    expect(diagnostics.log.lines.some((line) => line.includes('(ipc) support.openLogs ok'))).toBe(true)
    expect(text).not.toContain(w.apiKey)
    for (const trace of patientTraces) expect(text, trace).not.toContain(trace)

    await expectAccessible(page)
    await lookAt('en')
  })

  it('shows the Support section in German, accessible', async () => {
    const shell = new AppShell(page)
    await shell.switchLanguage('de')
    await settings.support.getByRole('heading', { name: 'Support', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Protokollordner öffnen', exact: true }).waitFor()
    const text = (await section().textContent()) ?? ''
    expect(text).toContain('Diagnose exportieren')
    expect(text).toContain('kann den Ordner nicht öffnen')
    expect(text).toContain('Diagnose gespeichert unter')
    await expectAccessible(page)
    await lookAt('de')
    await shell.switchLanguage('en')
  })

  it('leaves a private log with the start line and the calls, and no key, data key or patient in it', async () => {
    const files = await logFiles()
    expect([...files.keys()]).toContain('main.log')
    const all = [...files.values()].join('\n')
    expect(all).toMatch(/\(app\) start: version \S+ \(browser host\), \w+ \S+ \w+, node \d+/)
    for (const call of [
      '(ipc) auth.connect ok',
      '(ipc) subjects.create ok',
      '(ipc) subjects.search ok',
      '(ipc) history.forSubject ok',
      '(ipc) results.forImage ok',
      '(ipc) reports.generate ok',
      '(ipc) reports.save failed save_not_a_folder',
      '(ipc) reports.save ok',
      '(ipc) support.exportDiagnostics ok',
    ])
      expect(all, call).toContain(call)

    const dataKey = await w.secrets.get(`data-key:${w.companyId}@${w.service.baseUrl}`)
    if (!dataKey) throw new Error('no data key in the keychain')
    const secrets = { apiKey: w.apiKey, dataKey, keySignature: w.apiKey.split('.')[2] ?? w.apiKey }
    for (const [name, secret] of Object.entries(secrets)) expect(all.includes(secret), name).toBe(false)
    for (const trace of patientTraces) expect(all.toLowerCase(), trace).not.toContain(trace.toLowerCase())

    expect((await stat(logsDir())).mode & 0o777).toBe(0o700)
    for (const name of files.keys())
      expect((await stat(join(logsDir(), name))).mode & 0o777, name).toBe(0o600)
  })
})

function section() {
  return settings.support
}

/** The whole Settings screen from the top, and the Support section up close. */
async function lookAt(language: 'en' | 'de') {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, `support-settings-${language}`)
  await section().screenshot({ path: join(screenshotDir, `support-section-${language}.png`) })
}
