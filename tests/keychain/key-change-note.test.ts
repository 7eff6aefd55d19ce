/**
 * The key change's note is checked, never trusted (issue 41). An account folder with its data key in a real Secret
 * Service (npm test runs gnome-keyring in a private D-Bus session), a capture photo, and a recovery key; then a
 * `key-rotation.json` the app did not write, read by a start (work/account/dataKeys.ts `finishKeyRotation`):
 * - `{"from":0,"to":0}` as the issue found it, the same with a mac of zeros, and a note naming a second key item
 *   that is there but with a mac nobody made with both keys: each leaves the key item, the recovery file and every
 *   byte of the folder as they were, and the account opens with its photo;
 * - a change whose rekey left a file under the old key (a stand-in for a disk that lost a write: the only fake
 *   here) keeps both keys and the recovery file, and says the change is not finished; the next start finishes it,
 *   a plain database put in the folder meanwhile set aside rather than stopping it.
 */
import Database from 'better-sqlite3-multiple-ciphers'
import { createHash, randomBytes } from 'node:crypto'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addDataKey, dataKeyAccount, forgetDataKey } from '../../src-main/secrets/dataKey'
import { createKeychain } from '../../src-main/secrets/keychain'
import { dataKeyId, wrapDataKey } from '../../src-main/secrets/recoveryKey'
import { accountDir } from '../../src-main/store/accountSpace'
import { CACHE_DB_FILE } from '../../src-main/store/cache/cacheDb'
import {
  captureFilePath,
  readCaptureFile,
  writeCaptureFile,
} from '../../src-main/store/accountDb/captureFiles'
import { readRecoveryFiles, writeRecoveryFile } from '../../src-main/store/sealing/recoveryFiles'
import { rekeyFolder } from '../../src-main/store/sealing/rekeyFolder'
import { createFileSeal } from '../../src-main/store/files/sealedFiles'
import { isPlainSetAside, SET_ASIDE_FOLDER } from '../../src-main/store/sealing/setAside'
import type { Connection } from '../../src-main/store/settings'
import { openAccountData } from '../../src-main/work/account/accountOpening'
import { beginKeyRotation, finishKeyRotation, ROTATION_NOTE } from '../../src-main/work/account/dataKeys'
import { withDataDir } from '../support/folders'

const secrets = createKeychain(`skin-analysis-workstation-test-${randomBytes(4).toString('hex')}`)
const used: string[] = []
afterAll(async () => {
  for (const account of used) await forgetDataKey(secrets, account)
})

const photo = randomBytes(4096)
const name = captureFilePath('cap-1', 'front')
// a cheap scrypt: the recovery key's cost is not what is under test
const cheap = { N: 2 ** 14, r: 8, p: 1 }

/** An account folder under the keychain's key (generation 0), with a capture photo and a recovery key. */
async function accountWithData(dataDir: string, companyId: string) {
  const keychainAccount = `${companyId}@https://saas.example`
  used.push(keychainAccount)
  const connection: Connection = {
    mode: 'remote',
    baseUrl: 'https://saas.example',
    companyId,
    keychainAccount,
  }
  const space = await openAccountData(secrets, dataDir, connection)
  try {
    await writeCaptureFile(space.dir, name, photo, space.seal)
    await writeRecoveryFile(
      space.dir,
      await wrapDataKey(space.dataKey, 'lantern orchard 1987', new Date(), cheap),
    )
  } finally {
    space.close()
  }
  const dir = accountDir(dataDir, keychainAccount)
  expect((await readRecoveryFiles(dir)).map((file) => file.keyId)).toEqual([dataKeyId(space.dataKey)])
  return { connection, keychainAccount, dir }
}

/** Every file of the folder and its bytes' hash, but the note itself. */
async function folderState(dir: string): Promise<Record<string, string>> {
  const state: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === ROTATION_NOTE) continue
    const path = join(entry.parentPath, entry.name)
    state[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
  }
  return state
}

