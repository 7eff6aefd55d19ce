/**
 * Changing the data key, cut off by the process dying (issue 30): a child seals an account folder again from one
 * key to another (store/sealing/rekeyFolder.ts) and kills itself with SIGKILL after n parts (a database, the audit chain, a
 * file), for n from the first database to the key check. Left as it died, every database and file opens with one
 * of the two keys (never half of each); run again with the same keys (as a start does: work/account/dataKeys.ts),
 * everything opens with the new key only, the files hold what they held, and the audit chain holds under the new
 * key with the account database's head naming its last entry.
 */
import { randomBytes } from 'node:crypto'
import { cp, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountDir, openAccountSpace } from './accountSpace'
import { AUDIT_DB_FILE, AUDIT_HEAD_STATE_KEY, openAuditTrail } from './audit/auditTrail'
import { CACHE_DB_FILE } from './cache/cacheDb'
import { captureFilePath, writeCaptureFile } from './accountDb/captureFiles'
import { ACCOUNT_DB_FILE, openAccountDb, readsWithKey } from './accountDb/db'
import { createOperatorStore } from './accountDb/operators'
import { rekeyFolder } from './sealing/rekeyFolder'
import { createFileSeal, DamagedFileError } from './files/sealedFiles'
import { KEY_CHECK_FILE, patientFiles } from './sealing/sealedFolder'
import type { Connection } from './settings'
import { withDataDir } from '../../tests/support/folders'
import { forkSupport } from '../../tests/support/children'

const connection: Connection = {
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c-1',
  keychainAccount: 'c-1@https://saas.example',
}
const from = randomBytes(32)
const to = randomBytes(32)
const DATABASES = [ACCOUNT_DB_FILE, CACHE_DB_FILE, AUDIT_DB_FILE]
const PHOTOS = 12

/** An account folder under `from`: its databases, an audit trail of 5 entries and its head, 12 capture photos. */
async function makeFolder(dataDir: string): Promise<{ dir: string; photos: Map<string, Buffer> }> {
  const space = await openAccountSpace(dataDir, connection, from)
  const photos = new Map<string, Buffer>()
  try {
    let last = { seq: 0, mac: '' }
    for (let i = 0; i < 5; i++)
      last = space.audit.append({
        at: new Date(Date.UTC(2026, 10, 26, 9, i)).toISOString(),
        operator: 'op-1',
        action: 'subject.view',
        subjectId: `s-${i}`,
        detail: '{}',
      })
    createOperatorStore(space.db).setState(AUDIT_HEAD_STATE_KEY, `${last.seq}:${last.mac}`)
    for (let i = 0; i < PHOTOS; i++) {
      const name = captureFilePath(`cap-${i}`, 'front')
      const bytes = randomBytes(2048)
      await writeCaptureFile(space.dir, name, bytes, space.seal)
      photos.set(name, bytes)
    }
  } finally {
    space.close()
  }
  return { dir: accountDir(dataDir, connection.keychainAccount), photos }
}

/** Runs the change in a child that dies after `parts` parts; resolves with how it ended. */
function dieAfter(dir: string, parts: number): Promise<NodeJS.Signals | 'finished'> {
  const { child } = forkSupport('rekeyChild.ts', {
    args: [dir, from.toString('hex'), to.toString('hex'), String(parts)],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  return new Promise((done) => child.on('exit', (code, signal) => done(signal ?? 'finished')))
}

/** Which of the two keys each database and sealed file opens with now. */
async function keysOf(dir: string): Promise<Map<string, 'from' | 'to' | 'neither'>> {
  const found = new Map<string, 'from' | 'to' | 'neither'>()
  for (const name of DATABASES) {
    const path = join(dir, name)
    found.set(name, readsWithKey(path, name, to) ? 'to' : readsWithKey(path, name, from) ? 'from' : 'neither')
  }
  for (const name of [...(await patientFiles(dir)), KEY_CHECK_FILE]) {
    const bytes = await readFile(join(dir, name))
    const opens = (key: Buffer) => {
      try {
        createFileSeal(key).open(name, bytes)
        return true
      } catch (e) {
        if (e instanceof DamagedFileError) return false
        throw e
      }
    }
    found.set(name, opens(to) ? 'to' : opens(from) ? 'from' : 'neither')
  }
  return found
}

describe('changing the data key, cut off by a crash', () => {
  it('leaves every part whole under one key, and is finished by running it again', async () => {
    await withDataDir(async (dataDir) => {
      const template = await makeFolder(join(dataDir, 'template'))
      // 3 databases, the audit chain, 12 photos, the key check
      const parts = DATABASES.length + 1 + PHOTOS + 1
      for (const n of [1, 2, 3, 4, 5, 10, parts - 1, parts]) {
        const dir = join(dataDir, `cut-${n}`)
        await cp(template.dir, dir, { recursive: true })
        expect(await dieAfter(dir, n)).toBe('SIGKILL')

        const left = await keysOf(dir)
        expect([...left.values()].filter((key) => key === 'neither')).toEqual([])
        // the parts done are under the new key, the rest still under the old one
        expect([...left.values()].filter((key) => key === 'to').length).toBe(
          Math.min(n, DATABASES.length) + Math.max(0, n - DATABASES.length - 1),
        )

        await rekeyFolder(dir, from, to)
        const after = await keysOf(dir)
        expect([...after.values()].every((key) => key === 'to')).toBe(true)
        const seal = createFileSeal(to)
        for (const [name, bytes] of template.photos)
          expect(Buffer.from(seal.open(name, await readFile(join(dir, name))))).toEqual(bytes)
        const trail = openAuditTrail(dir, to)
        try {
          expect(trail.verify()).toEqual({ ok: true, entries: 5 })
          const head = trail.head()
          const db = openAccountDb(dir, to)
          try {
            expect(createOperatorStore(db).state(AUDIT_HEAD_STATE_KEY)).toBe(`${head?.seq}:${head?.mac}`)
          } finally {
            db.close()
          }
        } finally {
          trail.close()
        }
      }
    })
  }, 120_000)
})
