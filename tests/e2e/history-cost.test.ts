/**
 * What opening a long history costs the renderer, bounded by counts instead of time (benches time it; a test
 * on a busy 2-core machine must not): the service's benchmark subject (1,002 results, 167 visits), opened
 * again from the renderer's cache as `npm run bench history-render` does, with counters installed in the page
 * (tests/support/renderCost.ts). Each bound is a modest margin over the figure measured after issue 25 part 7,
 * and each failed on the code before it (figures of main at fc9e0c4 in the comments): the per-chart data tables
 * rendered while closed, a formatter built per date and number, and the history rendered five times per open.
 * Issue 45: the subject has 50 treatments (in its meta), marked on every chart: the marks are drawn on the canvas,
 * no element each, and treatments read after the history redraw the charts, they do not make them anew.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchDatasetName, benchSubjectName, defaultBenchImages } from '../../src-service/seed/benchSubject'
import {
  installRenderCost,
  readRenderCost,
  resetRenderCost,
  waitForQuiet,
  type RenderCost,
} from '../support/renderCost'
import { startWorkstation, type Workstation } from '../support/workstation'
import { CHARTS_WARMED } from '../../src-renderer/screens/subjects/history/warmMark'
import { ConnectScreen } from './pages/connectScreen'
import { AppShell } from './pages/appShell'
import { DatasetsScreen, SubjectsScreen } from './pages/datasetsScreen'
import { HistorySection } from './pages/historySection'
import { TreatmentLog } from './pages/treatments'

const resultsPath = '/api/v1/companies/:cid/subjects/:sid/metrics_and_submetrics/'

let w: Workstation
let page: Page
let firstOpen: Opened
let reopen: Opened
let resultsAskedOnReopen: number
let reloaded: Opened
/** The first open after the page loaded: when the subject screen's chunk began to load, when the row was clicked. */
let firstOpenChunk: { chunkStartedAt: number | null; clickedAt: number | null }
const TREATMENTS = 50

/** What the page held when every chart was first seen drawn (a MutationObserver's callback, as the bench's). */
interface AtDrawn {
  /** The subject's treatment log was in the page. */
  logMade: boolean
  /** Components rendered since the click, by then. */
  componentRenders: number
}
type Opened = RenderCost & { atDrawn: AtDrawn }

