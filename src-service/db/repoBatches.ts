import type { Db } from './open'

export interface BatchRow {
  id: string
  subject_id: string
  creation_time: string
  images_count: number
}

export interface BatchesRepo {
  insert(row: Omit<BatchRow, 'images_count'>): void
  find(subjectId: string, id: string): BatchRow | null
  count(subjectId: string): number
  /** One page in creation order (oldest first). */
  page(subjectId: string, limit: number, offset: number): BatchRow[]
  remove(subjectId: string, id: string): boolean
}

const select = `SELECT b.id, b.subject_id, b.creation_time,
  (SELECT COUNT(*) FROM images i WHERE i.batch_id = b.id) AS images_count FROM batches b`

export function batchesRepo(db: Db): BatchesRepo {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO batches (id, subject_id, creation_time) VALUES (?, ?, ?)',
  )
  const find = db.prepare<[string, string], BatchRow>(`${select} WHERE b.subject_id = ? AND b.id = ?`)
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM batches WHERE subject_id = ?')
  const page = db.prepare<[string, number, number], BatchRow>(
    `${select} WHERE b.subject_id = ? ORDER BY b.seq LIMIT ? OFFSET ?`,
  )
  const remove = db.prepare<[string, string]>('DELETE FROM batches WHERE subject_id = ? AND id = ?')
  return {
    insert: (r) => void insert.run(r.id, r.subject_id, r.creation_time),
    find: (subjectId, id) => find.get(subjectId, id) ?? null,
    count: (subjectId) => count.get(subjectId)?.n ?? 0,
    page: (subjectId, limit, offset) => page.all(subjectId, limit, offset),
    remove: (subjectId, id) => remove.run(subjectId, id).changes > 0,
  }
}
