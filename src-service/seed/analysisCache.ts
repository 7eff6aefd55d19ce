import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// The revision alone, not the analysis module's index (which loads the face models into this thread).
import { ALGORITHM_REVISION } from '../analysis/revision'
import type { AnalyzedImage } from '../processing/workerProtocol'

/** Analyses of generated demo photos, kept across data folders: keyed by the photo's hash and the revision. */
export interface AnalysisCache {
  get(bytes: Buffer): AnalyzedImage | null
  put(bytes: Buffer, analyzed: AnalyzedImage): void
  /** Generated photos, keyed by whatever determines them. */
  photo(key: string, make: () => Promise<Buffer>): Promise<Buffer>
}

export const defaultDemoCacheDir = join(tmpdir(), 'skin-service-demo-cache')

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

function readOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path)
  } catch {
    return null
  }
}

function writeAtomically(path: string, data: string | Buffer): void {
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, data)
  renameSync(temp, path)
}

export function createAnalysisCache(dir = defaultDemoCacheDir): AnalysisCache {
  mkdirSync(dir, { recursive: true })
  const analysisPath = (bytes: Buffer) =>
    join(dir, `analysis-${sha256(`${ALGORITHM_REVISION}\n`).slice(0, 12)}-${sha256(bytes)}.json`)
  return {
    get(bytes) {
      const text = readOrNull(analysisPath(bytes))
      if (!text) return null
      try {
        return JSON.parse(text.toString('utf8')) as AnalyzedImage
      } catch {
        return null
      }
    },
    put: (bytes, analyzed) => writeAtomically(analysisPath(bytes), JSON.stringify(analyzed)),
    async photo(key, make) {
      const path = join(dir, `photo-${sha256(key)}.jpg`)
      const cached = readOrNull(path)
      if (cached) return cached
      const made = await make()
      writeAtomically(path, made)
      return made
    },
  }
}
