/**
 * Subject history. A subject with 1,002 results (167 images, the service's benchmark subject): the first,
 * uncached `history.forSubject` (every page of results, the batches and their image lists, assembling and
 * caching) and the answer from the cache through the dispatcher as the product runs it: target ≤ 25 ms median
 * over 20 runs. Beside it, the same with every answer parsed against the contract (as the tests run it), and
 * the handler alone; and what an audit entry costs a call (issue 41): an image's results (a view) and a search.
 */
import { dispatch } from '../../src-main/ipc/dispatch'
import { findSubject, startResultsWorld } from '../support/world'
import { median, report, timeRuns } from './stats'

export const title = 'History: a subject with 1,002 results, first fetch and from the cache'

const RUNS = 20

export async function run(): Promise<void> {
  const world = await startResultsWorld({ seedBenchSubject: true }, { resultsFreshForMs: 3_600_000 })
  try {
    const target = await findSubject(world.api, 'Benchmark', 'Benchmark Subject')
    const args = { ...target, since: null }
    const start = performance.now()
    const first = await world.value('history.forSubject', args)
    const firstMs = performance.now() - start
    const results = first.visits.reduce((n, v) => n + v.results.length, 0)
    console.log(`subject: ${first.visits.length} visits, ${results} results`)
    console.log(`first fetch (uncached, fromCache ${first.fromCache}): ${firstMs.toFixed(1)} ms`)
    const through = (checkResults: boolean) => async () => {
      const outcome = await dispatch(world.app.handlers, 'history.forSubject', args, { checkResults })
      if (!outcome.ok || !(outcome.value as { fromCache: boolean }).fromCache)
        throw new Error('not from the cache')
    }
    const product = await timeRuns(RUNS, through(false))
    const checked = await timeRuns(RUNS, through(true))
    report('history.forSubject from the cache (dispatch as the product runs it)', product)
    report('the same, every answer parsed against the contract (as the tests run it)', checked)
    console.log(`ratio parsed / product: ${(median(checked) / median(product)).toFixed(2)}×`)
    report(
      'the handler alone (no contract validation)',
      await timeRuns(RUNS, () => world.app.handlers['history.forSubject'](args)),
    )
    // Issue 41: what an audit entry costs a call. An image's results from the cache are a view (recorded once a
    // quarter of an hour, its patient looked up first); a search is recorded every time (an HMAC and a write).
    const imageId = first.visits[0]?.imageId ?? ''
    report(
      "results.forImage from the cache (dispatch), a view of the image's results",
      await timeRuns(RUNS, async () => {
        const outcome = await dispatch(world.app.handlers, 'results.forImage', { imageId }, {})
        if (!outcome.ok) throw new Error('results.forImage failed')
      }),
    )
    report(
      'subjects.search (dispatch), each one an audit entry',
      await timeRuns(RUNS, async () => {
        const outcome = await dispatch(
          world.app.handlers,
          'subjects.search',
          { query: 'Benchmark', page: 1, pageSize: 10 },
          {},
        )
        if (!outcome.ok) throw new Error('subjects.search failed')
      }),
    )
  } finally {
    await world.close()
  }
}
