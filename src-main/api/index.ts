export {
  findAcneApplication,
  findFaceMetricsApplication,
  findSkinAnalysis3Application,
  isAttached,
  SKIN_ANALYSIS_3_TECH_NAME,
  type AcneMode,
  type ApplicationsApi,
  type AttachOptions,
} from './applications'
export type { BatchCreate, BatchesApi, BatchRef } from './batches'
export { createSkinApi, type SkinApi, type SkinApiOptions } from './client'
export type { DatasetCreate, DatasetsApi } from './datasets'
export { ApiConfigError, ApiError, isApiError, isAuthError, isOffline } from './errors'
export type { ApiErrorItem, ApiErrorKind, ValidationIssue } from './errors'
export { HttpClient } from './http'
export type { ImagesApi, UploadOptions } from './images'
export { listAllItems } from './listing'
export type { ResultsApi, SmoothingMethodName, SmoothingQuery } from './results'
export { V3_LINK_SECONDS, type SkinAnalysis3Api } from './skinAnalysis3'
export {
  linkExpiry,
  V3_SIDES,
  type MaskSource,
  type SkinAnalysis3Parameter,
  type SkinAnalysis3Results,
  type UploadAnswer,
  type UploadTarget,
  type V3Side,
} from './records/skinAnalysis3'
export type {
  DroppedRecordsReport,
  HttpClientOptions,
  HttpMethod,
  Query,
  RawResponse,
  RequestOptions,
} from './http'
export { collect, paginate, readPage, type PageSlice } from './pagination'
export { createReportsApi, isPdf, REPORT_TIMEOUT_MS, reportPath, type ReportsApi } from './reports'
export { companyPath } from './paths'
export * from './records'
export { REGULAR_LIGHT_ID, sideIds, sideOfId, type ImageSide } from './sides'
export {
  BIOLOGICAL_SEXES_PATH,
  memorySexBook,
  sexBookKeeper,
  type SexBook,
  type SexBookKeeper,
  type SubjectCreate,
  type SubjectPatch,
  type SubjectsApi,
  type SubjectsListOptions,
} from './subjects'
export { imageJsonBody, type UploadProgress } from './uploadBody'
export {
  createPrivateToken,
  isMfaRefusal,
  login,
  PRIVATE_TOKENS_PATH,
  revokePrivateToken,
  type SignInOptions,
} from './signIn'
