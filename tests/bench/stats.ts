/** Small helpers for benchmarks: timing a function many times and reporting the median. */
import { appendFileSync } from 'node:fs'

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export async function timeRuns(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return times
}

/** One reported figure: its label (its name within the bench), unit and every sample. */
export interface Figure {
  label: string
  unit: string
  times: number[]
}

/**
 * Where `npm run bench -- --compare` collects what each bench reports: a file, one figure a JSON line. The
 * compare pairs a ref's figures with the working tree's by label.
 */
export const FIGURES_ENV = 'BENCH_FIGURES'

export function report(label: string, times: number[], unit = 'ms'): void {
  console.log(
    `${label}: median ${median(times).toFixed(1)} ${unit} (n=${times.length}, min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
  )
  const file = process.env[FIGURES_ENV]
  if (file) appendFileSync(file, `${JSON.stringify({ label, unit, times } satisfies Figure)}\n`)
}
