import type { HttpClient } from './http'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { applicationRunSchema, applicationSchema, type Application, type ApplicationRun } from './schemas'

export type AcneMode = 'front' | 'triplet'

export interface RunCreate {
  dataset_id: string
  algorithms_flags?: { images: AcneMode }
}

export interface ApplicationsApi {
  list(options?: { page?: number; pageSize?: number }): Promise<PageSlice<Application>>
  all(): Promise<Application[]>
  /** Attaches the application to a dataset (spec 4.5): images uploaded afterwards are analysed by it. */
  createRun(applicationId: string, input: RunCreate): Promise<ApplicationRun>
}

export function createApplicationsApi(http: HttpClient, companyId: string): ApplicationsApi {
  const listPath = companyPath(companyId, 'applications')
  return {
    list: ({ page, pageSize } = {}) => readPage(http, listPath, applicationSchema, { page, pageSize }),
    all: () => collect(paginate(http, listPath, applicationSchema, { pageSize: 100 })),
    createRun: (applicationId, input) =>
      http.post(companyPath(companyId, 'applications', applicationId, 'runs'), input, applicationRunSchema, {
        retryRateLimited: false,
      }),
  }
}

/**
 * The acne application (private beta, spec 1), found by its technical name or its name, never by its
 * position in the marketplace list. Absent while the operator has not enabled it for the company.
 */
export function findAcneApplication(applications: readonly Application[]): Application | null {
  const byTechName = applications.find((app) => /(^|[._-])acne([._-]|$)/i.test(app.tech_name ?? ''))
  const found = byTechName ?? applications.find((app) => /\bacne\b/i.test(app.name))
  return found !== undefined && found.is_enabled !== false ? found : null
}
