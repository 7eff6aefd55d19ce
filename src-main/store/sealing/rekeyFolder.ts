/**
 * Everything of an account folder (the live one, or one set aside after a key loss) sealed again from one data
 * key to another (issue 30: a key rotated, or a set-aside folder opened with the recovery key): its databases
 * (SQLite3 Multiple Ciphers' rekey), the audit chain's macs, and every sealed file of patient data with its key
 * check. Each part finds for itself whether it is done already, so a run cut off midway (a crash, the power) is
 * finished by running it again with the same two keys. Nothing here decides which keys: work/account/dataKeys.ts.
 */
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomicFile'
import { AUDIT_DB_FILE, AUDIT_HEAD_STATE_KEY, rechainAuditFile } from '../audit/auditTrail'
import { databaseKey } from '../accountDb/databaseKey'
import { openAccountDb } from '../accountDb/db'
import { isFile, readIfPresent } from '../files/fileBytes'
import { ACCOUNT_DATABASES } from './plainDatabases'
import { rekeyDatabaseOffThread } from './rekeyOffThread'
import { createFileSeal, DamagedFileError } from '../files/sealedFiles'
import { KEY_CHECK_FILE, patientFiles } from './sealedFolder'

export interface RekeyFigures {
  databases: number
  files: number
  /** Files that opened with neither key (damaged before): left as they are, as everywhere they are read. */
  unreadable: number
  /** The audit chain held under neither key: left as it is (evidence), never repaired. */
  auditBroken: boolean
}

/** `onStep`: told after each part is done (a database, the audit chain, a file), by its name; for a crash test. */
export async function rekeyFolder(
  dir: string,
  from: Uint8Array,
  to: Uint8Array,
  onStep: (name: string) => void = () => undefined,
): Promise<RekeyFigures> {
  const figures: RekeyFigures = { databases: 0, files: 0, unreadable: 0, auditBroken: false }
  for (const name of ACCOUNT_DATABASES) {
    // off main's thread: a database's rekey is one synchronous call over every page
    const done = await rekeyDatabaseOffThread(join(dir, name), databaseKey(from, name), databaseKey(to, name))
    if (done === 'rekeyed') figures.databases += 1
    onStep(name)
  }
  await rechainAudit(dir, from, to, figures)
  onStep('audit chain')
  const oldSeal = createFileSeal(from)
  const newSeal = createFileSeal(to)
  // the key check last: while it still names the old key, a start finishes the rest (work/account/dataKeys.ts)
  for (const name of [...(await patientFiles(dir)), KEY_CHECK_FILE]) {
    const bytes = await readIfPresent(join(dir, name))
    if (bytes === null) continue
    try {
      newSeal.open(name, bytes)
      continue
    } catch (e) {
      if (!(e instanceof DamagedFileError)) throw e
    }
    try {
      await writeFileAtomic(join(dir, name), newSeal.seal(name, oldSeal.open(name, bytes)))
      figures.files += 1
    } catch (e) {
      if (!(e instanceof DamagedFileError)) throw e
      figures.unreadable += 1
    }
    onStep(name)
  }
  return figures
}

/** The audit chain made again under the new key, and its head in account.sqlite with it (in the same folder). */
async function rechainAudit(dir: string, from: Uint8Array, to: Uint8Array, figures: RekeyFigures) {
  if (!(await isFile(join(dir, AUDIT_DB_FILE)))) return
  const { state, head } = rechainAuditFile(join(dir, AUDIT_DB_FILE), from, to)
  if (state === 'broken') figures.auditBroken = true
  if (head === null) return
  const db = openAccountDb(dir, to)
  try {
    // only a head that names the same last entry: one further on says the trail was cut, and stays saying so
    db.prepare("UPDATE workstation_state SET value = ? WHERE key = ? AND value LIKE ? || ':%'").run(
      `${head.seq}:${head.mac}`,
      AUDIT_HEAD_STATE_KEY,
      String(head.seq),
    )
  } finally {
    db.close()
  }
}
