import type { AcneMode, ApplicationDefinition } from '../applications/catalog'
import type { AlgorithmResult, OkAnalysis } from './analysisTypes'
import type {
  AnalysisRequest,
  AnalysisResponses,
  AnalyzedFeatures,
  AnalyzedImage,
  FailedAlgorithms,
} from './workerProtocol'
import { workerSpec } from './workerFile'
import { createWorkerPool, type PoolOptions } from './workerPool'

/** The analysis module as the service uses it: every call runs in a worker thread, never on the event loop. */
export interface AnalysisEngine {
  /** Detects and measures the face; `skin` holds the Face Skin Metrics records (failed ones when no face). */
  analyze(bytes: Buffer, skin: ApplicationDefinition): Promise<AnalyzedImage>
  /** Face Skin Analysis 3.0: the analysis and where it found what it counted (the masks' geometry). */
  analyzeWithFeatures(bytes: Buffer): Promise<AnalyzedFeatures>
  acne(
    mode: AcneMode,
    sides: { front: OkAnalysis; left?: OkAnalysis; right?: OkAnalysis },
  ): Promise<AlgorithmResult[]>
  /** One `is_ok: false` record per algorithm of the application, carrying `error`. */
  failed(app: ApplicationDefinition, error: string): Promise<AlgorithmResult[]>
  close(): Promise<void>
}

const failedAlgorithms = (app: ApplicationDefinition): FailedAlgorithms => ({
  familyPrefix: app.familyPrefix,
  algorithms: app.algorithms,
})

export function createAnalysisEngine(options: PoolOptions = {}): AnalysisEngine {
  const pool = createWorkerPool(workerSpec('analysis'), options)
  async function call<K extends AnalysisRequest['op']>(
    request: Extract<AnalysisRequest, { op: K }>,
    transfer: ArrayBuffer[] = [],
  ): Promise<AnalysisResponses[K]> {
    return (await pool.run(request, transfer)) as AnalysisResponses[K]
  }
  return {
    analyze(bytes, skin) {
      const copy = new Uint8Array(bytes)
      return call({ op: 'analyze', bytes: copy, skin: failedAlgorithms(skin) }, [copy.buffer])
    },
    analyzeWithFeatures(bytes) {
      const copy = new Uint8Array(bytes)
      return call({ op: 'analyzeWithFeatures', bytes: copy }, [copy.buffer])
    },
    acne: (mode, sides) => call({ op: 'acne', mode, sides }),
    failed: (app, error) => call({ op: 'failed', algorithms: failedAlgorithms(app), error }),
    close: () => pool.close(),
  }
}
