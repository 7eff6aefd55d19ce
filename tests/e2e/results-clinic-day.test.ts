/**
 * A clinic's day on a visit's page (issue 14): a triplet with acne analysis read in German (application names,
 * area values and metric names translated, decimals with a comma, the units explained by keyboard), the
 * "cosmetic, not a diagnosis" note on every results screen, and a photo without a face: its failure told once
 * with its reason in words, and "Retake this side" opening the capture screen for the subject. The captures go
 * through main's own capture path (the renderer's file checks would refuse a photo without a face).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { screenshot } from '../support/chromium'
import { startConnectedWorkstation, type Workstation } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { CaptureScreen } from './pages/captureScreen'
import { CompareScreen } from './pages/compareScreen'
import { SubjectsScreen } from './pages/datasetsScreen'
import { HistorySection } from './pages/historySection'
import { sendThroughMain } from './pages/sendThroughMain'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'
import { frontPortrait, landscapePhoto, turnedPortrait } from '../support/photos'

let w: Workstation
let page: Page
let shell: AppShell
let visit: VisitScreen
const inMainClinic = (subjectName: string) => ({ datasetName: 'Main clinic', subjectName })

beforeAll(async () => {
  w = await startConnectedWorkstation({
    keychain: 'memory',
    service: { acneEnabledByDefault: true, processingDelayMs: 0 },
    language: 'de',
  })
  page = w.page
  shell = new AppShell(page)
  visit = new VisitScreen(page)
  const [front, right, left] = await Promise.all([frontPortrait(), turnedPortrait(), turnedPortrait(true)])
  await sendThroughMain(w, inMainClinic('Li Na Chen'), 'triplet', { front, right, left })
  await sendThroughMain(w, inMainClinic('Chiara Rossi'), 'front', { front: await landscapePhoto() })
}, 180_000)
afterAll(async () => {
  await w?.close()
})

/** From a visit's page: its dataset's subjects, the subject by name, and its newest visit. */
async function openOnlyVisit(name: string): Promise<void> {
  const subjects = new SubjectsScreen(page)
  await shell.toDataset.click()
  await subjects.search.fill(name)
  await subjects.rows(name).first().click()
  await new SubjectScreen(page).visits.first().click()
  await visit.results.waitFor()
}

describe('a visit’s results on a clinic’s day', () => {
  it('reads a triplet with acne analysis in German: names, area values and decimals', async () => {
    await new SubjectScreen(page).open('Main clinic', 'Li Na Chen')
    await new SubjectScreen(page).visits.filter({ hasText: 'Vorne' }).first().click()
    await visit.metric('acne_inflammation').waitFor()
    const text = await visit.results.innerText()
    // application names, metric names, area values: German, none of the service's English words
    expect(text).toContain('AKNE-ANALYSE')
    expect(text).not.toMatch(/ACNE ANALYSIS|Acne Analysis|FACE SKIN METRICS/i)
    expect(text).not.toMatch(/\b(clear|mild|moderate|severe|per mille|Papules|Pustules)\b/)
    const areas = await visit.areaValues('acne_class').allInnerTexts()
    expect(areas.length).toBeGreaterThan(0)
    for (const value of areas) expect(['Rein', 'Leicht', 'Mittelschwer', 'Schwer']).toContain(value)
    // per mille values with the German decimal comma, never a point
    const perMille = await visit
      .metric('acne_inflammation')
      .or(visit.metric('post_inflammatory_hyperpigmentation'))
      .allInnerTexts()
    expect(perMille.join(' ')).toMatch(/\d,\d/)
    expect(perMille.join(' ')).not.toMatch(/\d\.\d/)
    expect(await visit.disclaimer().first().textContent()).toBe(
      'Zur kosmetischen Hautbeurteilung, keine medizinische Diagnose.',
    )
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'clinic-acne-visit-de')
  })

  it('explains ‰ and the 0–100 score from the keyboard, for screen readers too', async () => {
    const help = visit.unitHelp('acne_inflammation', 'perMille')
    expect(await help.getAttribute('aria-label')).toBe('Was bedeutet ‰ (Promille)?')
    const text = page.locator('#' + ((await help.getAttribute('aria-controls')) ?? ''))
    expect(await text.isVisible()).toBe(false)
    await help.focus()
    await page.keyboard.press('Enter')
    expect(await help.getAttribute('aria-expanded')).toBe('true')
    expect(await text.innerText()).toContain('Tausendstel der Gesichtsfläche')
    await screenshot(page, 'clinic-unit-help-de')
    await page.keyboard.press('Escape')
    expect(await text.isVisible()).toBe(false)
    const score = visit.unitHelp('redness_score', 'score')
    await score.focus()
    await page.keyboard.press('Space')
    expect(await visit.metric('redness_score').getByRole('note').innerText()).toContain('von 0 bis 100')
    await shell.switchLanguage('en')
    expect(await visit.metric('acne_inflammation').innerText()).toMatch(/\d\.\d/)
    expect(await visit.results.innerText()).toContain('ACNE ANALYSIS')
    expect(await visit.disclaimer().first().textContent()).toBe(
      'For cosmetic skin assessment, not a medical diagnosis.',
    )
    await screenshot(page, 'clinic-acne-visit-en')
    await shell.switchLanguage('de')
  })

  it('tells a photo without a face once, with its reason in words, in both languages', async () => {
    await openOnlyVisit('Chiara Rossi')
    const failed = visit.failedAnalysis
    await failed.first().waitFor()
    expect(await failed.count()).toBe(1)
    expect(await visit.failureReasons.count()).toBe(1)
    // the photo's side comes from the subject's history (screens/visit/useVisitSide.ts), a read of its own that may
    // answer after the results: on a loaded machine (a full npm test) the card was read before it had its side
    await expect
      .poll(() => visit.results.innerText())
      .toContain('Dieses Foto (Vorne) konnte nicht ausgewertet werden')
    const text = await visit.results.innerText()
    expect(text.match(/No face detected/g)?.length).toBe(1)
    expect(text).toContain('Auf dem Foto wurde kein Gesicht gefunden.')
    expect(text).toContain('Dieses Foto (Vorne) konnte nicht ausgewertet werden')
    expect(await visit.results.getByRole('article').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'clinic-failed-visit-de')
    await shell.switchLanguage('en')
    expect(await failed.innerText()).toContain('No face was found in the photo.')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'clinic-failed-visit-en')
  })

  it('"Retake this side" opens the capture screen for this subject', async () => {
    await visit.retakeButton.click()
    await new CaptureScreen(page).mode('front', { checked: true }).waitFor()
    expect(await shell.toSubject.textContent()).toContain('Chiara Rossi')
  })

  it('says "cosmetic, not a diagnosis" on the history and compare screens too', async () => {
    const history = new HistorySection(page)
    await shell.toSubject.click()
    await history.region.waitFor()
    expect(await visit.disclaimer(history.region).textContent()).toBe(
      'For cosmetic skin assessment, not a medical diagnosis.',
    )
    await new SubjectScreen(page).compareButton.click()
    await visit.disclaimer(new CompareScreen(page).region).waitFor()
  })
})
