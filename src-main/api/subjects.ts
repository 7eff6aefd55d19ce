import type { HttpClient } from './http'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { subjectSchema, type Subject } from './schemas'

export interface SubjectCreate {
  name: string
  birth_date?: string | null
  biological_sex?: 'male' | 'female' | 'other' | null
  meta?: Record<string, unknown> | null
}

export interface SubjectsListOptions {
  datasetId: string
  page?: number
  pageSize?: number
  search?: string
}

export interface SubjectsApi {
  list(options: SubjectsListOptions): Promise<PageSlice<Subject>>
  get(datasetId: string, subjectId: string): Promise<Subject>
  create(datasetId: string, input: SubjectCreate): Promise<Subject>
  all(datasetId: string, options?: { search?: string; pageSize?: number }): Promise<Subject[]>
  iterate(datasetId: string, options?: { search?: string; pageSize?: number }): AsyncGenerator<Subject>
}

function searchQuery(search: string | undefined): { search?: string } {
  return search === undefined || search.trim() === '' ? {} : { search: search.trim() }
}

export function createSubjectsApi(http: HttpClient, companyId: string): SubjectsApi {
  const listPath = (datasetId: string) => companyPath(companyId, 'datasets', datasetId, 'subjects')
  const iterate: SubjectsApi['iterate'] = (datasetId, { search, pageSize = 100 } = {}) =>
    paginate(http, listPath(datasetId), subjectSchema, { pageSize, query: searchQuery(search) })
  return {
    list: ({ datasetId, page, pageSize, search }) =>
      readPage(http, listPath(datasetId), subjectSchema, { page, pageSize, query: searchQuery(search) }),
    get: (datasetId, subjectId) =>
      http.get(companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId), subjectSchema),
    create: (datasetId, input) => http.post(listPath(datasetId), input, subjectSchema),
    all: (datasetId, options) => collect(iterate(datasetId, options)),
    iterate,
  }
}
