/**
 * The demo's data protected like an account's (issue 30): started the way main starts it (createDemoProcess, a
 * forked service child, its data key from a real Secret Service: npm test runs gnome-keyring in a private D-Bus
 * session), a patient and a photo sent over real HTTP are on disk only encrypted: neither the database nor the
 * photo's file holds the name, a JPEG's marks or any run of the photo's bytes, and SQLite without the key does
 * not open the database. Started again with the keychain's key, the demo reads both back; "erase" deletes the
 * folder and the key's keychain item.
 */
import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DATA_KEY_GENERATIONS, dataKeyAccount } from '../../src-main/secrets/dataKey'
import { createKeychain } from '../../src-main/secrets/keychain'
import {
  createDemoProcess,
  DEMO_KEYCHAIN_ACCOUNT,
  forkSpawner,
  type DemoCredentials,
} from '../../src-main/work/demoService'
import { facePhoto } from '../../src-service/seed/facePhotos'

const projectRoot = resolve(__dirname, '..', '..')
const secrets = createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
const root = mkdtempSync(join(tmpdir(), 'skin-demo-at-rest-'))
const dataDir = join(root, 'demo-service')
afterAll(async () => {
  await demo.stop()
  await rm(root, { recursive: true, force: true })
})

const fork = forkSpawner({
  modulePath: join(projectRoot, 'src-service', 'cli.ts'),
  execArgv: ['--import', 'tsx'],
  cwd: projectRoot,
  // the photo is stored, not analysed, while this file runs
  env: { SKIN_SERVICE_PROCESSING_DELAY_MS: '600000' },
})
const demo = createDemoProcess({
  dataDir,
  secrets,
  // main's own start, without the demo's year of visits (not what is under test, and minutes of analysis)
  spawn: (args, env) => fork([...args, '--no-history'], env),
})

const patient = `Quirina Oyelaran-Vasquez ${randomBytes(3).toString('hex')}`
const exifText = `exif-${randomBytes(6).toString('hex')}`

async function api(
  credentials: DemoCredentials,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; bytes: Buffer }> {
  const response = await fetch(`${credentials.baseUrl}/api/v1/companies/${credentials.companyId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${credentials.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString('utf8')
  let json: unknown = undefined
  if (response.headers.get('content-type')?.startsWith('application/json')) json = JSON.parse(text)
  return { status: response.status, json, bytes }
}

const withId = z.object({ id: z.string() })

/** Every file under `dir`, but the demo's cache of generated stock photos (no patient's: src-service/seed/). */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'demo-cache') found.push(...(await filesUnder(path)))
    else if (entry.isFile()) found.push(path)
  }
  return found
}

/** Whether `haystack` holds any 32-byte run of `needle` (a run of the photo, however it was framed). */
function holdsRunOf(haystack: Buffer, needle: Buffer): boolean {
  for (let at = 0; at + 32 <= needle.length; at += 997)
    if (haystack.includes(needle.subarray(at, at + 32))) return true
  return false
}

let ids: { datasetId: string; subjectId: string; imageId: string }
let stored: Buffer

describe("the demo's data at rest", () => {
  it('is encrypted: no name, no photo bytes on disk, and the database does not open without the key', async () => {
    const first = await demo.start()
    const datasets = z
      .object({ results: z.array(z.object({ id: z.string(), name: z.string() })) })
      .parse((await api(first, 'GET', '/datasets/?page_size=100')).json)
    const datasetId = datasets.results.find((dataset) => dataset.name === 'Walk-in')?.id ?? ''
    const subject = await api(first, 'POST', `/datasets/${datasetId}/subjects/`, { name: patient })
    expect(subject.status).toBe(201)
    const subjectId = withId.parse(subject.json).id
    const batch = await api(first, 'POST', `/datasets/${datasetId}/subjects/${subjectId}/batches/`, {})
    const batchId = withId.parse(batch.json).id
    const portrait = await sharp((await facePhoto(1)).bytes)
      .withExif({ IFD0: { ImageDescription: exifText } })
      .jpeg()
      .toBuffer()
    const uploaded = await api(
      first,
      'POST',
      `/datasets/${datasetId}/subjects/${subjectId}/batches/${batchId}/images/`,
      { b64data: portrait.toString('base64'), side_id: 1 },
    )
    expect(uploaded.status).toBe(201)
    const imageId = withId.parse(uploaded.json).id
    ids = { datasetId, subjectId, imageId }
    const original = await api(first, 'GET', `/images/${imageId}/original/`)
    expect(original.status).toBe(200)
    stored = original.bytes
    // what is stored is the photo as sent, its EXIF too: what must not be readable on disk
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(stored.includes(exifText)).toBe(true)
    expect(stored.includes('Exif\0\0')).toBe(true)
    await demo.stop()

    const files = await filesUnder(dataDir)
    expect(files).toContain(join(dataDir, 'service.sqlite'))
    expect(files).toContain(join(dataDir, 'images', imageId))
    for (const file of files) {
      const bytes = await readFile(file)
      expect(bytes.includes(patient), file).toBe(false)
      expect(bytes.includes('SQLite format 3'), file).toBe(false)
      expect(bytes.includes(exifText), file).toBe(false)
      // (marks long enough that ciphertext holds them by chance once in 2^48 bytes, not every few files)
      expect(bytes.includes('Exif\0\0'), file).toBe(false)
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), file).toBe(false)
      expect(holdsRunOf(bytes, stored), file).toBe(false)
    }
    const db = new Database(join(dataDir, 'service.sqlite'), { readonly: true })
    try {
      expect(() => db.prepare('SELECT name FROM subjects').all()).toThrow(/not a database/)
    } finally {
      db.close()
    }
  })

  it('reads back with the same key from the keychain after a restart', async () => {
    const again = await demo.start()
    const subject = await api(again, 'GET', `/datasets/${ids.datasetId}/subjects/${ids.subjectId}/`)
    expect(subject.status).toBe(200)
    expect(z.object({ name: z.string() }).parse(subject.json).name).toBe(patient)
    const original = await api(again, 'GET', `/images/${ids.imageId}/original/`)
    expect(original.status).toBe(200)
    expect(original.bytes.equals(stored)).toBe(true)
  })

  it('is gone with its keychain item when the demo is erased', async () => {
    expect(await secrets.get(dataKeyAccount(DEMO_KEYCHAIN_ACCOUNT))).not.toBeNull()
    await demo.erase?.()
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' })
    for (let generation = 0; generation < DATA_KEY_GENERATIONS; generation++)
      expect(await secrets.get(dataKeyAccount(DEMO_KEYCHAIN_ACCOUNT, generation))).toBeNull()
  })
})
