/**
 * The account folder's files under its data key: a `key-check` file says which key sealed them. Opened with
 * the same key: nothing to do, but that files of an older seal version are sealed again, once. No check yet (a
 * folder from before sealing, as the keychain tells: `sealPlain`): every plain file of patient data is sealed in
 * place, once. Another key (the keychain lost the old one): what was sealed cannot be read with it, so
 * it is set aside (captures, photos, reports: store/sealing/setAside.ts), never deleted; the copies come again from the
 * service, and an administrator decides about the rest.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomicFile'
import { CAPTURES_FOLDER } from '../accountDb/captureFiles'
import { readIfPresent } from '../files/fileBytes'
import { PHOTOS_FOLDER } from '../cache/photoFiles'
import { setAside } from './setAside'
import { DamagedFileError, isCurrentSeal, isSealed, type FileSeal } from '../files/sealedFiles'

export const KEY_CHECK_FILE = 'key-check'
const KEY_CHECK_TEXT = new TextEncoder().encode('skin-analysis-workstation data key')
const SEALED_FOLDERS = [CAPTURES_FOLDER, PHOTOS_FOLDER, 'reports']

export type KeyState = 'same' | 'first' | 'lost'

/** Every file under the folders of patient data, as names relative to the account folder ('/'-separated). */
export async function patientFiles(dir: string): Promise<string[]> {
  const names: string[] = []
  const walk = async (relative: string) => {
    const entries = await readdir(join(dir, relative), { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const name = `${relative}/${entry.name}`
      if (entry.isDirectory()) await walk(name)
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) names.push(name)
    }
  }
  for (const folder of SEALED_FOLDERS) await walk(folder)
  return names
}

/**
 * Seals every file of an older seal version again, in the version written now (issue 30), each replaced whole
 * (atomically); the key check last, so a process killed midway does the rest at the next start. A file that does
 * not open is left as it is (it is reported where it is read).
 */
async function resealOlder(dir: string, seal: FileSeal): Promise<void> {
  for (const name of await patientFiles(dir)) {
    const bytes = await readIfPresent(join(dir, name))
    if (bytes === null || !isSealed(bytes) || isCurrentSeal(bytes)) continue
    let plain: Uint8Array
    try {
      plain = seal.open(name, bytes)
    } catch (e) {
      if (e instanceof DamagedFileError) continue
      throw e
    }
    await writeFileAtomic(join(dir, name), seal.seal(name, plain))
  }
  await writeFileAtomic(join(dir, KEY_CHECK_FILE), seal.seal(KEY_CHECK_FILE, KEY_CHECK_TEXT))
}

/**
 * `asideIn`: the set-aside folder name for this opening; with another key, the sealed folders and the old check go
 * there (store/sealing/setAside.ts), never deleted.
 * `sealPlain`: a folder from before encryption (the keychain says so: store/sealing/plainDatabases.ts): with no key check
 * yet, its plain files of patient data are sealed in place, once. Otherwise a missing key check only means a new
 * one is written: a plain file stays as it is, unreadable where it is read, never taken for patient data.
 */
export async function settleDataKey(
  dir: string,
  seal: FileSeal,
  asideIn: string,
  sealPlain = false,
): Promise<KeyState> {
  const check = await readIfPresent(join(dir, KEY_CHECK_FILE))
  if (check !== null) {
    try {
      seal.open(KEY_CHECK_FILE, check)
      if (!isCurrentSeal(check)) await resealOlder(dir, seal)
      return 'same'
    } catch (e) {
      if (!(e instanceof DamagedFileError)) throw e
    }
    await setAside(dir, asideIn, [...SEALED_FOLDERS, KEY_CHECK_FILE])
    await writeFileAtomic(join(dir, KEY_CHECK_FILE), seal.seal(KEY_CHECK_FILE, KEY_CHECK_TEXT))
    return 'lost'
  }
  for (const name of sealPlain ? await patientFiles(dir) : []) {
    const bytes = await readIfPresent(join(dir, name))
    if (bytes !== null && !isSealed(bytes)) await writeFileAtomic(join(dir, name), seal.seal(name, bytes))
  }
  await writeFileAtomic(join(dir, KEY_CHECK_FILE), seal.seal(KEY_CHECK_FILE, KEY_CHECK_TEXT))
  return 'first'
}
