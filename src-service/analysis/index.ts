/**
 * Local image analysis of the Skin Analysis Service: face detection (face-api SSD + 68 landmarks on
 * TensorFlow.js WASM), skin measures in CIELAB, and the spec 2.2 `result` objects built from them.
 * Deterministic: the same bytes give the same numbers. Works in worker threads (models load per thread).
 */
export { analyzeImage, analyzeImageWithFeatures } from './analyze'
export { ImageDecodeError } from './decode'
export { loadModels } from './detector'
export { ALGORITHM_REVISION } from './revision'
export { failedResult } from './results/metric'
export { SKIN_METRICS_ALGORITHMS, SKIN_METRICS_FAMILY, skinMetricsResults } from './results/skinMetrics'
export { ACNE_ALGORITHMS, ACNE_FAMILY, acneResults } from './results/acne'
export type {
  AlgorithmResult,
  AreaMeasures,
  AreaName,
  AreaResult,
  FaceAnalysis,
  FaceFeatures,
  ImageAnalysis,
  ImageMetrics,
  Metric,
  ResultObject,
  Side,
} from './types'
export { AREA_NAMES } from './types'
