import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3-multiple-ciphers'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations, schemaVersion } from '../../src-service/db/schema'
import { openStore } from '../../src-service/db/store'
import { seedDemo } from '../../src-service/seed/demo'
import { startService } from '../../src-service/server'
import { datasetSchema, pageSchema, subjectSchema } from './support'

const dir = mkdtempSync(join(tmpdir(), 'skin-service-'))
const dbPath = join(dir, 'service.sqlite')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function getJson(url: string, token: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, json: await response.json() }
}

describe('a database file survives restarts', () => {
  it('keeps keys (and revocations), data and the demo company without seeding twice', async () => {
    const first = await startService({ dbPath, seedDemo: true })
    const companyId = first.admin.demoCompanyId() ?? ''
    const kept = first.admin.createKey(companyId, { name: 'kept' })
    const revoked = first.admin.createKey(companyId, { name: 'revoked' })
    first.admin.revokeKey(revoked.id)
    const created = await fetch(`${first.baseUrl}/api/v1/companies/${companyId}/datasets/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kept.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survives restart' }),
    })
    expect(created.status).toBe(201)
    await first.close()

    const second = await startService({ dbPath, seedDemo: true })
    try {
      expect(second.admin.demoCompanyId()).toBe(companyId)
      const list = await getJson(`${second.baseUrl}/api/v1/companies/${companyId}/datasets/`, kept.token)
      expect(list.status).toBe(200)
      const names = pageSchema(datasetSchema)
        .parse(list.json)
        .results.map((d) => d.name)
      expect(names).toEqual(['Main clinic', 'Study: rosacea follow-up', 'Walk-in', 'Survives restart'])
      const denied = await getJson(`${second.baseUrl}/api/v1/companies/${companyId}/datasets/`, revoked.token)
      expect(denied.status).toBe(401)
      expect(second.admin.listKeys(companyId).map((k) => k.name)).toEqual(['kept'])
    } finally {
      await second.close()
    }
  })

  it('records the schema version in user_version', () => {
    const db = new Database(dbPath, { readonly: true })
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion)
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((t) => t.name)
    expect(tables).toEqual(
      expect.arrayContaining(['api_keys', 'companies', 'datasets', 'settings', 'subjects', 'users']),
    )
    db.close()
  })

  it('migrates a database of schema 2: users and keys get integer ids in creation order', () => {
    const older = join(dir, 'schema-2.sqlite')
    const db = new Database(older)
    for (const sql of migrations.slice(0, 2)) db.exec(sql)
    db.pragma('user_version = 2')
    db.exec(`INSERT INTO companies (id, name, created_at) VALUES ('c', 'Clinic', '2024-01-01 00:00:00');
      INSERT INTO users (id, company_id, username, password_hash, created_at)
        VALUES ('u-1', 'c', 'first', 'x', '2024-01-01 00:00:00'), ('u-2', 'c', 'second', 'x', '2024-01-02 00:00:00');
      INSERT INTO api_keys (id, company_id, name, created_at) VALUES ('k-1', 'c', 'one', '2024-01-01 00:00:00');`)
    db.close()
    const store = openStore(older)
    try {
      const [first, second] = ['u-1', 'u-2'].map((id) => store.users.find(id))
      expect([first?.seq, second?.seq, first?.mfa_enabled]).toEqual([1, 2, 0])
      store.users.insert({
        id: 'u-3',
        company_id: 'c',
        username: 'third',
        password_hash: 'x',
        created_at: '',
      })
      expect(store.users.find('u-3')?.seq).toBe(3)
      store.keys.insert({ id: 'k-2', company_id: 'c', name: 'two', created_at: '', expires_at: null })
      expect(store.keys.listActive('c').map((key) => [key.id, key.seq])).toEqual([
        ['k-1', 1],
        ['k-2', 2],
      ])
    } finally {
      store.close()
    }
  })

  it('refuses a database written by a newer schema', async () => {
    const newer = join(dir, 'newer.sqlite')
    const db = new Database(newer)
    db.pragma(`user_version = ${schemaVersion + 1}`)
    db.close()
    await expect(startService({ dbPath: newer })).rejects.toThrow(/newer/)
  })
})

describe('demo seed', () => {
  // its speed is `npm run bench` (demo-seed)
  it('is idempotent', () => {
    const store = openStore(':memory:')
    const id = seedDemo(store)
    expect(seedDemo(store)).toBe(id)
    expect(store.datasets.count(id)).toBe(3)
    store.close()
  })

  it('has varied, realistic subjects: 45+ in "Main clinic", a handful in the others', async () => {
    const service = await startService({ seedDemo: true })
    try {
      const companyId = service.admin.demoCompanyId() ?? ''
      const token = service.admin.createKey(companyId, { name: 't' }).token
      const base = `${service.baseUrl}/api/v1/companies/${companyId}`
      const datasets = pageSchema(datasetSchema).parse(
        (await getJson(`${base}/datasets/`, token)).json,
      ).results
      const counts: number[] = []
      for (const dataset of datasets) {
        const page = pageSchema(subjectSchema).parse(
          (await getJson(`${base}/datasets/${dataset.id}/subjects/?page_size=100`, token)).json,
        )
        counts.push(page.count)
        if (dataset.name !== 'Main clinic') continue
        const subjects = page.results
        expect(new Set(subjects.map((s) => s.name)).size).toBe(subjects.length)
        expect(new Set(subjects.map((s) => s.name.split(' ')[0])).size).toBeGreaterThan(40)
        expect(new Set(subjects.map((s) => s.biological_sex))).toEqual(
          new Set(['male', 'female', 'other', null]),
        )
        expect(new Set(subjects.map((s) => s.birth_date?.slice(0, 3))).size).toBeGreaterThanOrEqual(5)
        expect(subjects.some((s) => /[^ -~]/.test(s.name))).toBe(true)
      }
      expect(counts[0]).toBeGreaterThanOrEqual(45)
      expect(counts[1]).toBeGreaterThanOrEqual(3)
      expect(counts[2]).toBeGreaterThanOrEqual(3)
    } finally {
      await service.close()
    }
  })
})
