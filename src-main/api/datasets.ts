import type { HttpClient } from './http'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { datasetRecord, type Dataset } from './records'

export interface DatasetCreate {
  name: string
  image_type_id?: number
}

export interface DatasetsApi {
  list(options?: { page?: number; pageSize?: number }): Promise<PageSlice<Dataset>>
  get(datasetId: string): Promise<Dataset>
  create(input: DatasetCreate): Promise<Dataset>
  all(options?: { pageSize?: number }): Promise<Dataset[]>
}

export function createDatasetsApi(http: HttpClient, companyId: string): DatasetsApi {
  const listPath = companyPath(companyId, 'datasets')
  return {
    list: ({ page, pageSize } = {}) => readPage(http, listPath, datasetRecord, { page, pageSize }),
    get: (datasetId) => http.get(companyPath(companyId, 'datasets', datasetId), datasetRecord),
    create: (input) => http.post(listPath, input, datasetRecord),
    all: ({ pageSize = 100 } = {}) => collect(paginate(http, listPath, datasetRecord, { pageSize })),
  }
}
