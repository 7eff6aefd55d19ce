/**
 * The account's data key over its life (issue 30): its recovery key, a rotation to a new key, and the data set
 * aside after a key loss opened again with the recovery key. The keychain holds the keys (secrets/dataKey.ts:
 * generations, never overwritten); the folder's files are sealed again by store/sealing/rekeyFolder.ts.
 *
 * A rotation is written down before it starts (`key-rotation.json`: the two generations, no key, a mac made with
 * both keys: rotationNote.ts): the new key goes into the next free generation, everything is sealed again and read
 * back with it, then the old generation's item and its recovery key go, then the note. A start that finds the note
 * finishes it first (finishKeyRotation, before the key is read), so a crash midway loses nothing: every file opens
 * with one of the two keys until it is done. A note nobody made with both keys changes nothing.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { RecoveryState, SetAsideOpened } from '../../../src-shared/contract'
import { RECOVERY_PASSPHRASE_MIN_LENGTH } from '../../../src-shared/contractValues'
import { logFor } from '../../log/log'
import type { SecretStore } from '../../secrets/keychain'
import {
  addDataKey,
  currentDataKey,
  dataKeyOfGeneration,
  forgetDataKeyGeneration,
  newDataKey,
  nextDataKeyGeneration,
} from '../../secrets/dataKey'
import { dataKeyId, unwrapDataKey, wrapDataKey } from '../../secrets/recoveryKey'
import { ACCOUNT_DB_FILE, openAccountDb, readsWithKey, type AppDb } from '../../store/accountDb/db'
import { readIfPresent } from '../../store/files/fileBytes'
import { createOperatorStore } from '../../store/accountDb/operators'
import { readRecoveryFiles, removeRecoveryFile, writeRecoveryFile } from '../../store/sealing/recoveryFiles'
import { partsNotRekeyed } from '../../store/sealing/rekeyCheck'
import { rekeyFolder } from '../../store/sealing/rekeyFolder'
import { mergeSetAside } from '../../store/setAsideMerge'
import { setAsidePlainDatabases } from '../../store/sealing/plainDatabases'
import { isPlainSetAside, setAsideFolders, setAsideName } from '../../store/sealing/setAside'
import { createFileSeal, DamagedFileError } from '../../store/files/sealedFiles'
import { KEY_CHECK_FILE } from '../../store/sealing/sealedFolder'
import { AppFailure } from '../appFailure'
import { isAuthentic, readNote, ROTATION_NOTE, signedNote, writeNote } from './rotationNote'
import { followAnchorToKey } from '../audit/anchorFollow'

const log = logFor('data key')

export { ROTATION_NOTE } from './rotationNote'
const ROTATED_AT = 'data_key_rotated_at'

/**
 * At the account's opening, before its key is read: a rotation cut off is finished (nothing to do without a
 * note). A note this app did not make with both keys is refused and left where it is, and nothing it names is
 * touched (rotationNote.ts). The old key's item and recovery file go only once every part of the folder was read
 * back with the new key (store/sealing/rekeyCheck.ts); until then this throws, and the account does not open rather than
 * set its data aside. `rekey`: store/sealing/rekeyFolder.ts (a test gives one that stops short).
 */
export async function finishKeyRotation(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
  rekey: typeof rekeyFolder = rekeyFolder,
) {
  const note = await readNote(dir)
  if (note === null) return
  if (note === 'unreadable') {
    log.warn(`${ROTATION_NOTE} is not a key change note of this app: ignored, no key or file touched`)
    return
  }
  const to = await dataKeyOfGeneration(secrets, keychainAccount, note.to)
  const from = note.from === note.to ? to : await dataKeyOfGeneration(secrets, keychainAccount, note.from)
  // without the new key nothing was sealed with it (it is stored after the note, before anything is sealed
  // again); without the old one the change was done. Either way the note goes, and nothing else.
  if (to === null || from === null) return rm(join(dir, ROTATION_NOTE), { force: true })
  if (!isAuthentic(note, from, to)) {
    log.warn(`${ROTATION_NOTE} was not made by a key change of this account: ignored, no key or file touched`)
    return
  }
  // a plain database put in the folder meanwhile is no part of it: set aside as evidence, not a reason to stop
  await setAsidePlainDatabases(dir, setAsideName(new Date()))
  const figures = await rekey(dir, from, to)
  const left = await partsNotRekeyed(dir, from, to, figures.auditBroken)
  if (left.length > 0)
    throw new Error(
      `the data key change is not finished (${left.length} part(s) do not open with the new key): both keys are kept`,
    )
  await followAnchorToKey(secrets, keychainAccount, dir, from, to)
  const db = openAccountDb(dir, to)
  try {
    createOperatorStore(db).setState(ROTATED_AT, new Date().toISOString())
  } finally {
    db.close()
  }
  await removeRecoveryFile(dir, dataKeyId(from))
  await forgetDataKeyGeneration(secrets, keychainAccount, note.from)
  log.info(
    `data key rotated (generation ${note.from} → ${note.to}): ${figures.databases} database(s), ${figures.files} file(s) sealed again` +
      (figures.unreadable ? `, ${figures.unreadable} damaged file(s) left as they were` : '') +
      (figures.auditBroken ? ', the audit trail was already broken and was left as it was' : ''),
  )
  await rm(join(dir, ROTATION_NOTE), { force: true })
}

