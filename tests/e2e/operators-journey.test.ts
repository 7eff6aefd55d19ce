/**
 * Issue 27's journey in Chromium through the browser host, in English and German, with axe-core and screenshots:
 * the first start makes an administrator, who adds a clinician; the clinician signs in (a switch), records a
 * patient's consent (with their own name, not typed) and captures; Playwright's clock brings the idle lock; a
 * wrong passphrase is refused, the right one unlocks; the administrator reads that day's audit trail, filtered by
 * the clinician, and exports it as CSV; everyone's entries show the connect, made with nobody signed in, and the
 * clinician's search (how many it found, not its words: issue 41). Along the way: a clinician is not offered the
 * administrators' sections or rules, and main refuses them too. Issue 41 too: settings.json changed with a file
 * manager sets the rules to the strictest; Settings tells the administrator, and the audit trail names the
 * workstation.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe'
import { screenshot, screenshotDir } from '../support/chromium'
import { startWorkstation, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen, jpegFile } from './pages/captureScreen'
import { ConsentDialog } from './pages/consentDialog'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { OperatorScreens } from './pages/operatorScreens'
import { OperatorSettings } from './pages/operatorSettings'
import { PrivacyScreen } from './pages/privacyScreen'
import { SettingsScreen } from './pages/settingsScreen'
import { SubjectScreen } from './pages/subjectScreen'
import { uiText } from './pages/uiText'
import { frontPortrait } from '../support/photos'

const ADMIN = { name: 'Dr. Ada Reyes', passphrase: 'saffron lighthouse 7' }
const CLINICIAN = { name: 'Ben Okafor', passphrase: 'blue harbour 42' }

let w: Workstation
let subjectId = ''
let subjectName = ''

beforeAll(async () => {
  w = await startWorkstation({ keychain: 'memory' })
  // The page's clock is Playwright's: time runs as usual until the test moves it on.
  await w.page.clock.install()
  await w.page.reload()
})
afterAll(async () => {
  await w?.close()
})

const mainRefuses = async (channel: 'operators.list' | 'audit.list') =>
  w.app.app.handlers[channel]({} as never).then(
    () => 'answered',
    (e: unknown) => (e as { code?: string }).code,
  )

describe('operators, the lock and the audit trail', () => {
  it('asks the first start for its administrator, who adds a clinician', async () => {
    const { page } = w
    const operators = new OperatorScreens(page)
    await page.fill('#baseUrl', w.service.baseUrl)
    await page.fill('#companyId', w.companyId)
    await page.fill('#apiKey', w.apiKey)
    await page.getByRole('button', { name: uiText('connect.remote.submit') }).click()
    await operators.firstAdminForm.waitFor()
    // the two passphrases must match, and nothing is made before they do
    const form = operators.firstAdminForm
    await form.getByLabel(uiText('operators.name')).fill(ADMIN.name)
    await form.getByLabel(uiText('operators.passphrase')).fill(ADMIN.passphrase)
    await form.getByLabel(uiText('operators.repeat')).fill('something else')
    await form.getByRole('button', { name: uiText('operators.first.submit') }).click()
    await operators.firstAdminError('repeat').waitFor()
    expect(await w.app.app.handlers['operator.status']({})).toMatchObject({ state: 'setup' })
    await screenshot(page, 'op-01-first-admin')
    await expectAccessible(page)

    await operators.createFirstAdministrator(ADMIN)
    await new DatasetsScreen(page).waitForList()
    expect(await operators.menuButton.textContent()).toContain(ADMIN.name)

    await new SettingsScreen(page).open()
    const settings = new OperatorSettings(page)
    await settings.addOperator(CLINICIAN, 'clinician')
    expect(await settings.operatorRows.allTextContents()).toEqual([
      expect.stringContaining(ADMIN.name),
      expect.stringContaining(CLINICIAN.name),
    ])
    await screenshot(page, 'op-02-operators')
    await expectAccessible(page)
  })

  it('lets the clinician sign in over the administrator, without the administrators’ sections', async () => {
    const { page } = w
    const operators = new OperatorScreens(page)
    await operators.openMenu()
    await page.getByRole('button', { name: uiText('operators.switch') }).click()
    await operators.lockScreen.waitFor()
    await screenshot(page, 'op-03-switch')
    await expectAccessible(page)
    await operators.unlock(CLINICIAN.passphrase, CLINICIAN.name)
    await operators.lockScreen.waitFor({ state: 'detached' })
    expect(await operators.menuButton.textContent()).toContain(CLINICIAN.name)

    await new SettingsScreen(page).open()
    const settings = new OperatorSettings(page)
    await page.getByRole('region', { name: uiText('privacy.settingTitle') }).waitFor()
    expect(await settings.operators.count()).toBe(0)
    expect(await settings.audit.count()).toBe(0)
    expect(await new SettingsScreen(page).photoConsentRequired.isDisabled()).toBe(true)
    expect(await new SettingsScreen(page).photoConsentRule.textContent()).toBe(
      'Only an administrator can change this.',
    )
    // not offered, and refused by main all the same
    expect(await mainRefuses('operators.list')).toBe('not_permitted')
    expect(await mainRefuses('audit.list')).toBe('not_permitted')
    await new SettingsScreen(page).backButton.click()
  })

  it('records the consent under the clinician’s name, and captures', async () => {
    const { page } = w
    // a search in every dataset: recorded with how many it found, never the words typed (issue 41)
    const datasets = new DatasetsScreen(page)
    await datasets.patientSearch.fill('Nobody by this name')
    await datasets.patientSearchCount.filter({ hasText: /\d/ }).waitFor()
    await datasets.patientSearch.fill('')
    await datasets.rows('Main clinic').click()
    const subjects = new SubjectsScreen(page)
    await subjects.rows().first().click()
    const subject = new SubjectScreen(page)
    await subject.heading().waitFor()
    subjectName = ((await subject.heading().textContent()) ?? '').trim()
    expect(subjectName).not.toBe('')
    subjectId =
      (
        await w.app.app.accounts
          .peek()
          ?.audit.list({ subjectId: null, operatorId: null, from: null, to: null })
      )?.entries
        .filter((e) => e.action === 'subject.view')
        .at(-1)?.subjectId ?? ''
    expect(subjectId).not.toBe('')

    await subject.newCaptureButton.click()
    const consent = new ConsentDialog(page)
    await consent.gate.waitFor()
    await consent.recordButton(consent.gate).click()
    expect(await consent.by.textContent()).toBe(`Recorded by ${CLINICIAN.name}, who is signed in.`)
    await consent.record()
    const capture = new CaptureScreen(page)
    await capture.session.waitFor()
    await capture.chooseMode('front')
    await capture.dropPhotos([jpegFile('front.jpg', await frontPortrait())])
    await capture.send()
    await capture.backToSubject()
    expect(await consent.recorded.textContent()).toContain(`recorded by ${CLINICIAN.name}`)
  })

  it('locks after the idle minutes; a wrong passphrase is refused, the right one unlocks', async () => {
    const { page } = w
    const lock = new PrivacyScreen(page)
    // the default: five minutes without use
    await page.clock.fastForward('04:50')
    await page.waitForTimeout(300)
    expect(await lock.shown()).toBe(0)
    await page.clock.fastForward('00:15')
    await lock.waitUntilShown()
    expect(await lock.cover.textContent()).toContain(CLINICIAN.name)
    await lock.unlock('not the passphrase')
    await lock.error.first().waitFor()
    expect(await lock.shown()).toBe(1)
    expect(await w.app.app.handlers['operator.status']({})).toMatchObject({ state: 'locked' })
    await screenshot(page, 'op-04-lock-wrong')
    await expectAccessible(page)
    await lock.unlock(CLINICIAN.passphrase)
    await lock.waitUntilGone()
    // nothing of the screen was drawn while locked (issue 41): it is drawn again
    await new SubjectScreen(page).heading().waitFor()
  })

  it('shows the administrator that day’s audit, by operator, and exports it', async () => {
    const { page } = w
    const operators = new OperatorScreens(page)
    await operators.openMenu()
    await page.getByRole('button', { name: uiText('operators.switch') }).click()
    await operators.unlock(ADMIN.passphrase, ADMIN.name)
    await operators.lockScreen.waitFor({ state: 'detached' })

    await new SettingsScreen(page).open()
    const settings = new OperatorSettings(page)
    await settings.chain.waitFor()
    expect(await settings.chain.textContent()).toContain('The trail is intact')
    await settings.filterByOperator(CLINICIAN.name)
    // newest first: "Switch operator" locks as the clinician, then the administrator signs in over them
    await expectRows(settings, [
      'operator.signOut',
      'operator.lock',
      // back from the lock, the screens read the subject again: a view after each unlock
      'subject.view',
      'visit.view',
      'operator.unlock',
      'operator.signInRefused',
      'operator.lock',
      'capture.submit',
      'consent.record',
      'visit.view',
      'subject.view',
      'subject.search',
      'operator.signIn',
    ])
    const consentRow = settings.auditRows.and(page.locator('[data-action="consent.record"]'))
    expect(await consentRow.textContent()).toContain(CLINICIAN.name)
    expect(await consentRow.textContent()).toContain(subjectId)
    await screenshot(page, 'op-05-audit')
    await expectAccessible(page)

    const path = await settings.exportAudit()
    const csv = await readFile(path, 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('seq,time_utc,operator,operator_id,action,subject_id,detail')
    expect(lines.filter((line) => line.includes(',consent.record,'))).toEqual([
      expect.stringContaining(`${CLINICIAN.name},`),
    ])
    expect(lines.at(-1)).toContain('chain intact')
    // the patient's name is nowhere in the file: ids only; nor what was searched for
    expect(csv).not.toContain(subjectName)
    expect(csv).not.toContain('Nobody by this name')

    // everyone's entries: the connect, made from the connect screen with nobody signed in, is the first
    await settings.showEveryone()
    expect(await settings.rowOf('account.connect').textContent()).toContain(
      'The connect screen (nobody signed in)',
    )
    expect(await settings.rowOf('subject.search').textContent()).toContain('Searched for patients')
    await screenshot(page, 'op-05b-audit-everyone')
    await auditShot(settings, 'op-05c-audit-connect')
    await expectAccessible(page)
  })

  it('says the same in German, and the sign-in screen after signing out', async () => {
    const { page } = w
    await new AppShell(page).switchLanguage('de')
    const settings = new OperatorSettings(page)
    await settings.audit.waitFor()
    expect(await settings.chain.textContent()).toContain('Das Protokoll ist unverändert')
    expect(await settings.rowOf('account.connect').textContent()).toContain(
      'Verbindungsbildschirm (niemand angemeldet)',
    )
    expect(await settings.rowOf('subject.search').textContent()).toContain('Nach Patienten gesucht')
    await screenshot(page, 'op-06-audit-de')
    await auditShot(settings, 'op-06b-audit-connect-de')
    await expectAccessible(page)

    const operators = new OperatorScreens(page)
    await operators.lockNow()
    expect(await operators.lockScreen.textContent()).toContain('Arbeitsplatz gesperrt')
    await screenshot(page, 'op-07-lock-de')
    await expectAccessible(page)
    await operators.unlock(ADMIN.passphrase)
    await operators.lockScreen.waitFor({ state: 'detached' })

    await operators.signOut()
    expect(await operators.signInForm.textContent()).toContain('Passphrase')
    await screenshot(page, 'op-08-sign-in-de')
    await expectAccessible(page)
    await operators.signIn(ADMIN)
    await operators.shellMain.waitFor()
    await new AppShell(page).switchLanguage('en')
  })

  it('tells the administrator the rules were reset when settings.json was changed, in English and German', async () => {
    const { page } = w
    // consent switched off by hand in the file, where the workstation keeps the clinic's rules
    const file = join(w.dataDir, 'settings.json')
    const settingsJson = JSON.parse(await readFile(file, 'utf8')) as {
      clinicRules: Record<string, { values: Record<string, unknown> }>
    }
    for (const record of Object.values(settingsJson.clinicRules)) record.values.photoConsentRequired = false
    await writeFile(file, JSON.stringify(settingsJson))

    await new SettingsScreen(page).open()
    const notice = new SettingsScreen(page).rulesReset
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(uiText('settings.rules.resetTitle', {}, { exact: false }))
    expect(await new SettingsScreen(page).photoConsentRequired.isChecked()).toBe(true)
    const settings = new OperatorSettings(page)
    const resetRow = settings.auditRows.and(page.locator('[data-action="rules.reset"]'))
    expect(await resetRow.textContent()).toContain('This workstation')
    await screenshot(page, 'op-09-rules-reset')
    await expectAccessible(page)
    await new AppShell(page).switchLanguage('de')
    await notice.getByText('Die Regeln der Praxis wurden auf die strengsten Werte zurückgesetzt').waitFor()
    await screenshot(page, 'op-10-rules-reset-de')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Diese Regeln behalten' }).click()
    await notice.waitFor({ state: 'detached' })
    await new AppShell(page).switchLanguage('en')
  })
})

/** The audit section alone, scrolled to its oldest entry (the connect), for looking at. */
async function auditShot(settings: OperatorSettings, name: string): Promise<void> {
  await settings.rowOf('account.connect').scrollIntoViewIfNeeded()
  await settings.audit.screenshot({ path: join(screenshotDir, `${name}.png`) })
}

/**
 * The rows' actions, newest first; a subject's record and its visits are read at once, in either order; a search
 * is asked again when main has read every dataset (its first answer may be partial), so searches in a row are one.
 */
async function expectRows(settings: OperatorSettings, actions: string[]): Promise<void> {
  const views = new Set(['subject.view', 'visit.view'])
  const groupOf = (action: string | null) =>
    views.has(action ?? '') ? 'views' : action === 'subject.search' ? 'searches' : String(action)
  const grouped = (list: (string | null)[]) =>
    list.reduce<string[]>((out, action) => {
      const group = groupOf(action)
      return out.at(-1) === group && group !== action ? out : [...out, group]
    }, [])
  await expect
    .poll(async () =>
      grouped(await settings.auditRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))),
    )
    .toEqual(grouped(actions))
}
