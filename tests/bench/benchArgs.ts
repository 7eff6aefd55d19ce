/**
 * The arguments of `npm run bench`: names of bench files to run (a part of the file name; none: all), and
 * `--compare <git-ref>` (with `--rounds <n>`) to run them on that ref and on the working tree in one run.
 */
import { readdirSync } from 'node:fs'

export interface BenchArgs {
  /** A git ref to compare the working tree with, or null for a plain run. */
  compare: string | null
  /** How many times each bench runs on each side in a compare (interleaved). */
  rounds: number
  names: string[]
}

export const DEFAULT_ROUNDS = 2

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { compare: null, rounds: DEFAULT_ROUNDS, names: [] }
  let roundsGiven = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.startsWith('--') ? splitFlag(arg) : [null, null]
    if (flag === null) {
      args.names.push(arg)
      continue
    }
    const value = inline ?? argv[++i]
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`)
    if (flag === '--compare') args.compare = value
    else if (flag === '--rounds') {
      const rounds = Number(value)
      if (!Number.isInteger(rounds) || rounds < 1)
        throw new Error(`--rounds takes a whole number ≥ 1, not ${value}`)
      args.rounds = rounds
      roundsGiven = true
    } else throw new Error(`unknown option ${flag} (options: --compare <git-ref>, --rounds <n>)`)
  }
  if (roundsGiven && args.compare === null) throw new Error('--rounds is for --compare')
  return args
}

function splitFlag(arg: string): [string, string | null] {
  const at = arg.indexOf('=')
  return at < 0 ? [arg, null] : [arg.slice(0, at), arg.slice(at + 1)]
}

/** The bench files in `dir` that match any of `names` (all without names), in name order. */
export function benchFiles(dir: string, names: readonly string[]): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => names.length === 0 || names.some((name) => f.includes(name)))
    .sort()
}
