/**
 * After an account folder was sealed again from one data key to another (store/sealing/rekeyFolder.ts), every part of it
 * read back with the new key, before anything of the old key may go (issue 41: the old key's keychain item and its
 * recovery file are deleted only once this finds nothing: work/account/dataKeys.ts). The parts:
 * - each database: it opens with the new key's database key (or is not there);
 * - the audit chain: it holds under the new key's chain key, unless it held under neither key before the change
 *   (`auditBroken`: changed outside the app, left as it was, as evidence);
 * - each sealed file of patient data: it opens with the new key, or with neither (damaged before: left as it was,
 *   as rekeyFolder counted it), never with the old key alone;
 * - the key check: it opens with the new key (or is not there).
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { AUDIT_DB_FILE, openAuditTrail } from '../audit/auditTrail'
import { readsWithKey } from '../accountDb/db'
import { isFile, readIfPresent } from '../files/fileBytes'
import { ACCOUNT_DATABASES } from './plainDatabases'
import { createFileSeal, DamagedFileError, type FileSeal } from '../files/sealedFiles'
import { KEY_CHECK_FILE, patientFiles } from './sealedFolder'

const opens = (seal: FileSeal, name: string, bytes: Uint8Array) => {
  try {
    seal.open(name, bytes)
    return true
  } catch (e) {
    if (e instanceof DamagedFileError) return false
    throw e
  }
}

/** The parts of the folder `dir` that do not open with `to` as they should (empty: none). */
export async function partsNotRekeyed(
  dir: string,
  from: Uint8Array,
  to: Uint8Array,
  auditBroken: boolean,
): Promise<string[]> {
  const left: string[] = []
  for (const name of ACCOUNT_DATABASES) {
    const path = join(dir, name)
    const size = (await stat(path).catch(() => null))?.size ?? 0
    if (size > 0 && !readsWithKey(path, name, to)) left.push(name)
  }
  if (!left.includes(AUDIT_DB_FILE) && !auditBroken && (await isFile(join(dir, AUDIT_DB_FILE)))) {
    const trail = openAuditTrail(dir, to)
    try {
      if (!trail.verify().ok) left.push('audit chain')
    } finally {
      trail.close()
    }
  }
  const oldSeal = createFileSeal(from)
  const newSeal = createFileSeal(to)
  for (const name of await patientFiles(dir)) {
    const bytes = await readIfPresent(join(dir, name))
    if (bytes !== null && !opens(newSeal, name, bytes) && opens(oldSeal, name, bytes)) left.push(name)
  }
  const check = await readIfPresent(join(dir, KEY_CHECK_FILE))
  if (check !== null && !opens(newSeal, KEY_CHECK_FILE, check)) left.push(KEY_CHECK_FILE)
  return left
}
