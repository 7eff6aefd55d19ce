/**
 * How long the demo service takes to be ready: the demo records alone (seedDemo on an empty store), a start on
 * a data folder already seeded, and a fresh data folder seeded with the year of history from a warm cache
 * (the first run on a machine analyses every visit; that is not timed here), each also encrypted as the app
 * starts its demo (a data key: issue 30). Printed, no target; the tests
 * check the work these starts skip (admin.seedFigures), not their time.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openStore } from '../../src-service/db/store'
import { seedDemo } from '../../src-service/seed/demo'
import { startService } from '../../src-service/server'
import { report, timeRuns } from './stats'

export const title = 'Demo service: seeding the demo clinic and its history'

const RUNS = 5

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skin-seed-bench-'))
  try {
    const options = { rateLimit: false as const, seedDemo: true, seedHistory: true }
    // warms the analysis cache, and leaves a seeded data folder to start again on
    const seededPath = join(dir, 'seeded.sqlite')
    await (await startService({ ...options, dbPath: seededPath })).close()

    report(
      'demo records on an empty store',
      await timeRuns(RUNS, async () => {
        const store = openStore(':memory:')
        seedDemo(store)
        store.close()
      }),
    )
    report(
      'start on a seeded data folder',
      await timeRuns(RUNS, async () => {
        await (await startService({ ...options, dbPath: seededPath })).close()
      }),
    )
    let fresh = 0
    report(
      'start on a fresh data folder, history from the cache',
      await timeRuns(RUNS, async () => {
        fresh += 1
        const service = await startService({ ...options, dbPath: join(dir, `fresh-${fresh}.sqlite`) })
        const figures = service.admin.seedFigures()
        await service.close()
        if (figures.analyses > 0) console.log(`  (run ${fresh} analysed ${figures.analyses} photos)`)
      }),
    )
    // The demo as the app starts it (issue 30): its database and photos encrypted with a key from the keychain.
    // Against the plain starts above, in the same run.
    const dataKey = randomBytes(32)
    const sealedPath = join(dir, 'seeded-sealed.sqlite')
    await (await startService({ ...options, dbPath: sealedPath, dataKey })).close()
    report(
      'start on a seeded data folder, encrypted',
      await timeRuns(RUNS, async () => {
        await (await startService({ ...options, dbPath: sealedPath, dataKey })).close()
      }),
    )
    report(
      'start on a fresh data folder, history from the cache, encrypted',
      await timeRuns(RUNS, async () => {
        fresh += 1
        const path = join(dir, `fresh-${fresh}.sqlite`)
        await (await startService({ ...options, dbPath: path, dataKey })).close()
      }),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
