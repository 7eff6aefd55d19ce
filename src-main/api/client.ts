import { createApplicationsApi, type ApplicationsApi } from './applications'
import { createBatchesApi, type BatchesApi } from './batches'
import { createDatasetsApi, type DatasetsApi } from './datasets'
import { HttpClient, type HttpClientOptions } from './http'
import { createImagesApi, type ImagesApi } from './images'
import { createResultsApi, type ResultsApi } from './results'
import { createSkinAnalysis3Api, type SkinAnalysis3Api } from './skinAnalysis3'
import { createSubjectsApi, type SexBookKeeper, type SubjectsApi } from './subjects'

export interface SkinApiOptions extends HttpClientOptions {
  companyId: string
  /** Hears the company's name when a record carries it. */
  onCompanyName?: (name: string) => void
  /** What is known of how the service writes a subject's sex, kept with the account (in memory without one). */
  sexBook?: SexBookKeeper
}

export interface SkinApi {
  companyId: string
  http: HttpClient
  datasets: DatasetsApi
  subjects: SubjectsApi
  applications: ApplicationsApi
  batches: BatchesApi
  images: ImagesApi
  results: ResultsApi
  /** Face Skin Analysis 3.0: the v3 upload, compute and results. */
  skinAnalysis3: SkinAnalysis3Api
}

/** The Skin Analysis Service for one company and one API key. */
export function createSkinApi(options: SkinApiOptions): SkinApi {
  const { companyId, onCompanyName, sexBook, ...httpOptions } = options
  const http = new HttpClient(httpOptions)
  return {
    companyId,
    http,
    datasets: createDatasetsApi(http, companyId),
    subjects: createSubjectsApi(http, companyId, onCompanyName, sexBook),
    applications: createApplicationsApi(http, companyId),
    batches: createBatchesApi(http, companyId),
    images: createImagesApi(http, companyId),
    results: createResultsApi(http, companyId),
    skinAnalysis3: createSkinAnalysis3Api(http, companyId),
  }
}
