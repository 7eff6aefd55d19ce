import { ApiError } from './errors'
import type { HttpClient } from './http'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { applicationRecord, attachmentRecord, type Application, type Attachment } from './records'

export type AcneMode = 'front' | 'triplet'

export interface AttachOptions {
  datasetId: string
  algorithmsFlags?: { images: AcneMode }
}

export interface ApplicationsApi {
  list(options?: { page?: number; pageSize?: number }): Promise<PageSlice<Application>>
  all(): Promise<Application[]>
  /**
   * Attaches an application to a dataset, so images uploaded to it afterwards are analysed by it:
   * `POST .../applications/{tech_name}/attach-to-dataset/` (documented); where the service does not have that
   * (404), `POST .../applications/{id}/runs/` (spec 4.5, the older way). Attaching again changes nothing.
   */
  attach(application: Application, options: AttachOptions): Promise<Attachment>
}

export function createApplicationsApi(http: HttpClient, companyId: string): ApplicationsApi {
  const listPath = companyPath(companyId, 'applications')
  return {
    list: ({ page, pageSize } = {}) => readPage(http, listPath, applicationRecord, { page, pageSize }),
    all: () => collect(paginate(http, listPath, applicationRecord, { pageSize: 100 })),
    attach: async (application, { datasetId, algorithmsFlags }) => {
      const flags = algorithmsFlags === undefined ? {} : { algorithms_flags: algorithmsFlags }
      if (application.tech_name !== null) {
        try {
          return await http.post(
            companyPath(companyId, 'applications', application.tech_name, 'attach-to-dataset'),
            { dataset_id: datasetId, ...flags },
            attachmentRecord,
            { retryRateLimited: false, query: { resolve_dependencies: true } },
          )
        } catch (e) {
          if (!(e instanceof ApiError && e.status === 404)) throw e
        }
      }
      return http.post(
        companyPath(companyId, 'applications', application.id, 'runs'),
        { dataset_id: datasetId, ...flags },
        attachmentRecord,
        { retryRateLimited: false },
      )
    },
  }
}

export function findAcneApplication(applications: readonly Application[]): Application | null {
  const byTechName = applications.find((app) => /(^|[._-])acne([._-]|$)/i.test(app.tech_name ?? ''))
  const found = byTechName ?? applications.find((app) => /\bacne\b/i.test(app.name))
  return found !== undefined && found.is_enabled ? found : null
}

/** Face Skin Metrics (2.0 on the real service: tech name `face_skin_metrics_2.0`), the application the app needs. */
export function findFaceMetricsApplication(applications: readonly Application[]): Application | null {
  const byTechName = applications.find((app) => /(face[._-]?)?skin[._-]?metrics/i.test(app.tech_name ?? ''))
  const found = byTechName ?? applications.find((app) => /skin metrics/i.test(app.name))
  return found !== undefined && found.is_enabled ? found : null
}

/**
 * Whether `application` is attached to a dataset whose record lists `connected` (ids or tech names); null
 * when the record does not say (the spec's datasets do not list them: the local demo analyses every dataset).
 */
export function isAttached(application: Application, connected: readonly string[] | null): boolean | null {
  if (connected === null) return null
  return connected.some((key) => key === application.id || key === application.tech_name)
}
