/**
 * The roster at a clinic chain's scale (issue 29): 50,000 subjects in 30 datasets on the local service, and the
 * workstation's search over every dataset (`subjects.search`, through main's handlers) as it is today: the first
 * search reads every dataset's subjects whole into the cache, later ones (within the minute the copy is fresh)
 * search the copy. Beside it, the service's own answer to the same searches (`q`, one request per dataset, all in
 * parallel), and main's memory before and after. Target (issue 29): first answer within 1 s, later ones ≤ 50 ms
 * median. Prints figures; the parallel per-dataset search and incremental index are not built yet.
 */
import { rosterDatasetName } from '../../src-service/seed/roster'
import { startResultsWorld } from '../client/results-world'
import { median, report, timeRuns } from './stats'

export const title = 'Roster: 50,000 subjects in 30 datasets, search over every dataset'

const DATASETS = 30
const SUBJECTS = 50_000
const QUERIES = ['ada', 'müller', 'rossi 7', 'zoe xu', '1961-0', 'okafor 12', 'quinn', 'weber 40']
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

export async function run(): Promise<void> {
  const seedStart = performance.now()
  const world = await startResultsWorld({ seedRoster: { datasets: DATASETS, subjects: SUBJECTS } })
  console.log(
    `seeded ${SUBJECTS} subjects in ${DATASETS} datasets in ${(performance.now() - seedStart).toFixed(0)} ms`,
  )
  try {
    const search = (query: string) => world.value('subjects.search', { query, page: 1, pageSize: 20 })
    const memoryBefore = process.memoryUsage()
    const firstStart = performance.now()
    const first = await search(QUERIES[0] ?? 'ada')
    const firstMs = performance.now() - firstStart
    const memoryAfter = process.memoryUsage()
    console.log(
      `first search ("${QUERIES[0]}", the copy read first): ${firstMs.toFixed(0)} ms, ${first.count} hits`,
    )
    console.log(
      `main's memory: rss ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)}, heap ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)}`,
    )
    let i = 0
    const later = await timeRuns(24, () => search(QUERIES[i++ % QUERIES.length] ?? 'ada'))
    report('later searches, from the copy (through the handlers)', later)

    const datasets = (await world.api.datasets.all()).filter((d) => d.name.startsWith('Branch '))
    if (datasets.length !== DATASETS || datasets[0]?.name !== rosterDatasetName(0))
      throw new Error(`expected ${DATASETS} branch datasets, got ${datasets.length}`)
    let j = 0
    const service = await timeRuns(16, async () => {
      const q = QUERIES[j++ % QUERIES.length] ?? 'ada'
      await Promise.all(
        datasets.map((d) => world.api.subjects.list({ datasetId: d.id, search: q, page: 1, pageSize: 20 })),
      )
    })
    report(`the service's own answer: q in each of the ${DATASETS} datasets, in parallel`, service)
    console.log(
      `first search / service's parallel answer (medians): ${(firstMs / median(service)).toFixed(1)}×`,
    )
  } finally {
    await world.close()
  }
}
