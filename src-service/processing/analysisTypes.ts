/** The analysis module's types, as the rest of the service sees them (type-only: no model is loaded here). */
export type {
  AlgorithmResult,
  FaceAnalysis as OkAnalysis,
  FaceFeatures,
  ImageAnalysis,
  ImageMetrics,
  ResultObject,
} from '../analysis'
