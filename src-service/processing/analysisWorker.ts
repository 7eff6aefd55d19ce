/**
 * Worker-thread entry: runs the analysis module off the service's event loop. Built as
 * `out/main/service-analysis-worker.js`; under tsx it is loaded as this .ts file (see workerFile.ts).
 */
import {
  acneResults,
  analyzeImage,
  analyzeImageWithFeatures,
  failedResult,
  ImageDecodeError,
  loadModels,
  skinMetricsResults,
} from '../analysis'
import type { AlgorithmResult } from './analysisTypes'
import { serveJobs } from './workerHost'
import {
  undecodableError,
  type AnalysisRequest,
  type AnalyzedFeatures,
  type AnalyzedImage,
  type FailedAlgorithms,
} from './workerProtocol'

function failedRecords(failed: FailedAlgorithms, error: string): AlgorithmResult[] {
  return failed.algorithms.map((algorithm) => ({
    algorithm_family_tech_name: `${failed.familyPrefix}.${algorithm}`,
    result: failedResult(algorithm, error),
  }))
}

async function analyze(bytes: Uint8Array, skin: FailedAlgorithms): Promise<AnalyzedImage> {
  try {
    const analysis = await analyzeImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    return {
      analysis,
      skin: analysis.ok ? skinMetricsResults(analysis) : failedRecords(skin, analysis.error),
    }
  } catch (error) {
    if (error instanceof ImageDecodeError)
      return { analysis: null, skin: failedRecords(skin, undecodableError) }
    throw error
  }
}

async function analyzeWithFeatures(bytes: Uint8Array): Promise<AnalyzedFeatures> {
  try {
    return await analyzeImageWithFeatures(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch (error) {
    if (error instanceof ImageDecodeError) return { analysis: null, features: null }
    throw error
  }
}

async function handle(request: AnalysisRequest): Promise<unknown> {
  switch (request.op) {
    case 'analyze':
      return analyze(request.bytes, request.skin)
    case 'analyzeWithFeatures':
      return analyzeWithFeatures(request.bytes)
    case 'acne':
      return acneResults(request.mode, request.sides)
    case 'failed':
      return failedRecords(request.algorithms, request.error)
  }
}

const ready = loadModels()
serveJobs(async (request) => {
  await ready
  return handle(request as AnalysisRequest)
})
