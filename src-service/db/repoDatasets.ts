import type { Db } from './open'

export interface DatasetRow {
  id: string
  company_id: string
  name: string
  image_type_id: number
  creation_time: string
}

export interface DatasetsRepo {
  insert(row: DatasetRow): void
  find(companyId: string, id: string): DatasetRow | null
  count(companyId: string): number
  /** One page in creation order (oldest first), so pages stay stable while new datasets are added. */
  page(companyId: string, limit: number, offset: number): DatasetRow[]
  findByName(companyId: string, name: string): DatasetRow | null
}

const columns = 'id, company_id, name, image_type_id, creation_time'

export function datasetsRepo(db: Db): DatasetsRepo {
  const insert = db.prepare<[string, string, string, number, string]>(
    `INSERT INTO datasets (${columns}) VALUES (?, ?, ?, ?, ?)`,
  )
  const find = db.prepare<[string, string], DatasetRow>(
    `SELECT ${columns} FROM datasets WHERE company_id = ? AND id = ?`,
  )
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM datasets WHERE company_id = ?')
  const page = db.prepare<[string, number, number], DatasetRow>(
    `SELECT ${columns} FROM datasets WHERE company_id = ? ORDER BY seq LIMIT ? OFFSET ?`,
  )
  const byName = db.prepare<[string, string], DatasetRow>(
    `SELECT ${columns} FROM datasets WHERE company_id = ? AND name = ? ORDER BY seq LIMIT 1`,
  )
  return {
    insert: (r) => void insert.run(r.id, r.company_id, r.name, r.image_type_id, r.creation_time),
    find: (companyId, id) => find.get(companyId, id) ?? null,
    count: (companyId) => count.get(companyId)?.n ?? 0,
    page: (companyId, limit, offset) => page.all(companyId, limit, offset),
    findByName: (companyId, name) => byName.get(companyId, name) ?? null,
  }
}
