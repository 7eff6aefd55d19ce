/**
 * `npm run bench`: runs every tests/bench/*.bench.ts in turn (`npm run bench soak`: those whose file name holds
 * `soak`). Each exports `run(): Promise<void>` that prints its figures (medians, and ratios measured in the same
 * run). Benchmarks print; they never fail on a number.
 * `npm run bench -- --compare <git-ref> [names…]`: the same benches on the ref and on the working tree, in one
 * run, interleaved, with both medians and new/old per figure (compare.ts).
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { benchFiles, parseBenchArgs } from './benchArgs'
import { compareWith } from './compare'

interface BenchModule {
  title?: string
  run(): Promise<void>
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2))
  const files = benchFiles(__dirname, args.names)
  if (files.length === 0) throw new Error(`no bench file matches ${args.names.join(', ')}`)
  if (args.compare !== null) return compareWith(args.compare, files, args.rounds)
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
