/**
 * An analysis engine that answers from recordings of the real one: for the workstation's tests that are about
 * uploads, results, reports and screens rather than about analysis, so each upload does not pay for the face
 * model (about 0.5 s an image, and the model's start in every service).
 *
 * A recording is the real engine's answer for exactly that request: the key is a SHA-256 over the algorithm
 * revision, the operation, its arguments and the image bytes. A miss starts the real engine (only then), asks
 * it, and records the answer, so the recordings can never say something the real engine would not. Files are
 * written whole (temporary file, then rename), so two test workers recording the same answer cannot tear it.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ALGORITHM_REVISION } from '../analysis/revision'
import type { AnalysisEngine } from './engine'

export interface RecordedEngineFigures {
  /** Answers read from a recording. */
  replayed: number
  /** Answers the real engine gave (and that were recorded). */
  recorded: number
}

export function createRecordedEngine(
  dir: string,
  realEngine: () => AnalysisEngine,
): AnalysisEngine & { figures: RecordedEngineFigures } {
  let real: AnalysisEngine | null = null
  const figures: RecordedEngineFigures = { replayed: 0, recorded: 0 }
  mkdirSync(dir, { recursive: true })

  async function answer<T>(
    op: string,
    args: unknown,
    bytes: Uint8Array | null,
    ask: (e: AnalysisEngine) => Promise<T>,
  ): Promise<T> {
    const hash = createHash('sha256').update(`${ALGORITHM_REVISION}\n${op}\n${JSON.stringify(args)}\n`)
    if (bytes) hash.update(bytes)
    const file = join(dir, `${op}-${hash.digest('hex').slice(0, 32)}.json`)
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as T
      figures.replayed++
      return value
    } catch {
      // not recorded yet (or unreadable): the real engine answers, and that answer is kept
    }
    real ??= realEngine()
    const value = await ask(real)
    const temporary = `${file}.${process.pid}.${figures.recorded}.tmp`
    writeFileSync(temporary, `${JSON.stringify(value)}\n`)
    renameSync(temporary, file)
    figures.recorded++
    return value
  }

  return {
    figures,
    analyze: (bytes, skin) =>
      answer('analyze', { familyPrefix: skin.familyPrefix, algorithms: skin.algorithms }, bytes, (e) =>
        e.analyze(bytes, skin),
      ),
    analyzeWithFeatures: (bytes) => answer('features', {}, bytes, (e) => e.analyzeWithFeatures(bytes)),
    acne: (mode, sides) => answer('acne', { mode, sides }, null, (e) => e.acne(mode, sides)),
    failed: (app, error) =>
      answer('failed', { familyPrefix: app.familyPrefix, algorithms: app.algorithms, error }, null, (e) =>
        e.failed(app, error),
      ),
    close: async () => {
      await real?.close()
    },
  }
}
