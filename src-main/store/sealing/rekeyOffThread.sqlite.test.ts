/**
 * A database encrypted again under another key in a worker thread (store/rekeyOffThread.ts; main's event loop
 * goes on meanwhile: `npm run bench key-change` measures it): the same answers as in main, `rekeyed` then
 * `already`, the file then opening with the new key only, and a file that opens with neither key refused as
 * DatabaseKeyError, not as a failed worker.
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseKey } from '../accountDb/databaseKey'
import { ACCOUNT_DB_FILE, DatabaseKeyError, openAccountDb, readsWithKey } from '../accountDb/db'
import { rekeyDatabaseOffThread } from './rekeyOffThread'
import { withDataDir } from '../../../tests/support/folders'

describe('a database rekeyed off main’s thread', () => {
  it('answers as in main, and refuses a file that opens with neither key', async () => {
    await withDataDir(async (dir) => {
      const from = randomBytes(32)
      const to = randomBytes(32)
      const db = openAccountDb(dir, from)
      db.prepare("INSERT INTO workstation_state (key, value) VALUES ('kept', 'yes')").run()
      db.close()
      const path = join(dir, ACCOUNT_DB_FILE)
      const keys = [databaseKey(from, ACCOUNT_DB_FILE), databaseKey(to, ACCOUNT_DB_FILE)] as const
      expect(await rekeyDatabaseOffThread(path, ...keys)).toBe('rekeyed')
      expect(await rekeyDatabaseOffThread(path, ...keys)).toBe('already')
      expect(readsWithKey(path, ACCOUNT_DB_FILE, to)).toBe(true)
      expect(readsWithKey(path, ACCOUNT_DB_FILE, from)).toBe(false)
      const again = openAccountDb(dir, to)
      expect(again.prepare("SELECT value FROM workstation_state WHERE key = 'kept'").get()).toEqual({
        value: 'yes',
      })
      again.close()
      const other = databaseKey(randomBytes(32), ACCOUNT_DB_FILE)
      await expect(rekeyDatabaseOffThread(path, other, other)).rejects.toBeInstanceOf(DatabaseKeyError)
    })
  })
})
