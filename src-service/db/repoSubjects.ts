import type { Db } from './open'

export interface SubjectRow {
  id: string
  dataset_id: string
  dataset_name: string
  name: string
  birth_date: string | null
  biological_sex: string | null
  /** JSON text of the meta object, or null. */
  meta: string | null
  author_id: string | null
  creation_time: string
}

export type NewSubject = Omit<SubjectRow, 'dataset_name'>
export type SubjectChanges = Partial<Pick<SubjectRow, 'name' | 'birth_date' | 'biological_sex' | 'meta'>>

export interface SubjectsRepo {
  insert(row: NewSubject): void
  find(datasetId: string, id: string): SubjectRow | null
  /** A subject in any dataset of the company. */
  findInCompany(companyId: string, id: string): SubjectRow | null
  /** Counts subjects whose name contains `search` (case and accent insensitive); '' matches all. */
  count(datasetId: string, search: string): number
  /** One page in creation order (oldest first). */
  page(datasetId: string, search: string, limit: number, offset: number): SubjectRow[]
  update(datasetId: string, id: string, changes: SubjectChanges): boolean
  remove(datasetId: string, id: string): boolean
}

/** Folds a name for search: case-insensitive and accent-insensitive, so "muller" finds "Müller". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

const changeableColumns = ['name', 'birth_date', 'biological_sex', 'meta'] as const

const select = `SELECT s.id, s.dataset_id, d.name AS dataset_name, s.name, s.birth_date, s.biological_sex,
  s.meta, s.author_id, s.creation_time FROM subjects s JOIN datasets d ON d.id = s.dataset_id`
const matches = 's.dataset_id = ? AND instr(s.search_name, ?) > 0'

export function subjectsRepo(db: Db): SubjectsRepo {
  const insert = db.prepare<
    [string, string, string, string, string | null, string | null, string | null, string | null, string]
  >(
    `INSERT INTO subjects (id, dataset_id, name, search_name, birth_date, biological_sex, meta, author_id, creation_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const find = db.prepare<[string, string], SubjectRow>(`${select} WHERE s.dataset_id = ? AND s.id = ?`)
  const findInCompany = db.prepare<[string, string], SubjectRow>(
    `${select} WHERE d.company_id = ? AND s.id = ?`,
  )
  const count = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM subjects s WHERE ${matches}`,
  )
  const page = db.prepare<[string, string, number, number], SubjectRow>(
    `${select} WHERE ${matches} ORDER BY s.seq LIMIT ? OFFSET ?`,
  )
  const remove = db.prepare<[string, string]>('DELETE FROM subjects WHERE dataset_id = ? AND id = ?')

  function update(datasetId: string, id: string, changes: SubjectChanges): boolean {
    const sets: string[] = []
    const values: (string | null)[] = []
    for (const column of changeableColumns) {
      const value = changes[column]
      if (value === undefined) continue
      sets.push(`${column} = ?`)
      values.push(value)
      if (column === 'name' && value !== null) {
        sets.push('search_name = ?')
        values.push(foldForSearch(value))
      }
    }
    if (sets.length === 0) return find.get(datasetId, id) !== undefined
    const sql = `UPDATE subjects SET ${sets.join(', ')} WHERE dataset_id = ? AND id = ?`
    return db.prepare(sql).run(...values, datasetId, id).changes > 0
  }

  return {
    insert: (r) =>
      void insert.run(
        r.id,
        r.dataset_id,
        r.name,
        foldForSearch(r.name),
        r.birth_date,
        r.biological_sex,
        r.meta,
        r.author_id,
        r.creation_time,
      ),
    find: (datasetId, id) => find.get(datasetId, id) ?? null,
    findInCompany: (companyId, id) => findInCompany.get(companyId, id) ?? null,
    count: (datasetId, search) => count.get(datasetId, foldForSearch(search))?.n ?? 0,
    page: (datasetId, search, limit, offset) => page.all(datasetId, foldForSearch(search), limit, offset),
    update,
    remove: (datasetId, id) => remove.run(datasetId, id).changes > 0,
  }
}
