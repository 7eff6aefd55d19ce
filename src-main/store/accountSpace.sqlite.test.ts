/** One account's folder on real SQLite files: its two databases, the legacy move, a damaged cache, photo checksums. */
import Database from 'better-sqlite3-multiple-ciphers'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, test } from '../../tests/support/fixtures'
import { accountDir, openAccountSpace } from './accountSpace'
import { AUDIT_DB_FILE, openAuditTrail } from './audit/auditTrail'
import { cacheMigrations } from './cache/cacheMigrations'
import { createCaptureQueueStore } from './accountDb/captureQueue'
import { migrate } from './accountDb/db'
import { createLibraryCache } from './cache/libraryCache'
import { appMigrations } from './accountDb/migrations'
import { createPhotoFiles } from './cache/photoFiles'
import type { Connection } from './settings'
import { TEST_DATA_KEY, testSeal } from '../../tests/support/testSeal'

const connection = (companyId: string): Connection => ({
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId,
  keychainAccount: `${companyId}@https://saas.example`,
})

const tablesOf = (db: Database.Database) =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)

describe('account space', () => {
  test('keeps a trail set aside after a key loss whole, with what its -wal held (a crash left it)', async ({
    dataDir,
  }) => {
    const account = connection('c-wal')
    const lostKey = new Uint8Array(randomBytes(32))
    const space = await openAccountSpace(dataDir, account, lostKey)
    for (let n = 1; n <= 5; n++)
      space.audit.append({
        at: new Date().toISOString(),
        operator: 'op',
        action: 'subject.view',
        subjectId: `s${n}`,
        detail: '{}',
      })
    // What a process killed now leaves on disk: the entries are committed in audit.sqlite-wal, not yet in the file.
    const crashed = join(dataDir, 'crashed')
    await cp(accountDir(dataDir, account.keychainAccount), accountDir(crashed, account.keychainAccount), {
      recursive: true,
    })
    space.close()
    expect(existsSync(join(accountDir(crashed, account.keychainAccount), `${AUDIT_DB_FILE}-wal`))).toBe(true)

    // The keychain lost that key: the next start has another, so the trail is set aside and a new one begins.
    const after = await openAccountSpace(crashed, account, TEST_DATA_KEY)
    expect(after.auditSetAside).toHaveLength(1)
    after.close()
    // The key found again opens the set-aside trail with every entry, the ones that were only in its -wal too.
    const asideDir = join(dataDir, 'aside')
    await mkdir(asideDir)
    const names = await readdir(after.dir)
    for (const name of names.filter((n) => n.startsWith(after.auditSetAside[0] ?? '?')))
      await cp(
        join(after.dir, name),
        join(asideDir, name.replace(after.auditSetAside[0] ?? '?', AUDIT_DB_FILE)),
      )
    const aside = openAuditTrail(asideDir, lostKey)
    expect(aside.verify()).toEqual({ ok: true, entries: 5 })
    aside.close()
  })

  test('creates both databases from nothing, in a folder per account named by a hash', async ({
    dataDir,
  }) => {
    const space = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY)
    expect(space.dir).toBe(join(dataDir, 'accounts', space.key))
    expect(space.key).toMatch(/^[0-9a-f]{24}$/)
    expect(JSON.parse(await readFile(join(space.dir, 'account.json'), 'utf8'))).toEqual({
      mode: 'remote',
      baseUrl: 'https://saas.example',
      companyId: 'c-1',
      keychainAccount: 'c-1@https://saas.example',
    })
    expect(space.db.pragma('user_version', { simple: true })).toBe(appMigrations.length)
    expect(tablesOf(space.db)).toEqual(
      expect.arrayContaining(['captures', 'capture_sides', 'application_runs', 'reports']),
    )
    expect(space.cache.pragma('user_version', { simple: true })).toBe(cacheMigrations.length)
    expect(space.cache.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(space.cache.pragma('synchronous', { simple: true })).toBe(1)
    expect(tablesOf(space.cache)).toEqual(
      expect.arrayContaining([
        'image_results',
        'subject_batches',
        'subject_images',
        'subject_history',
        'photo_files',
        'meta',
        'kept_subjects',
      ]),
    )
    const other = await openAccountSpace(dataDir, connection('c-2'), TEST_DATA_KEY)
    expect(other.dir).not.toBe(space.dir)
    other.close()
    space.close()
  })

  test('takes over the legacy app.sqlite (schema v2, a queued capture) as the first account database', async ({
    dataDir,
  }) => {
    const legacy = new Database(join(dataDir, 'app.sqlite'))
    legacy.pragma('journal_mode = WAL')
    migrate(legacy, appMigrations.slice(0, 2))
    // The rows as the app of schema v2 wrote them (today's store expects today's columns).
    legacy
      .prepare(
        `INSERT INTO captures (id, dataset_id, subject_id, mode, state, capture_time, created_at, updated_at)
         VALUES ('cap-1', 'd', 's', 'front', 'queued', '2024-01-01 10:00:00', '2024-01-01T10:00:00Z', '2024-01-01T10:00:00Z')`,
      )
      .run()
    legacy
      .prepare(
        `INSERT INTO capture_sides (capture_id, side, position, file, bytes, width, height, source, file_name, warnings)
         VALUES ('cap-1', 'front', 0, ?, 4, 1, 1, 'camera', NULL, '[]')`,
      )
      .run(join('captures', 'cap-1', 'front.jpg'))
    legacy.prepare("INSERT INTO image_results VALUES ('img', '[]', '2024-01-01T00:00:00Z')").run()
    legacy.close()
    await mkdir(join(dataDir, 'captures', 'cap-1'), { recursive: true })
    await writeFile(join(dataDir, 'captures', 'cap-1', 'front.jpg'), 'jpeg')

    // a folder from before encryption, as the keychain says (work/account/accountOpening.ts)
    const space = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY, { plain: 'migrate' })
    expect(existsSync(join(dataDir, 'app.sqlite'))).toBe(false)
    expect(space.db.pragma('user_version', { simple: true })).toBe(appMigrations.length)
    const moved = createCaptureQueueStore(space.db).get('cap-1')
    expect(moved?.capture).toMatchObject({ state: 'queued', dataset_id: 'd', subject_id: 's' })
    expect(moved?.sides[0]).toMatchObject({ side: 'front', upload: 'pending' })
    // sealed in place with the account's data key when the account opened
    const front = await readFile(join(space.dir, 'captures', 'cap-1', 'front.jpg'))
    expect(Buffer.from(testSeal.open('captures/cap-1/front.jpg', front)).toString()).toBe('jpeg')
    const tables = tablesOf(space.db)
    expect(tables).toContain('reports')
    for (const gone of ['image_results', 'subject_batches', 'subject_images', 'subject_history'])
      expect(tables).not.toContain(gone)
    space.close()

    const second = await openAccountSpace(dataDir, connection('c-2'), TEST_DATA_KEY)
    expect(createCaptureQueueStore(second.db).list()).toEqual([])
    second.close()
  })

  test('replaces a cache.sqlite of garbage bytes with an empty one, and drops the photos it indexed', async ({
    dataDir,
  }) => {
    const first = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY)
    await createPhotoFiles(first.dir, first.cache, testSeal).write('img-1', new Uint8Array([1, 2, 3]))
    createLibraryCache(first.cache).putDatasets(
      [{ id: 'd', name: 'Main', imageTypeName: null, createdAt: null }],
      new Date(),
    )
    first.close()
    await writeFile(join(first.dir, 'cache.sqlite'), Buffer.alloc(8192, 0x7f))

    const space = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY)
    expect(space.cache.pragma('quick_check', { simple: true })).toBe('ok')
    expect(createLibraryCache(space.cache).dataset('d')).toBeNull()
    expect(existsSync(join(space.dir, 'photos', 'img-1'))).toBe(false)
    space.close()
  })

  test('reads a cached photo only while it matches its checksum', async ({ dataDir }) => {
    const space = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY)
    const photos = createPhotoFiles(space.dir, space.cache, testSeal)
    await photos.write('img-1', new Uint8Array([1, 2, 3, 4]))
    expect([...((await photos.read('img-1')) ?? [])]).toEqual([1, 2, 3, 4])
    await writeFile(join(space.dir, 'photos', 'img-1'), new Uint8Array([1, 2, 3, 5]))
    expect(await photos.read('img-1')).toBeNull()
    expect(existsSync(join(space.dir, 'photos', 'img-1'))).toBe(false)
    await writeFile(join(space.dir, 'photos', 'img-2'), new Uint8Array([9]))
    expect(await photos.read('img-2')).toBeNull()
    space.close()
  })

  test('finds cached subjects by name without regard to case or accents, by name, a page at a time', async ({
    dataDir,
  }) => {
    const space = await openAccountSpace(dataDir, connection('c-1'), TEST_DATA_KEY)
    const library = createLibraryCache(space.cache)
    const subject = (id: string, name: string, datasetId = 'd') => ({
      id,
      datasetId,
      name,
      birthDate: null,
      biologicalSex: null,
      createdAt: null,
      patientId: null,
      consent: null,
    })
    library.putSubjects(
      [
        subject('1', 'Zoë Élodie'),
        subject('2', 'elodie Martin'),
        subject('3', 'Bo'),
        subject('4', 'Elo', 'x'),
      ],
      new Date('2024-06-01T10:00:00Z'),
    )
    const found = library.subjectsPage('d', 'ÉLO', { page: 1, pageSize: 1 })
    expect(found?.value).toMatchObject({ count: 2, hasNext: true, hasPrevious: false })
    expect(found?.value.results.map((s) => s.name)).toEqual(['elodie Martin'])
    expect(library.subjectsPage('d', 'elo', { page: 2, pageSize: 1 })?.value.results[0]?.name).toBe(
      'Zoë Élodie',
    )
    expect(library.subjectsPage('d', 'nobody', { page: 1, pageSize: 20 })?.value.count).toBe(0)
    expect(library.subjectsPage('unknown', '', { page: 1, pageSize: 20 })).toBeNull()
    space.cache.prepare("UPDATE subjects SET json = '{not json' WHERE id = '3'").run()
    expect(library.subject('d', '3')).toBeNull()
    space.close()
  })
})
