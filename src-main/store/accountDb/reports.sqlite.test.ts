/**
 * The kept PDFs' rows (issue 45 part 4): a report made before the sheets' migration stays a report, a sheet keeps
 * its use, crop and sides, and `find` (the visit's report a FHIR delivery and the offline keeper reuse) never
 * answers a sheet, even a newer one of the same photo and locale.
 */
import Database from 'better-sqlite3-multiple-ciphers'
import { describe, expect, it } from 'vitest'
import { migrate } from './db'
import { appMigrations } from './migrations'
import { createReportsStore, type StoredReport } from './reports'

const row = (id: string, over: Partial<StoredReport> = {}): StoredReport => ({
  id,
  datasetId: 'd',
  subjectId: 's',
  subjectName: 'Maren Falk',
  imageId: 'image-2',
  visitAt: '2026-03-10T10:00:00.000Z',
  locale: 'en',
  createdAt: '2026-03-10T11:00:00.000Z',
  bytes: 10,
  sha256: 'x',
  file: `reports/${id}.pdf`,
  savedPath: null,
  kind: 'report',
  sheet: null,
  ...over,
})

const sheet = {
  purpose: 'marketing' as const,
  crop: 'treatedZones' as const,
  beforeAt: '2026-01-10T10:00:00.000Z',
  sides: ['front' as const],
}

describe('the reports table', () => {
  it('reads a row from before the sheets as a report, and never finds a sheet as the visit’s report', () => {
    const db = new Database(':memory:')
    try {
      migrate(db, appMigrations.slice(0, -1))
      db.prepare(
        `INSERT INTO reports (id, dataset_id, subject_id, subject_name, image_id, visit_at, locale, created_at, bytes,
         sha256, file, saved_path) VALUES ('old', 'd', 's', null, 'image-2', null, 'en', '2026-01-01T00:00:00Z', 1, 'x',
         'reports/old.pdf', null)`,
      ).run()
      migrate(db, appMigrations)
      const store = createReportsStore(db)
      expect(store.get('old')).toMatchObject({ kind: 'report', sheet: null })

      store.put(row('report'))
      store.put(row('sheet', { kind: 'beforeAfter', sheet, createdAt: '2026-03-10T12:00:00.000Z' }))
      expect(store.get('sheet')).toMatchObject({ kind: 'beforeAfter', sheet })
      expect(store.forSubject('s').map((r) => r.id)).toEqual(['sheet', 'report', 'old'])
      expect(store.find('image-2', 'en')?.id).toBe('report')
      store.remove('report')
      expect(store.find('image-2', 'en')?.id).toBe('old')
      store.remove('old')
      expect(store.find('image-2', 'en')).toBeNull()
      // a sheet's JSON that does not read (damaged, a later version's) is none, the row stays a sheet
      db.prepare('UPDATE reports SET sheet = \'{"purpose":"poster"}\' WHERE id = \'sheet\'').run()
      expect(store.get('sheet')).toMatchObject({ kind: 'beforeAfter', sheet: null })
    } finally {
      db.close()
    }
  })
})
