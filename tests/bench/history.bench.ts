/**
 * Subject history. A subject with 1,002 results (167 images, the service's benchmark subject): the first,
 * uncached `history.forSubject` (every page of results, the batches and their image lists, assembling and
 * caching) and the answer from the cache (through the dispatcher, so the contract's validation is counted):
 * target < 100 ms median over 20 runs.
 */
import { findSubject, startResultsWorld } from '../client/results-world'
import { report, timeRuns } from './stats'

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
    report(
      'history.forSubject from the cache',
      await timeRuns(RUNS, async () => {
        if (!(await world.value('history.forSubject', args)).fromCache) throw new Error('not from the cache')
      }),
    )
    report(
      'the handler alone (no contract validation)',
      await timeRuns(RUNS, () => world.app.handlers['history.forSubject'](args)),
    )
  } finally {
    await world.close()
  }
}
