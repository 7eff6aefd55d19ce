/**
 * The service's data folder given a data key (the app's demo, issue 30), from an older version's plain folder:
 * the first start with the key encrypts the database in place and seals the stored photos, and reads them back;
 * a start with another key (the keychain lost the first) sets the folder's data aside as it is and starts
 * afresh; without a key an encrypted database is refused and left as it is. Real SQLite, real HTTP.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseServeArgs } from '../../src-service/cliOptions'
import { openStore } from '../../src-service/db/store'
import { launchService, type LaunchedService } from '../../src-service/launch'
import { startService } from '../../src-service/server'
import { createByteSeal } from '../../src-service/storage/sealedBytes'
import { SET_ASIDE_FOLDER } from '../../src-service/storage/setAside'
import { createBatch, createSubject, uploadOk } from './imageSupport'
import { datasetIdByName, startHarness, type Harness } from './support'
import { seedPortrait } from '../support/photos'

const dir = mkdtempSync(join(tmpdir(), 'skin-service-at-rest-'))
const dbPath = join(dir, 'service.sqlite')
afterAll(() => rm(dir, { recursive: true, force: true }))

const key = randomBytes(32)
const patient = `Theodora Amankwah-Lindqvist ${randomBytes(3).toString('hex')}`
// uploads are stored, not analysed, while this file runs
const stored = { processingDelayMs: 600_000 }
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const jpegStart = Buffer.from([0xff, 0xd8, 0xff])

let subject: { path: string; subjectId: string; datasetId: string }
let imageId: string
let photo: Buffer

async function withHarness<T>(options: Parameters<typeof startHarness>[0], use: (h: Harness) => Promise<T>) {
  const h = await startHarness({ dbPath, ...stored, ...options })
  try {
    return await use(h)
  } finally {
    await h.service.close()
  }
}

/** The demo's start as the app makes it (launch.ts) on `folder`, uploads stored, not analysed. */
const launchIn = (folder: string, dataKey: Uint8Array, env: Record<string, string> = {}) =>
  launchService(
    parseServeArgs(['--data', folder, '--port', '0', '--no-history', '--quiet', '--ipc'], {
      SKIN_SERVICE_PROCESSING_DELAY_MS: '600000',
      ...env,
    }),
    'workstation',
    dataKey,
  )

/** What the launched service answers for the subject (then it is closed). */
async function subjectStatus(
  launched: LaunchedService,
  of: { datasetId: string; subjectId: string },
): Promise<number> {
  const { service, companyId, apiKey } = launched
  try {
    const response = await fetch(
      `${service.baseUrl}/api/v1/companies/${companyId}/datasets/${of.datasetId}/subjects/${of.subjectId}/`,
      { headers: { authorization: `Bearer ${apiKey}` } },
    )
    return response.status
  } finally {
    await service.close()
  }
}

async function readsBack(h: Harness): Promise<void> {
  const got = await h.call('GET', h.companyPath(subject.path + '/'))
  expect(got.status, got.text).toBe(200)
  expect(got.json).toMatchObject({ name: patient })
  const response = await fetch(h.service.baseUrl + h.companyPath(`/images/${imageId}/original/`), {
    headers: { authorization: `Bearer ${h.token}` },
  })
  expect(response.status).toBe(200)
  expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true)
}