/** Arms an observer that notes, at the first mutation after which every chart is drawn with its marks, `AtDrawn`. */
async function armAtDrawn(): Promise<void> {
  await page.evaluate(
    ({ points, marks, log, chart }) => {
      const w = window as unknown as {
        atDrawn?: AtDrawn
        __renderCost: { componentRenders: number }
      }
      delete w.atDrawn
      const observer = new MutationObserver(() => {
        const charts = [...document.querySelectorAll(chart)]
        const drawn =
          charts.length > 0 &&
          charts.every(
            (c) =>
              c.getAttribute('data-points') === String(points) &&
              c.hasAttribute('data-pixels') &&
              c.getAttribute('data-treatment-marks') === String(marks),
          )
        if (!drawn) return
        observer.disconnect()
        w.atDrawn = {
          logMade: document.querySelector(log) !== null,
          componentRenders: w.__renderCost.componentRenders,
        }
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    },
    {
      points: defaultBenchImages,
      marks: TREATMENTS,
      log: TreatmentLog.selector,
      chart: HistorySection.chartSelector,
    },
  )
}

/** From the subject list: a click on the benchmark subject, counted until the screen is quiet again. */
async function openCounted(): Promise<Opened> {
  const row = new SubjectsScreen(page).rows(benchSubjectName).first()
  await row.waitFor()
  await waitForQuiet(page)
  await resetRenderCost(page)
  await armAtDrawn()
  await row.click()
  // every chart drawn with all the subject's visits (`data-pixels`: Chart.js has rendered it) and its marks
  await page.waitForFunction(() => (window as unknown as { atDrawn?: AtDrawn }).atDrawn !== undefined, null, {
    timeout: 60_000,
  })
  await waitForQuiet(page)
  const atDrawn = await page.evaluate(() => (window as unknown as { atDrawn?: AtDrawn }).atDrawn)
  if (!atDrawn) throw new Error('the observer lost what it saw')
  // the log is made after the history: it is in the page by the time the screen is quiet
  await new TreatmentLog(page).section.waitFor()
  return { ...(await readRenderCost(page, '[data-testid=history]')), atDrawn }
}

beforeAll(async () => {
  w = await startWorkstation({
    keychain: 'memory',
    service: { seedBenchSubject: { treatments: TREATMENTS }, processingDelayMs: 0 },
  })
  page = w.page
  await installRenderCost(page)
  await page.reload()
  await new ConnectScreen(page).withKey(w.credentials)
  await new DatasetsScreen(page).rows(benchDatasetName).first().click()
  await page.evaluate(() => {
    const w = window as unknown as { benchClickedAt?: number }
    document.addEventListener('click', (event) => (w.benchClickedAt = event.timeStamp), {
      capture: true,
      once: true,
    })
  })
  // The subject screen's chunk, loaded ahead on the lists, has run the charts' code once while the page was idle
  // (history/warmCharts.ts): its mark is in the page before the first click.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length === 1, CHARTS_WARMED, {
    timeout: 15_000,
  })
  // The first open asks the service for every page of results (main caches them) and builds what the
  // renderer keeps (formatters); the screen's chunk was loaded while the lists were shown (issue 46).
  firstOpen = await openCounted()
  firstOpenChunk = await page.evaluate(() => ({
    chunkStartedAt:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/SubjectScreen-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
    clickedAt: (window as unknown as { benchClickedAt?: number }).benchClickedAt ?? null,
  }))
  await new AppShell(page).toDataset.click()
  const asked = w.service.admin.requestCount('GET', resultsPath)
  reopen = await openCounted()
  resultsAskedOnReopen = w.service.admin.requestCount('GET', resultsPath) - asked
  // The renderer's cache empty (the page loaded anew), main's warm: the bench's "main's cache only" open.
  await page.reload()
  await new DatasetsScreen(page).rows(benchDatasetName).first().click()
  reloaded = await openCounted()
}, 180_000)
afterAll(async () => {
  await w?.close()
})

