/**
 * The roster at a clinic chain's scale (issue 29): 50,000 subjects in 30 datasets on the local service, and the
 * workstation's search over every dataset (`subjects.search`, through main's handlers): the first search (nothing
 * read yet: it waits up to 600 ms for the whole roster, then answers with the service's own name search in every
 * dataset, marked partial), the moment the whole roster is read (in the background), and later searches from the
 * roster index. Beside it, the service's own answer to the same searches (`q`, one request per dataset, all in
 * parallel), and main's memory before and after. Target (issue 29): first answer within 1 s, later ones ≤ 50 ms
 * median, memory bounded.
 */
import { rosterDatasetName } from '../../src-service/seed/roster'
import { startResultsWorld } from '../support/world'
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
    console.log(
      `first search ("${QUERIES[0]}"): ${firstMs.toFixed(0)} ms, ${first.count} hits` +
        ('partial' in first && first.partial ? " (partial: the service's name search)" : ''),
    )
    // the whole roster, read in the background: a search that is no longer partial
    for (let waited = 0; 'partial' in (await search('zz')) && waited < 120_000; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250))
    const wholeMs = performance.now() - firstStart
    const whole = await search(QUERIES[0] ?? 'ada')
    console.log(`whole roster read after ${wholeMs.toFixed(0)} ms: "${QUERIES[0]}" has ${whole.count} hits`)
    const memoryAfter = process.memoryUsage()
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
