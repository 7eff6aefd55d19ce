import type { Db } from './open'

export interface ResultRow {
  id: string
  image_id: string
  /** The image's subject, capture time (its batch's creation_time) and upload order, copied for paging. */
  subject_id: string
  capture_time: string
  image_seq: number
  application_id: string
  application_run_id: string
  algorithm_family_tech_name: string
  algorithm_version_id: number
  is_ok: number
  /** JSON text of the result object (spec 2.2). */
  result: string
  creation_time: string
}

/** An ok result of one family on an image of a subject. */
export interface SubjectSample {
  capture_time: string
  result: string
}

export interface ResultsRepo {
  insert(row: ResultRow): void
  byImage(imageId: string): ResultRow[]
  hasApplication(imageId: string, applicationId: string): boolean
  countBySubject(subjectId: string, since: string): number
  /** Newest capture first (then the later upload first); `since` is a service timestamp ('' for no bound). */
  pageBySubject(subjectId: string, since: string, limit: number, offset: number): ResultRow[]
  /** All of them, in the same order as pageBySubject. */
  allBySubject(subjectId: string, since: string): ResultRow[]
  /**
   * Ok results of a family on the subject's images captured before the given image (capture time, then
   * upload order), newest first.
   */
  earlierSamples(
    image: { subjectId: string; captureTime: string; seq: number },
    family: string,
  ): Iterable<SubjectSample>
  count(): number
  /** Results whose image is missing; always 0 while foreign keys hold. */
  orphanCount(): number
}

const columns = `id, image_id, subject_id, capture_time, image_seq, application_id, application_run_id,
  algorithm_family_tech_name, algorithm_version_id, is_ok, result, creation_time`

export function resultsRepo(db: Db): ResultsRepo {
  const insert = db.prepare<ResultRow>(
    `INSERT INTO results (${columns}) VALUES (@id, @image_id, @subject_id, @capture_time, @image_seq,
     @application_id, @application_run_id, @algorithm_family_tech_name, @algorithm_version_id, @is_ok, @result,
     @creation_time)`,
  )
  const byImage = db.prepare<[string], ResultRow>(
    `SELECT ${columns} FROM results WHERE image_id = ? ORDER BY seq`,
  )
  const hasApplication = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM results WHERE image_id = ? AND application_id = ?',
  )
  const countBySubject = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM results WHERE subject_id = ? AND capture_time >= ?',
  )
  const pageBySubject = db.prepare<[string, string, number, number], ResultRow>(
    `SELECT ${columns} FROM results WHERE subject_id = ? AND capture_time >= ?
     ORDER BY capture_time DESC, image_seq DESC, seq LIMIT ? OFFSET ?`,
  )
  const earlier = db.prepare<[string, string, string, string, number], SubjectSample>(
    `SELECT capture_time, result FROM results
     WHERE subject_id = ? AND algorithm_family_tech_name = ? AND is_ok = 1
       AND (capture_time < ? OR (capture_time = ? AND image_seq < ?))
     ORDER BY capture_time DESC, image_seq DESC`,
  )
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM results')
  const orphans = db.prepare<[], { n: number }>(
    'SELECT COUNT(*) AS n FROM results r LEFT JOIN images i ON i.id = r.image_id WHERE i.id IS NULL',
  )
  return {
    insert: (row) => void insert.run(row),
    byImage: (imageId) => byImage.all(imageId),
    hasApplication: (imageId, applicationId) => (hasApplication.get(imageId, applicationId)?.n ?? 0) > 0,
    countBySubject: (subjectId, since) => countBySubject.get(subjectId, since)?.n ?? 0,
    pageBySubject: (subjectId, since, limit, offset) => pageBySubject.all(subjectId, since, limit, offset),
    allBySubject: (subjectId, since) => pageBySubject.all(subjectId, since, -1, 0),
    earlierSamples: (image, family) =>
      earlier.iterate(image.subjectId, family, image.captureTime, image.captureTime, image.seq),
    count: () => count.get()?.n ?? 0,
    orphanCount: () => orphans.get()?.n ?? 0,
  }
}