describe('a key change note the app did not write', () => {
  it.each([
    ['{"from":0,"to":0}', '{"from":0,"to":0}'],
    [
      'the same with a started time and a mac of zeros',
      JSON.stringify({ from: 0, to: 0, started: '2026-11-27T10:00:00Z', mac: '0'.repeat(64) }),
    ],
  ])('%s leaves the key, the recovery file and the data as they were', (_, note) =>
    withDataDir(async (dataDir) => {
      const account = await accountWithData(dataDir, `c-note-${randomBytes(3).toString('hex')}`)
      const key = await secrets.get(dataKeyAccount(account.keychainAccount))
      const recovery = await readRecoveryFiles(account.dir)
      const before = await folderState(account.dir)
      await writeFile(join(account.dir, ROTATION_NOTE), note)

      await finishKeyRotation(secrets, account.keychainAccount, account.dir)
      expect(await secrets.get(dataKeyAccount(account.keychainAccount))).toBe(key)
      expect(await readRecoveryFiles(account.dir)).toEqual(recovery)
      expect(await folderState(account.dir)).toEqual(before)

      // a start opens the account with its key as before: nothing set aside, the photo reads back
      const space = await openAccountData(secrets, dataDir, account.connection)
      try {
        expect(space.keyState).toBe('same')
        expect(Buffer.from(await readCaptureFile(space.dir, name, space.seal))).toEqual(photo)
        expect(dataKeyId(space.dataKey)).toBe(recovery[0]?.keyId)
      } finally {
        space.close()
      }
      expect(await secrets.get(dataKeyAccount(account.keychainAccount))).toBe(key)
    }),
  )

  it('naming a second key item that is there, with a mac not made with both keys, changes nothing', () =>
    withDataDir(async (dataDir) => {
      const account = await accountWithData(dataDir, `c-note-${randomBytes(3).toString('hex')}`)
      const key = await secrets.get(dataKeyAccount(account.keychainAccount))
      const second = await addDataKey(secrets, account.keychainAccount, 1)
      const before = await folderState(account.dir)
      const forged = {
        from: 0,
        to: 1,
        started: new Date().toISOString(),
        mac: randomBytes(32).toString('hex'),
      }
      await writeFile(join(account.dir, ROTATION_NOTE), JSON.stringify(forged))

      await finishKeyRotation(secrets, account.keychainAccount, account.dir)
      expect(await secrets.get(dataKeyAccount(account.keychainAccount))).toBe(key)
      expect(await secrets.get(dataKeyAccount(account.keychainAccount, 1))).toBe(second.toString('base64'))
      expect(await folderState(account.dir)).toEqual(before)
    }))
})

describe('a key change', () => {
  it('keeps both keys and the recovery file until every part reads back with the new key', () =>
    withDataDir(async (dataDir) => {
      const account = await accountWithData(dataDir, `c-note-${randomBytes(3).toString('hex')}`)
      const recovery = await readRecoveryFiles(account.dir)
      const { from, to } = await beginKeyRotation(secrets, account.keychainAccount, account.dir)
      // the rekey ends, but the photo's new bytes never reached the disk: it is still sealed with the old key
      const lostWrite: typeof rekeyFolder = async (dir, oldKey, newKey) => {
        const figures = await rekeyFolder(dir, oldKey, newKey)
        await writeFile(join(dir, name), createFileSeal(oldKey).seal(name, photo))
        return figures
      }
      await expect(
        finishKeyRotation(secrets, account.keychainAccount, account.dir, lostWrite),
      ).rejects.toThrow(/not finished/)
      expect(await secrets.get(dataKeyAccount(account.keychainAccount, 0))).toBe(from.toString('base64'))
      expect(await secrets.get(dataKeyAccount(account.keychainAccount, 1))).toBe(to.toString('base64'))
      expect(await readRecoveryFiles(account.dir)).toEqual(recovery)
      expect(await readdir(account.dir)).toContain(ROTATION_NOTE)

      // meanwhile someone puts a plain cache.sqlite in the folder: no part of it, set aside, no reason to stop
      await rm(join(account.dir, CACHE_DB_FILE), { force: true })
      const planted = new Database(join(account.dir, CACHE_DB_FILE))
      planted.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
      planted.close()
      // the next start finishes it: the old key and its recovery file go once everything opens with the new key
      const space = await openAccountData(secrets, dataDir, account.connection)
      try {
        expect((await readdir(join(account.dir, SET_ASIDE_FOLDER))).filter(isPlainSetAside)).toHaveLength(1)
        expect(space.keyState).toBe('same')
        expect(Buffer.from(space.dataKey)).toEqual(to)
        expect(Buffer.from(await readCaptureFile(space.dir, name, space.seal))).toEqual(photo)
      } finally {
        space.close()
      }
      expect(await secrets.get(dataKeyAccount(account.keychainAccount, 0))).toBeNull()
      expect(await readRecoveryFiles(account.dir)).toEqual([])
      expect(await readdir(account.dir)).not.toContain(ROTATION_NOTE)
    }))
})