describe('opening a 1,002-result history again, from the cache', () => {
  it('counts at all: the first open commits, renders and formats', () => {
    // Without this, counters that count nothing would pass every bound below.
    expect(firstOpen.reactCommits).toBeGreaterThan(0)
    expect(firstOpen.componentRenders).toBeGreaterThan(0)
    expect(firstOpen.intlTotal).toBeGreaterThan(0)
    // 5 charts made once each, though the treatments (their marks) may come after the history
    expect(firstOpen.canvasContexts).toBe(5)
  })

  it("had the subject screen's chunk loading before the first click on a subject (issue 46)", () => {
    // Loaded ahead while the lists are shown (src-renderer/shell/OpenScreen.tsx): before, the click started it.
    expect(firstOpenChunk.chunkStartedAt).not.toBeNull()
    expect(firstOpenChunk.clickedAt).not.toBeNull()
    expect(firstOpenChunk.chunkStartedAt ?? Infinity).toBeLessThan(firstOpenChunk.clickedAt ?? 0)
  })

  it('is answered from the cache and draws each chart once', () => {
    expect(resultsAskedOnReopen).toBe(0)
    // 5 charts (one per face score), each made once: a chart made twice asks its canvas twice.
    expect(reopen.canvasContexts).toBe(5)
    // and drawn once, its treatment marks with it (Chart.js clears its canvas at each draw)
    expect(reopen.canvasClears).toBe(5)
  })

  it('puts a bounded number of elements in the history', () => {
    // 222 now; 4,437 before (5 closed tables of 167 rows), 176 at a19bcd6.
    expect(reopen.domNodes).toBeLessThanOrEqual(280)
  })

  it('commits a bounded number of times', () => {
    // 5 React commits now (4 before issue 45's treatments); 7 before (each answer asked for anew rendered its readers again, twice), 6 at a19bcd6.
    expect(reopen.reactCommits).toBeLessThanOrEqual(5)
  })

  it('renders a bounded number of components', () => {
    // 138 component renders now: 108 with the first primitives (Button, Card…), 76 before any, and the subject
    // screen and the history on Screen, ScreenHead, Section, Skeleton and CompactSelect since (each a component
    // rendered in each of the 4 commits). 359 on main before the fix with the first primitives, 277 without them
    // (the history rendered 5 times with its 5 charts and tables, its 20 visit thumbnails 100 times), 54 at
    // a19bcd6. The bound still fails on that regression by more than twice. Issue 45: 156 with the subject's
    // treatment log's head mounted once (memo: not rendered again with the screen; its entries wait until it
    // comes near the window); 355 when it listed all 50 entries with two buttons each and rendered with every
    // commit. The 50 marks on each chart are drawn on the canvas: no component, no element (222 as before). 161
    // with the log made after the history is painted (HistoryThenTreatments.tsx), 159 before that, in as many commits.
    expect(reopen.componentRenders).toBeLessThanOrEqual(170)
  })

  it("after a reload, draws each chart once, with its marks: the treatments come before the history's draw", () => {
    // The renderer's cache empty, the history from main's cache, the treatments from the service through main.
    // Read as navigation opens the subject (shell/useReadAhead.ts), before the screen's own reads, the
    // treatments are cached when the history first renders: each chart is made with its 50 marks and drawn
    // once (a clear of its canvas per draw), in 10 commits and 192 component renders. Read with the history,
    // they came after it (main asks the service each time; the history is in its cache): the history, its 5
    // charts and tables and the treatment log rendered again and each chart drew again for its marks: 10
    // clears, 11 commits, 221 renders (the history-render bench's "main's cache only": 1.07x before issue 45).
    // Whether the answer beats the history's first render is a matter of time, not guarded here; what is: the
    // treatments are asked for first and once (not again as the screen mounts: 5 s fresh), and the charts made once.
    const calls = reloaded.bridgeCalls
    expect(calls.filter((c) => c === 'treatments.list')).toHaveLength(1)
    expect(calls.indexOf('treatments.list')).toBeGreaterThanOrEqual(0)
    expect(calls.indexOf('treatments.list')).toBeLessThan(calls.indexOf('history.forSubject'))
    expect(reloaded.canvasContexts).toBe(5)
    // 10 clears and 221 renders when the treatments come after the history's draw, 5 and 192 when before
    expect(reloaded.canvasClears).toBeLessThanOrEqual(10)
    expect(reloaded.componentRenders).toBeLessThanOrEqual(230)
  })

  it('draws the history before the treatment log is made, from the cache and after a reload (issue 45)', () => {
    // The log under the history is made once the history has settled and been painted
    // (screens/subjects/HistoryThenTreatments.tsx). Made with the screen, its head, its layout and, after a
    // reload, its entries cost the history's first draw (the history-render bench, from the cache: 1.08x the
    // figure before issue 45). By the charts' draw: 132 component renders of 161 on a reopen, 125–149 of 181–196
    // after a reload (the rest: the log, and the answers read after the draw). With the log made with the screen:
    // 137 of 159 and 150–174 of 208–223, the log in the page at the draw.
    expect(reopen.atDrawn.logMade).toBe(false)
    expect(reloaded.atDrawn.logMade).toBe(false)
    expect(reopen.atDrawn.componentRenders).toBeLessThan(reopen.componentRenders)
    expect(reloaded.atDrawn.componentRenders).toBeLessThan(reloaded.componentRenders)
  })

  it('builds almost no Intl formatters', () => {
    // 0 now (kept per language and options since the first open); 12,753 before (4,293 DateTimeFormat,
    // 8,460 NumberFormat: one per date and number in the tables and the axis ticks), 70 at a19bcd6.
    expect(reopen.intlTotal).toBeLessThanOrEqual(25)
  })
})
