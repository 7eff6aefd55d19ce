/**
 * `npm run bench`: runs every tests/bench/*.bench.ts in turn. Each exports `run(): Promise<void>` that prints
 * its figures (medians, and ratios measured in the same run). Benchmarks print; they never fail on a number.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

interface BenchModule {
  title?: string
  run(): Promise<void>
}

async function main() {
  const only = process.argv.slice(2)
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort()
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(__dirname, file)).href)) as BenchModule
    console.log(`\n## ${mod.title ?? file}`)
    await mod.run()
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
