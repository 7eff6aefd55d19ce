/**
 * History in the states a clinic meets on bad days, through a rewriting proxy between app and service: a new
 * subject with no results, a subject whose results all failed (is_ok false), and one whose pores metric is
 * missing from some visits. Each is shown sensibly and nothing crashes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/chromium'
import { startRewritingProxy, type RewritingProxy } from '../support/rewritingProxy'
import { startWorkstation, type Workstation, submitConnectForm, seededClinic } from '../support/workstation'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { HistorySection } from './pages/historySection'
import { SubjectForm } from './pages/subjectForm'
import { SubjectScreen } from './pages/subjectScreen'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Which subject's records get spoilt how, chosen per test (records carry image ids, so match on those). */
let spoil: (record: Json) => Json = (r) => r

function failed(record: Json): Json {
  return {
    ...record,
    is_ok: false,
    result: { ...(record.result as Json), error: 'No face detected', area_results: [] },
  }
}

function withoutPoresOnOddMonths(record: Json): Json {
  const month = new Date(String(record.creation_time ?? '').replace(' ', 'T') + 'Z').getUTCMonth()
  const result = record.result as Json
  if (month % 2 === 1 && result.algorithm_tech_name === 'pores')
    return { ...record, is_ok: false, result: { ...result, area_results: [] } }
  return record
}

let w: Workstation
let proxy: RewritingProxy
const pageErrors: string[] = []

async function openSubject(name: string) {
  const { page } = w
  const subjects = new SubjectsScreen(page)
  await new AppShell(page).toDataset.click().catch(() => undefined)
  await subjects.search.waitFor()
  await subjects.search.fill(name)
  await subjects.rows(name).first().click()
  await new SubjectScreen(page).waitForScreen()
}

beforeAll(async () => {
  w = await startWorkstation(seededClinic)
  proxy = await startRewritingProxy(w.service.baseUrl, (path, json) => {
    if (!path.endsWith('/metrics_and_submetrics/')) return json
    const map = (r: unknown) => (isObject(r) ? spoil(r) : r)
    if (Array.isArray(json)) return json.map(map)
    if (isObject(json) && Array.isArray(json.results)) return { ...json, results: json.results.map(map) }
    return json
  })
  const { page } = w
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await submitConnectForm(page, { baseUrl: proxy.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await new DatasetsScreen(page).rows('Main clinic').click()
}, 180_000)
afterAll(async () => {
  await proxy?.close()
  await w?.close()
})

describe('history on bad days', () => {
  it('a new subject without results says so', async () => {
    const { page } = w
    const history = new HistorySection(page)
    const form = new SubjectForm(page, 'create')
    await new SubjectsScreen(page).newSubjectButton.click()
    await form.fill({ name: 'Nadia Brandt' })
    await form.submit()
    await new SubjectScreen(page).waitForScreen()
    const empty = history.empty
    await empty.waitFor({ timeout: 30_000 })
    expect(await empty.textContent()).toBeTruthy()
    expect(await history.charts().count()).toBe(0)
  })

  it('a subject whose results all failed shows that, not an empty chart', async () => {
    spoil = failed
    await openSubject('Chiara Rossi')
    const history = new HistorySection(w.page)
    const empty = history.empty
    await empty.waitFor({ timeout: 30_000 })
    expect(await empty.textContent()).not.toBe('')
    expect(await history.charts().count()).toBe(0)
    await screenshot(w.page, '34-history-only-failed')
  })

  it('a metric missing from some visits leaves gaps, the others stay whole', async () => {
    spoil = withoutPoresOnOddMonths
    await openSubject('Yuki Tanaka')
    const history = new HistorySection(w.page)
    await history.period.selectOption('all')
    await history
      .charts('redness_score')
      .and(w.page.locator('[data-points="12"]'))
      .waitFor({ state: 'attached', timeout: 30_000 })
    const pores = Number(await history.charts('pores_score').getAttribute('data-points'))
    expect(pores).toBeGreaterThan(0)
    expect(pores).toBeLessThan(12)
    expect(pageErrors).toEqual([])
    await screenshot(w.page, '35-history-gaps')
  })
})
