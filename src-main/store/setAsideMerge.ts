/**
 * A set-aside folder, once sealed again under the account's data key (store/sealing/rekeyFolder.ts), taken back into the
 * account (issue 30: opened with the recovery key): what only this workstation had comes back (the captures
 * waiting to be sent with their photos, the unsent writes of the outbox, the saved report copies, the
 * operators); the copies of the service's records (its cache, cached photos) are not taken back, they come
 * again from the service. Files are moved before their rows are added, and rows already there are left as they
 * are, so a run cut off midway is finished by running it again; the folder goes only once all of it is in.
 */
import { readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type Database from 'better-sqlite3-multiple-ciphers'
import { REPORTS_FOLDER } from './accountSpace'
import { CAPTURES_FOLDER } from './accountDb/captureFiles'
import { ACCOUNT_DB_FILE, openAccountDb } from './accountDb/db'
import { isFile } from './files/fileBytes'
import { UNSENT } from './accountDb/outbox'
import { makePrivateDir } from './files/privateFiles'

/**
 * account.sqlite's tables whose rows only this workstation has, and which of them: captures still to be sent or
 * to be retried (not those done or cancelled), writes not sent, every report copy and operator. `seq` columns are
 * numbered again here.
 */
const TAKEN_BACK = {
  captures: "state NOT IN ('done', 'cancelled')",
  capture_sides: '1',
  outbox: `state IN (${UNSENT.map((state) => `'${state}'`).join(', ')})`,
  reports: '1',
  operators: '1',
} as const

export interface MergeFigures {
  captures: number
  writes: number
  reports: number
}

/**
 * Moves the entries of `from` into `to` that `to` does not have yet (a name already there stays as it is); only
 * those `keep` says yes to.
 */
async function moveEntries(from: string, to: string, keep: (name: string) => boolean = () => true) {
  const names = (await readdir(from).catch(() => [] as string[])).filter(keep)
  if (names.length === 0) return
  await makePrivateDir(to)
  const present = new Set(await readdir(to))
  for (const name of names) if (!present.has(name)) await rename(join(from, name), join(to, name))
}

function columnsOf(db: Database.Database, table: string): string[] {
  return db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .map((c) => c.name)
    .filter((name) => name !== 'seq')
}

/** `aside`: the set-aside folder (opening with `dataKey`); `live`: the account folder and its open database. */
export async function mergeSetAside(
  aside: string,
  live: { dir: string; db: Database.Database },
  dataKey: Uint8Array,
): Promise<MergeFigures> {
  const figures: MergeFigures = { captures: 0, writes: 0, reports: 0 }
  // without its database a set-aside folder's files are named by nothing: nothing to take back
  if (await isFile(join(aside, ACCOUNT_DB_FILE))) {
    const old = openAccountDb(aside, dataKey)
    try {
      // the photos of the captures taken back (each capture's are in a folder named by its id), and report copies
      const captureIds = new Set(
        old
          .prepare<[], { id: string }>(`SELECT id FROM captures WHERE ${TAKEN_BACK.captures}`)
          .all()
          .map((row) => row.id),
      )
      await moveEntries(join(aside, CAPTURES_FOLDER), join(live.dir, CAPTURES_FOLDER), (name) =>
        captureIds.has(name),
      )
      await moveEntries(join(aside, REPORTS_FOLDER), join(live.dir, REPORTS_FOLDER))
      const hasCapture = live.db.prepare<[string], { found: number }>(
        'SELECT 1 AS found FROM captures WHERE id = ?',
      )
      live.db
        .transaction(() => {
          for (const [table, which] of Object.entries(TAKEN_BACK)) {
            const theirs = new Set(columnsOf(old, table))
            const names = columnsOf(live.db, table).filter((n) => theirs.has(n))
            const list = names.map((n) => `"${n}"`).join(', ')
            const insert = live.db.prepare(
              `INSERT OR IGNORE INTO ${table} (${list}) VALUES (${names.map(() => '?').join(', ')})`,
            )
            let added = 0
            // in their order there (the queue's order), and a side only with its capture (one met by another here
            // at the same moment of the same patient stays out, its photos with it)
            for (const row of old
              .prepare(`SELECT ${list} FROM ${table} WHERE ${which} ORDER BY rowid`)
              .raw()
              .iterate()) {
              const values = row as unknown[]
              if (table === 'capture_sides' && !hasCapture.get(String(values[names.indexOf('capture_id')])))
                continue
              added += insert.run(...values).changes
            }
            if (table === 'captures') figures.captures = added
            if (table === 'outbox') figures.writes = added
            if (table === 'reports') figures.reports = added
          }
        })
        .immediate()
    } finally {
      old.close()
    }
  }
  await rm(aside, { recursive: true, force: true })
  return figures
}