describe('a plain data folder given a key', () => {
  it('is plain without a key, as the service alone keeps it', async () => {
    await withHarness({}, async (h) => {
      subject = await createSubject(h, await datasetIdByName(h, 'Walk-in'), patient)
      imageId = (await uploadOk(h, subject, await createBatch(h, subject), await seedPortrait(2))).id
      const response = await fetch(h.service.baseUrl + h.companyPath(`/images/${imageId}/original/`), {
        headers: { authorization: `Bearer ${h.token}` },
      })
      photo = Buffer.from(await response.arrayBuffer())
    })
    expect((await readFile(dbPath)).includes(patient)).toBe(true)
    expect((await readFile(join(dir, 'images', imageId))).equals(photo)).toBe(true)
  })

  it('is encrypted in place by the first start with the key, and reads back', async () => {
    // the app's demo says so while its keychain has no record of the folder as encrypted (issue 41)
    await withHarness({ dataKey: key, plainData: 'migrate' }, readsBack)
    const database = await readFile(dbPath)
    expect(database.includes(patient)).toBe(false)
    expect(database.includes('SQLite format 3')).toBe(false)
    const file = await readFile(join(dir, 'images', imageId))
    expect(file.subarray(0, 3).equals(jpegStart)).toBe(false)
    expect(file.includes(photo.subarray(1000, 1032))).toBe(false)
    // no plain copy left behind by the rewrite
    expect(await readdir(join(dir, 'images'))).toEqual([imageId])
    // and again: nothing is encrypted twice
    await withHarness({ dataKey: key }, readsBack)
  })

  it('is refused without the key, and left as it is', async () => {
    const before = sha256(await readFile(dbPath))
    await expect(startService({ dbPath, ...stored })).rejects.toThrow(/not a database/)
    expect(sha256(await readFile(dbPath))).toBe(before)
  })

  it('is set aside as it is, never deleted, by a start with another key, which starts afresh', async () => {
    const before = {
      db: sha256(await readFile(dbPath)),
      photo: sha256(await readFile(join(dir, 'images', imageId))),
    }
    expect(await subjectStatus(await launchIn(dir, randomBytes(32)), subject)).not.toBe(200)
    const [aside, ...more] = await readdir(join(dir, SET_ASIDE_FOLDER))
    expect(more).toEqual([])
    const asideDir = join(dir, SET_ASIDE_FOLDER, aside ?? '')
    expect(sha256(await readFile(join(asideDir, 'service.sqlite')))).toBe(before.db)
    expect(sha256(await readFile(join(asideDir, 'images', imageId)))).toBe(before.photo)
    // the first key still opens what was set aside
    const old = openStore(join(asideDir, 'service.sqlite'), key)
    try {
      expect(old.db.prepare('SELECT name FROM subjects WHERE id = ?').get(subject.subjectId)).toEqual({
        name: patient,
      })
    } finally {
      old.close()
    }
  })

  it('is refused where the app recorded the folder as encrypted: set aside as it is, a fresh start', async () => {
    // a plain database someone put in the demo's encrypted folder (made by the service alone, a patient in it)
    const other = mkdtempSync(join(tmpdir(), 'skin-service-plain-'))
    try {
      const plainPath = join(other, 'service.sqlite')
      const planted = await startHarness({ dbPath: plainPath, ...stored })
      const intruder = await createSubject(planted, await datasetIdByName(planted, 'Walk-in'), patient)
      await planted.service.close()
      const dropped = sha256(await readFile(plainPath))
      expect(await subjectStatus(await launchIn(other, key), intruder)).not.toBe(200)
      const [aside, ...more] = await readdir(join(other, SET_ASIDE_FOLDER))
      expect(more).toEqual([])
      expect(aside).toMatch(/-plain$/)
      expect(sha256(await readFile(join(other, SET_ASIDE_FOLDER, aside ?? '', 'service.sqlite')))).toBe(
        dropped,
      )
      expect((await readFile(plainPath)).includes('SQLite format 3')).toBe(false)

      // beside a sealed photo a plain database is refused even where the app lets a plain folder be migrated:
      // photos are sealed after the database, so that folder was encrypted before
      await mkdir(join(other, 'images'), { recursive: true })
      await writeFile(join(other, 'images', 'img-1'), createByteSeal(key).seal('img-1', Buffer.from('photo')))
      await copyFile(join(other, SET_ASIDE_FOLDER, aside ?? '', 'service.sqlite'), plainPath)
      await rm(`${plainPath}-wal`, { force: true })
      await rm(`${plainPath}-shm`, { force: true })
      const again = await launchIn(other, key, { SKIN_SERVICE_PLAIN_DATA: 'migrate' })
      await again.service.close()
      const asides = await readdir(join(other, SET_ASIDE_FOLDER))
      expect(asides.filter((name) => name.endsWith('-plain'))).toHaveLength(2)
      expect((await readFile(plainPath)).includes('SQLite format 3')).toBe(false)
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  })
})