/**
 * The first half of a rotation: the new key is made, then the note naming both generations is written with its
 * mac (it needs both keys), then the key goes into the next free keychain generation. A crash after the note and
 * before the key leaves a note whose new key is absent: dropped at the next start.
 */
export async function beginKeyRotation(
  secrets: SecretStore,
  keychainAccount: string,
  dir: string,
): Promise<{ from: Buffer; to: Buffer }> {
  const current = await currentDataKey(secrets, keychainAccount)
  if (!current) throw new Error('the account has no data key to rotate')
  const generation = await nextDataKeyGeneration(secrets, keychainAccount)
  const made = newDataKey()
  const fields = { from: current.generation, to: generation, started: new Date().toISOString() }
  await writeNote(dir, signedNote(fields, current.key, made))
  await addDataKey(secrets, keychainAccount, generation, made)
  return { from: current.key, to: made }
}

/** A new data key for the account, its folder sealed again under it; run with nothing of the folder open. */
export async function rotateDataKey(secrets: SecretStore, keychainAccount: string, dir: string) {
  await beginKeyRotation(secrets, keychainAccount, dir)
  await finishKeyRotation(secrets, keychainAccount, dir)
}

/** The recovery key's state for the data key in use. */
export async function recoveryState(dir: string, dataKey: Uint8Array, db: AppDb): Promise<RecoveryState> {
  const id = dataKeyId(dataKey)
  const mine = (await readRecoveryFiles(dir)).find((file) => file.keyId === id)
  return { madeAt: mine?.made ?? null, rotatedAt: createOperatorStore(db).state(ROTATED_AT) }
}

export async function makeRecoveryKey(
  dir: string,
  dataKey: Uint8Array,
  db: AppDb,
  args: { passphrase: string; repeat: string },
): Promise<RecoveryState> {
  if ([...args.passphrase].length < RECOVERY_PASSPHRASE_MIN_LENGTH)
    throw new AppFailure(
      'recovery_passphrase_short',
      { min: String(RECOVERY_PASSPHRASE_MIN_LENGTH) },
      'passphrase',
    )
  if (args.passphrase !== args.repeat) throw new AppFailure('recovery_passphrase_mismatch', {}, 'repeat')
  await writeRecoveryFile(dir, await wrapDataKey(dataKey, args.passphrase, new Date()))
  return recoveryState(dir, dataKey, db)
}

/** Which of `keys` the set-aside folder was sealed with (its key check, else its account database). */
async function keyOfFolder(folder: string, keys: readonly Uint8Array[]): Promise<Uint8Array | null> {
  const check = await readIfPresent(join(folder, KEY_CHECK_FILE))
  for (const key of keys) {
    if (check !== null) {
      try {
        createFileSeal(key).open(KEY_CHECK_FILE, check)
        return key
      } catch (e) {
        if (!(e instanceof DamagedFileError)) throw e
      }
    } else if (readsWithKey(join(folder, ACCOUNT_DB_FILE), ACCOUNT_DB_FILE, key)) return key
  }
  return null
}

/**
 * Every set-aside folder a recovery key of this passphrase opens: sealed again under the key in use and taken
 * back into the account (store/setAsideMerge.ts). Folders it does not open stay as they are.
 */
export async function openSetAside(
  space: { dir: string; db: AppDb },
  dataKey: Uint8Array,
  passphrase: string,
): Promise<SetAsideOpened> {
  const files = await readRecoveryFiles(space.dir)
  if (files.length === 0) throw new AppFailure('recovery_none')
  const keys: Uint8Array[] = []
  for (const file of files) {
    const key = await unwrapDataKey(file, passphrase)
    if (key) keys.push(key)
  }
  if (keys.length === 0) throw new AppFailure('recovery_passphrase_wrong', {}, 'passphrase')
  // the key in use too: a folder sealed again by a run cut off before it was taken back
  keys.push(dataKey)
  const opened: SetAsideOpened = { folders: 0, stillClosed: 0, captures: 0, writes: 0, reports: 0 }
  // refused plain databases are evidence, not data a key opens: they stay as they are
  for (const relative of (await setAsideFolders(space.dir)).filter((f) => !isPlainSetAside(f))) {
    const folder = join(space.dir, relative)
    const key = await keyOfFolder(folder, keys)
    if (!key) {
      opened.stillClosed += 1
      continue
    }
    await rekeyFolder(folder, key, dataKey)
    const figures = await mergeSetAside(folder, space, dataKey)
    opened.folders += 1
    opened.captures += figures.captures
    opened.writes += figures.writes
    opened.reports += figures.reports
  }
  log.info(
    `set-aside data opened with the recovery key: ${opened.folders} folder(s) taken back (${opened.captures} capture(s), ${opened.writes} write(s), ${opened.reports} report(s)); ${opened.stillClosed} still closed`,
  )
  return opened
}
