import type { AcneMode } from '../applications/catalog'
import type { AlgorithmResult, FaceFeatures, ImageAnalysis, OkAnalysis } from './analysisTypes'

/** Algorithms that get an `is_ok: false` record each when an image cannot be analysed. */
export interface FailedAlgorithms {
  familyPrefix: string
  algorithms: readonly string[]
}

export type AnalysisRequest =
  | { op: 'analyze'; bytes: Uint8Array; skin: FailedAlgorithms }
  | { op: 'analyzeWithFeatures'; bytes: Uint8Array }
  | { op: 'acne'; mode: AcneMode; sides: { front: OkAnalysis; left?: OkAnalysis; right?: OkAnalysis } }
  | { op: 'failed'; algorithms: FailedAlgorithms; error: string }

export interface AnalyzedImage {
  /** null when the bytes could not be decoded (then `skin` holds failed records). */
  analysis: ImageAnalysis | null
  skin: AlgorithmResult[]
}

/** Face Skin Analysis 3.0: the analysis and its features; both null when the bytes could not be decoded. */
export interface AnalyzedFeatures {
  analysis: ImageAnalysis | null
  features: FaceFeatures | null
}

export interface AnalysisResponses {
  analyze: AnalyzedImage
  analyzeWithFeatures: AnalyzedFeatures
  acne: AlgorithmResult[]
  failed: AlgorithmResult[]
}

/** What a pool worker posts back for job `id`. */
export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } }

export interface WorkerJob {
  id: number
  request: unknown
}

export const undecodableError = 'Image could not be decoded'
export const internalError = 'Internal error'
