import { ApiError } from './errors'
import type { HttpClient } from './http'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { applicationRecord, attachmentRecord, type Application, type Attachment } from './records'

export type AcneMode = 'front' | 'triplet'

/**
 * Face Skin Metrics 2.0, the application the v1 upload is analysed by: its exact tech name on the real service
 * (docs.saas.haut.ai, "API for Algorithm Applications"). Face Skin Analysis 3.0 (`face_skin_metrics_3.0`) has
 * its own upload flow and is never taken for it.
 */
export const FACE_SKIN_METRICS_TECH_NAME = 'face_skin_metrics_2.0'
/** Face Skin Analysis 3.0: analyses photos sent through its own v3 upload (`skinAnalysis3.ts`). */
export const SKIN_ANALYSIS_3_TECH_NAME = 'face_skin_metrics_3.0'
const FACE_SKIN_METRICS_NAME = 'face skin metrics 2.0'

export interface AttachOptions {
  datasetId: string
  algorithmsFlags?: { images: AcneMode }
}

export interface ApplicationsApi {
  list(options?: { page?: number; pageSize?: number }): Promise<PageSlice<Application>>
  all(): Promise<Application[]>
  /**
   * Attaches an application to a dataset, so images uploaded to it afterwards are analysed by it:
   * `POST .../applications/{tech_name}/attach-to-dataset/?resolve_dependencies=true` with `enabled_algorithms`
   * (documented); an answer `missing_dependencies` attaches the applications it names first, then this one once
   * more. Where the service has no such route (404), `POST .../applications/{id}/runs/` (spec 4.5, the older way).
   */
  attach(application: Application, options: AttachOptions): Promise<Attachment>
}

/** `extra.missing_application_tech_names` of a `missing_dependencies` error, or null for any other failure. */
export function missingDependencies(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const item = error.errors.find((candidate) => candidate.code === 'missing_dependencies')
  if (!item) return null
  const extra = item.extra as { missing_application_tech_names?: unknown } | null
  const names = extra?.missing_application_tech_names
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : []
}

export function createApplicationsApi(http: HttpClient, companyId: string): ApplicationsApi {
  const listPath = companyPath(companyId, 'applications')

  const attachByTechName = (techName: string, algorithms: readonly string[], body: object) =>
    http.post(
      companyPath(companyId, 'applications', techName, 'attach-to-dataset'),
      { ...body, ...(algorithms.length > 0 ? { enabled_algorithms: algorithms } : {}) },
      attachmentRecord,
      { retryRateLimited: false, query: { resolve_dependencies: true } },
    )

  const all = () => collect(paginate(http, listPath, applicationRecord, { pageSize: 100 }))

  /** Attaches the applications a `missing_dependencies` answer named, each with its own algorithms. */
  const attachDependencies = async (names: readonly string[], datasetId: string) => {
    const known = new Map((await all()).map((a) => [a.tech_name, a]))
    for (const name of names)
      await attachByTechName(name, known.get(name)?.algorithms ?? [], { dataset_id: datasetId })
  }

  return {
    list: ({ page, pageSize } = {}) => readPage(http, listPath, applicationRecord, { page, pageSize }),
    all,
    attach: async (application, { datasetId, algorithmsFlags }) => {
      const flags = algorithmsFlags === undefined ? {} : { algorithms_flags: algorithmsFlags }
      const body = { dataset_id: datasetId, ...flags }
      if (application.tech_name !== null) {
        const techName = application.tech_name
        try {
          return await attachByTechName(techName, application.algorithms, body)
        } catch (e) {
          const missing = missingDependencies(e)
          if (missing !== null && missing.length > 0 && !missing.includes(techName)) {
            await attachDependencies(missing, datasetId)
            return attachByTechName(techName, application.algorithms, body)
          }
          if (!(e instanceof ApiError && e.status === 404)) throw e
        }
      }
      const runs = companyPath(companyId, 'applications', application.id, 'runs')
      return http.post(runs, body, attachmentRecord, { retryRateLimited: false })
    },
  }
}

export function findAcneApplication(applications: readonly Application[]): Application | null {
  const byTechName = applications.find((app) => /(^|[._-])acne([._-]|$)/i.test(app.tech_name ?? ''))
  const found = byTechName ?? applications.find((app) => /\bacne\b/i.test(app.name))
  return found !== undefined && found.is_enabled ? found : null
}

/**
 * Face Skin Metrics 2.0 by its exact tech name; only where no listed application has a tech name at all, by its
 * exact name. Never another version (3.0 has another upload flow).
 */
export function findFaceMetricsApplication(applications: readonly Application[]): Application | null {
  const exact = (text: string | null) => text?.trim().toLowerCase()
  const found =
    applications.find((app) => exact(app.tech_name) === FACE_SKIN_METRICS_TECH_NAME) ??
    (applications.every((app) => app.tech_name === null)
      ? applications.find((app) => exact(app.name) === FACE_SKIN_METRICS_NAME)
      : undefined)
  return found !== undefined && found.is_enabled ? found : null
}

/** Face Skin Analysis 3.0 by its exact tech name (the documentation's), when listed and not disabled. */
export function findSkinAnalysis3Application(applications: readonly Application[]): Application | null {
  const found = applications.find((app) => app.tech_name?.trim().toLowerCase() === SKIN_ANALYSIS_3_TECH_NAME)
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
