/**
 * Results from a hostile or sloppy network: the application description carries a script and an onerror
 * handler and a link, a score arrives as a string, and a metric has a widget type nobody knows. The visit screen shows
 * everything sensibly, runs nothing, and does not crash. (A rewriting proxy sits between app and service.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/chromium'
import { startRewritingProxy, type RewritingProxy } from '../support/rewritingProxy'
import {
  startWorkstation,
  type Workstation,
  submitConnectForm,
  openSubjectByName,
  seededClinic,
} from '../support/workstation'
import { SubjectScreen } from './pages/subjectScreen'
import { VisitScreen } from './pages/visitScreen'

const hostileHtml =
  '<p>Measures <b>redness</b>.</p><img src="x" onerror="window.__owned = 1"><script>window.__owned = 2</script>' +
  '<a href="javascript:window.__owned=3">more</a> <a href="https://docs.saas.haut.ai/">docs</a>'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function spoil(record: unknown): unknown {
  if (!isObject(record) || !isObject(record.result)) return record
  const result = record.result
  const areas = Array.isArray(result.area_results) ? result.area_results : []
  const face = areas.find((a: unknown) => isObject(a) && a.area_name === 'face')
  if (isObject(face) && isObject(face.main_metric)) {
    const metric = face.main_metric
    if (metric.tech_name === 'redness_score') metric.value = `${String(metric.value)} pts`
    if (metric.tech_name === 'pores_score') metric.widget_type = 'radar_chart'
  }
  return { ...record, application_description: hostileHtml }
}

let w: Workstation
let proxy: RewritingProxy
const dialogs: string[] = []

beforeAll(async () => {
  w = await startWorkstation(seededClinic)
  proxy = await startRewritingProxy(w.service.baseUrl, (path, json) => {
    if (!path.endsWith('/metrics_and_submetrics/')) return json
    if (Array.isArray(json)) return json.map(spoil)
    if (isObject(json) && Array.isArray(json.results)) return { ...json, results: json.results.map(spoil) }
    return json
  })
  const { page } = w
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await submitConnectForm(page, { baseUrl: proxy.baseUrl, companyId: w.companyId, apiKey: w.apiKey })
  await openSubjectByName(page, 'Main clinic', 'Li Na Chen')
  await new SubjectScreen(page).visits.first().waitFor({ timeout: 60_000 })
}, 180_000)
afterAll(async () => {
  await proxy?.close()
  await w?.close()
})

describe('results from a hostile network', () => {
  it('renders the description as harmless markup and runs nothing', async () => {
    const { page } = w
    const visit = new VisitScreen(page)
    await new SubjectScreen(page).visits.first().click()
    await visit.results.waitFor()
    const description = visit.appDescriptions.first()
    await description.waitFor({ state: 'attached' })
    const html = await description.innerHTML()
    expect(html).toContain('<b>redness</b>')
    expect(html).not.toMatch(/onerror|<script|javascript:/i)
    // an https link opens as a new window (main's window-open handler decides whether it leaves the app), with
    // no opener; in the page itself it would navigate the app, which main refuses (issue 30)
    const link = description.locator('a[href="https://docs.saas.haut.ai/"]')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  it('shows a string score and an unknown widget plainly, without crashing', async () => {
    const { page } = w
    const visit = new VisitScreen(page)
    const redness = visit.metric('redness_score').first()
    expect(await redness.textContent()).toMatch(/\d+ pts/)
    const pores = visit.metric('pores_score').first()
    expect(await pores.textContent()).toMatch(/\d/)
    await screenshot(page, '33-visit-hostile-network')
  })
})
