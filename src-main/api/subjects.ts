import { ApiError } from './errors'
import type { HttpClient } from './http'
import { listAllItems } from './listing'
import { collect, paginate, readPage, type PageSlice } from './pagination'
import { companyPath } from './paths'
import { biologicalSexItem, subjectRecord, type BiologicalSex, type Subject } from './records'

export interface SubjectCreate {
  name: string
  birth_date?: string | null
  biological_sex?: BiologicalSex | null
  meta?: Record<string, unknown> | null
}

/** A PATCH changes only the fields it names; `meta` replaces the whole object. */
export type SubjectPatch = Partial<SubjectCreate>

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
  update(datasetId: string, subjectId: string, input: SubjectPatch): Promise<Subject>
  /** Deletes the subject with its batches, images and results. */
  remove(datasetId: string, subjectId: string): Promise<void>
  /**
   * GDPR "Delete photos from storage": the service deletes the subject's original photo files at once; the
   * image records with their results stay. See DELETE_PHOTOS_SEGMENT for what is known of its address.
   */
  deletePhotosFromStorage(datasetId: string, subjectId: string): Promise<void>
  all(datasetId: string, options?: { search?: string; pageSize?: number }): Promise<Subject[]>
  iterate(datasetId: string, options?: { search?: string; pageSize?: number }): AsyncGenerator<Subject>
}

/**
 * The last path segment of "Delete photos from storage" under the subject's path. The real service documents
 * the action (API for Subjects, "Clear subject's data (GDPR-related actions)") but its published pages do not
 * show the address, so this name is ours; the local service answers it. A service that does not know it
 * answers 404/405, which the workstation reports as the action not being offered (work/library/subjectRemoval).
 */
export const DELETE_PHOTOS_SEGMENT = 'delete_photos_from_storage'

/** The dictionary of biological sexes (documented service: a subject takes the item's id on create). */
export const BIOLOGICAL_SEXES_PATH = '/api/v1/dicts/biological_sexes/'

/** The documented search parameter is `q` ("A search term"); callers still filter what comes back themselves. */
function searchQuery(search: string | undefined): { q?: string } {
  return search === undefined || search.trim() === '' ? {} : { q: search.trim() }
}

/**
 * How this service wants `biological_sex` on create: the dictionary item's id where the service has the
 * dictionary, else the tech name itself (the spec's string). Asked once per client; a failure other than 404
 * is not remembered.
 */
function sexValues(http: HttpClient) {
  let known: Promise<Map<BiologicalSex, string> | null> | null = null
  const load = async () => {
    try {
      const items = await listAllItems(http, BIOLOGICAL_SEXES_PATH, biologicalSexItem)
      return new Map(items.flatMap((item) => (item.sex === null ? [] : [[item.sex, item.id] as const])))
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null
      known = null
      throw e
    }
  }
  return async (sex: BiologicalSex | null | undefined): Promise<string | null | undefined> => {
    if (sex === null || sex === undefined) return sex
    known ??= load()
    const ids = await known
    return ids === null ? sex : (ids.get(sex) ?? null)
  }
}

/**
 * `onCompanyName` hears the company's name from the subject records that carry it (the service has no other
 * place to ask for it), so the workstation can name the company instead of showing its id.
 */
export function createSubjectsApi(
  http: HttpClient,
  companyId: string,
  onCompanyName: (name: string) => void = () => undefined,
): SubjectsApi {
  const heard = <T extends Subject>(subject: T): T => {
    if (subject.company_name && subject.company_id === companyId) onCompanyName(subject.company_name)
    return subject
  }
  const listPath = (datasetId: string) => companyPath(companyId, 'datasets', datasetId, 'subjects')
  const sexValue = sexValues(http)
  const onePath = (datasetId: string, subjectId: string) =>
    companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId)
  async function* iterate(
    datasetId: string,
    { search, pageSize = 100 }: { search?: string; pageSize?: number } = {},
  ): AsyncGenerator<Subject> {
    for await (const subject of paginate(http, listPath(datasetId), subjectRecord, {
      pageSize,
      query: searchQuery(search),
    }))
      yield heard(subject)
  }
  return {
    list: async ({ datasetId, page, pageSize, search }) => {
      const slice = await readPage(http, listPath(datasetId), subjectRecord, {
        page,
        pageSize,
        query: searchQuery(search),
      })
      slice.results.forEach(heard)
      return slice
    },
    get: async (datasetId, subjectId) => heard(await http.get(onePath(datasetId, subjectId), subjectRecord)),
    create: async (datasetId, input) =>
      heard(
        await http.post(
          listPath(datasetId),
          { ...input, biological_sex: await sexValue(input.biological_sex) },
          subjectRecord,
        ),
      ),
    update: async (datasetId, subjectId, input) =>
      heard(
        await http.patch(
          onePath(datasetId, subjectId),
          'biological_sex' in input
            ? { ...input, biological_sex: await sexValue(input.biological_sex) }
            : input,
          subjectRecord,
        ),
      ),
    remove: (datasetId, subjectId) => http.delete(onePath(datasetId, subjectId)),
    deletePhotosFromStorage: async (datasetId, subjectId) => {
      const path = companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, DELETE_PHOTOS_SEGMENT)
      // Asking twice deletes nothing more, so a lost answer may be asked again.
      await http.requestRaw('POST', path, { body: {}, idempotent: true })
    },
    all: (datasetId, options) => collect(iterate(datasetId, options)),
    iterate,
  }
}
