import type { Db } from './open'

export interface DatasetRow {
  id: string
  company_id: string
  name: string
  image_type_id: number
  creation_time: string
  /** Documented dialect: stored and shown (expiry by days is not implemented). */
  expire_images_after_days: number | null
  /** 1: an image's original is erased as soon as its analysis is stored (results stay). */
  clean_images_as_soon_as_ready: number
}

/** A new dataset; its policies default to none. */
export type NewDataset = Omit<DatasetRow, 'expire_images_after_days' | 'clean_images_as_soon_as_ready'> &
  Partial<Pick<DatasetRow, 'expire_images_after_days' | 'clean_images_as_soon_as_ready'>>

export interface DatasetsRepo {
  insert(row: NewDataset): void
  find(companyId: string, id: string): DatasetRow | null
  count(companyId: string): number
  /** One page in creation order (oldest first), so pages stay stable while new datasets are added. */
  page(companyId: string, limit: number, offset: number): DatasetRow[]
  findByName(companyId: string, name: string): DatasetRow | null
  /** Whether the dataset erases originals once analysed (clean_images_as_soon_as_ready). */
  cleansImages(id: string): boolean
}

const columns =
  'id, company_id, name, image_type_id, creation_time, expire_images_after_days, clean_images_as_soon_as_ready'

export function datasetsRepo(db: Db): DatasetsRepo {
  const insert = db.prepare<[string, string, string, number, string, number | null, number]>(
    `INSERT INTO datasets (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
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
  const cleans = db.prepare<[string], { clean: number }>(
    'SELECT clean_images_as_soon_as_ready AS clean FROM datasets WHERE id = ?',
  )
  return {
    insert: (r) =>
      void insert.run(
        r.id,
        r.company_id,
        r.name,
        r.image_type_id,
        r.creation_time,
        r.expire_images_after_days ?? null,
        r.clean_images_as_soon_as_ready ?? 0,
      ),
    find: (companyId, id) => find.get(companyId, id) ?? null,
    count: (companyId) => count.get(companyId)?.n ?? 0,
    page: (companyId, limit, offset) => page.all(companyId, limit, offset),
    findByName: (companyId, name) => byName.get(companyId, name) ?? null,
    cleansImages: (id) => cleans.get(id)?.clean === 1,
  }
}
