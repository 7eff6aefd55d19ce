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
  /**
   * The sex goes as this service wants it (sexValues); a service that takes no value the workstation knows for it
   * gets the subject without it, so the answer's `biological_sex` is then null: the caller says so.
   */
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

/**
 * A dictionary of biological sexes. No page of the documentation shows one (a subject takes the item's id on
 * create, and records show the items), so it is asked only once per client and used only if it answers.
 */
export const BIOLOGICAL_SEXES_PATH = '/api/v1/dicts/biological_sexes/'

/**
 * What the workstation learnt of how this service writes a subject's sex, from the records it read: `text` (the
 * spec's `"female"`) or `item` (`{id, name, tech_name}`, documented), and the items' ids. Kept per account.
 */
export interface SexBook {
  form: 'text' | 'item' | null
  ids: Partial<Record<BiologicalSex, string>>
}

export interface SexBookKeeper {
  read(): SexBook
  /** A record showed its sex in this form (and its id, for an item). */
  learn(fact: { form: 'text' | 'item'; sex: BiologicalSex | null; id: string | null }): void
}

/**
 * Keeps `book`, and hands each change to `save` (work/account/sexBook.ts keeps it with the account): a record
 * changes it when it shows another form, or an id not known yet.
 */
export function sexBookKeeper(
  book: SexBook = { form: null, ids: {} },
  save: (book: SexBook) => void = () => undefined,
): SexBookKeeper {
  let current = book
  return {
    read: () => ({ form: current.form, ids: { ...current.ids } }),
    learn({ form, sex, id }) {
      const ids =
        form === 'item' && sex !== null && id !== null && current.ids[sex] !== id
          ? { ...current.ids, [sex]: id }
          : null
      if (form === current.form && ids === null) return
      current = { form, ids: ids ?? current.ids }
      save(current)
    },
  }
}

/** A keeper in memory only (tests, and clients without an account). */
export const memorySexBook = (): SexBookKeeper => sexBookKeeper()

/** The documented search parameter is `q` ("A search term"); callers still filter what comes back themselves. */
function searchQuery(search: string | undefined): { q?: string } {
  return search === undefined || search.trim() === '' ? {} : { q: search.trim() }
}

/** A create or update the service refused because of `biological_sex` alone (an id it does not know). */
function refusedSex(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.errors.length > 0 &&
    error.errors.every((item) => item.attr === 'biological_sex')
  )
}

/**
 * How this service wants `biological_sex` on create and update: the id learnt from its records; the tech name
 * where its records write text; else an id from a dictionary if one answers; else, when its records write items
 * but none with this sex was seen, nothing (the subject is saved without it, and the caller says so); else, when
 * nothing is known yet, the tech name, sent again without it if the service refuses that (refusedSex).
 */
function sexValues(http: HttpClient, book: SexBookKeeper) {
  let dictionary: Promise<Map<BiologicalSex, string> | null> | null = null
  const loadDictionary = async () => {
    try {
      const items = await listAllItems(http, BIOLOGICAL_SEXES_PATH, biologicalSexItem)
      return new Map(items.flatMap((item) => (item.sex === null ? [] : [[item.sex, item.id] as const])))
    } catch (e) {
      if (e instanceof ApiError && e.status !== null && e.status < 500) return null
      dictionary = null
      throw e
    }
  }
  return async (sex: BiologicalSex | null | undefined): Promise<string | null | undefined> => {
    if (sex === null || sex === undefined) return sex
    const known = book.read()
    const id = known.ids[sex]
    if (id !== undefined) return id
    if (known.form === 'text') return sex
    dictionary ??= loadDictionary()
    const fromDictionary = (await dictionary)?.get(sex)
    if (fromDictionary !== undefined) return fromDictionary
    return known.form === 'item' ? null : sex
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
  sexBook: SexBookKeeper = memorySexBook(),
): SubjectsApi {
  const heard = <T extends Subject>(subject: T): T => {
    if (subject.company_name && subject.company_id === companyId) onCompanyName(subject.company_name)
    if (subject.biological_sex_form !== null)
      sexBook.learn({
        form: subject.biological_sex_form,
        sex: subject.biological_sex,
        id: subject.biological_sex_id,
      })
    return subject
  }
  /**
   * A write with the sex as this service wants it. Without a value it takes, the sex is left out: a new subject
   * has none, an edited one keeps the one it had. Refused for the sex alone, it is sent again without it.
   */
  const withSex = async <T extends { biological_sex?: BiologicalSex | null }>(
    input: T,
    send: (body: Omit<T, 'biological_sex'> & { biological_sex?: string | null }) => Promise<Subject>,
  ): Promise<Subject> => {
    const { biological_sex: sex, ...rest } = input
    if (!('biological_sex' in input)) return heard(await send(rest))
    const value = await sexValue(sex)
    if (sex !== null && sex !== undefined && value === null) return heard(await send(rest))
    try {
      return heard(await send({ ...rest, biological_sex: value }))
    } catch (e) {
      if (value === null || value === undefined || !refusedSex(e)) throw e
      return heard(await send(rest))
    }
  }
  const listPath = (datasetId: string) => companyPath(companyId, 'datasets', datasetId, 'subjects')
  const sexValue = sexValues(http, sexBook)
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
    create: (datasetId, input) =>
      withSex(input, (body) => http.post(listPath(datasetId), body, subjectRecord)),
    update: (datasetId, subjectId, input) =>
      withSex(input, (body) => http.patch(onePath(datasetId, subjectId), body, subjectRecord)),
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
