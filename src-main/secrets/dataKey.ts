/**
 * Each account's data key: 32 random bytes made on this workstation, kept in the OS keychain beside the API key
 * (as base64). Never sent to the renderer, logged or written to disk.
 *
 * A keychain item is never overwritten (issue 30): the first key is `data-key:<keychain account>`; when no item
 * holds a readable key (all absent, or damaged: not base64 of 32 bytes), a new one goes into the next free
 * generation above every item (`data-key:<keychain account>#1`, `#2`, …), so a damaged or older key stays where it was, for the
 * data it sealed (set aside, never deleted: store/sealing/setAside.ts) to be opened again should it be readable once more.
 * The key in use is the readable one of the highest generation. A change of key (work/account/dataKeys.ts) past
 * the last item takes the lowest free one; its note says which key is new until the change is done.
 */
import { randomBytes } from 'node:crypto'
import { forgetFolderEncryption } from './encryptedFolder'
import type { SecretStore } from './keychain'

/** A data key is an AES-256 key; `store/files/sealedFiles.ts` checks the length of the key it is given. */
export const DATA_KEY_BYTES = 32
/** Generations looked at: a new one is made only when none of them holds a readable key. */
export const DATA_KEY_GENERATIONS = 8

export const dataKeyAccount = (keychainAccount: string, generation = 0) =>
  generation === 0 ? `data-key:${keychainAccount}` : `data-key:${keychainAccount}#${generation}`

const readable = (kept: string | null): Buffer | null => {
  if (kept === null || !/^[A-Za-z0-9+/]+={0,2}$/.test(kept)) return null
  const key = Buffer.from(kept, 'base64')
  return key.byteLength === DATA_KEY_BYTES ? key : null
}

export class DataKeyItemsFullError extends Error {
  constructor() {
    super(`every data key item of the keychain (${DATA_KEY_GENERATIONS}) is taken and none is readable`)
    this.name = 'DataKeyItemsFullError'
  }
}

/** The key a generation's item holds, or null (absent, or not a key). */
export async function dataKeyOfGeneration(
  secrets: SecretStore,
  keychainAccount: string,
  generation: number,
): Promise<Buffer | null> {
  return readable(await secrets.get(dataKeyAccount(keychainAccount, generation)))
}

interface Generations {
  /** The readable key of the highest generation, or null. */
  newest: { generation: number; key: Buffer } | null
  highestTaken: number
  unreadable: number
}

async function generations(secrets: SecretStore, keychainAccount: string): Promise<Generations> {
  let newest: Generations['newest'] = null
  let highestTaken = -1
  let unreadable = 0
  for (let generation = 0; generation < DATA_KEY_GENERATIONS; generation++) {
    const kept = await secrets.get(dataKeyAccount(keychainAccount, generation))
    if (kept === null) continue
    highestTaken = generation
    const key = readable(kept)
    if (key) newest = { generation, key }
    else unreadable += 1
  }
  return { newest, highestTaken, unreadable }
}

/** The account's data key in use and its generation (null when no item holds a readable one). */
export async function currentDataKey(
  secrets: SecretStore,
  keychainAccount: string,
): Promise<{ generation: number; key: Buffer } | null> {
  return (await generations(secrets, keychainAccount)).newest
}

/**
 * The generation a rotation's new key takes: the first free one above every item; once the last item is taken
 * (rotations climb, each leaving the item below it free), the lowest free one. A rotation's note names the new
 * key's generation, so it needs not be the highest; once it is done the old key's item is gone.
 */
export async function nextDataKeyGeneration(secrets: SecretStore, keychainAccount: string): Promise<number> {
  const { highestTaken } = await generations(secrets, keychainAccount)
  if (highestTaken + 1 < DATA_KEY_GENERATIONS) return highestTaken + 1
  for (let generation = 0; generation < DATA_KEY_GENERATIONS; generation++)
    if ((await secrets.get(dataKeyAccount(keychainAccount, generation))) === null) return generation
  throw new DataKeyItemsFullError()
}

/** 32 random bytes for a new data key (a change makes it before its note, which it authenticates: dataKeys.ts). */
export const newDataKey = (): Buffer => randomBytes(DATA_KEY_BYTES)

/**
 * A new data key in `generation` (a rotation's: the one nextDataKeyGeneration named; `made`: the key a change
 * made first, else a new one); an item already there is never overwritten (refused).
 */
export async function addDataKey(
  secrets: SecretStore,
  keychainAccount: string,
  generation: number,
  made: Buffer = newDataKey(),
): Promise<Buffer> {
  if (made.byteLength !== DATA_KEY_BYTES) throw new Error('a data key is 32 bytes')
  const item = dataKeyAccount(keychainAccount, generation)
  if ((await secrets.get(item)) !== null) throw new Error(`data key item ${generation} is taken`)
  await secrets.set(item, made.toString('base64'))
  return made
}

/** One generation's item goes (a rotation finished: nothing is sealed with its key any more). */
export async function forgetDataKeyGeneration(
  secrets: SecretStore,
  keychainAccount: string,
  generation: number,
): Promise<void> {
  await secrets.delete(dataKeyAccount(keychainAccount, generation))
}

/**
 * The account's data key; a new one when no item of the keychain holds a readable one (`created`: true), in the
 * first free generation. `unreadable`: items there that hold something other than a key (kept as they are).
 */
export async function accountDataKey(
  secrets: SecretStore,
  keychainAccount: string,
): Promise<{ key: Uint8Array; created: boolean; unreadable: number }> {
  const { newest, highestTaken, unreadable } = await generations(secrets, keychainAccount)
  if (newest) return { key: newest.key, created: false, unreadable }
  // above every item there is: should an older one read again, the newest key stays the one in use
  if (highestTaken + 1 >= DATA_KEY_GENERATIONS) throw new DataKeyItemsFullError()
  return { key: await addDataKey(secrets, keychainAccount, highestTaken + 1), created: true, unreadable }
}

/**
 * Every generation of the account's data key goes (the account is erased), and with them the record that its folder
 * was encrypted (secrets/encryptedFolder.ts): the folder is gone, a new one starts from nothing.
 */
export async function forgetDataKey(secrets: SecretStore, keychainAccount: string): Promise<void> {
  for (let generation = 0; generation < DATA_KEY_GENERATIONS; generation++)
    await secrets.delete(dataKeyAccount(keychainAccount, generation))
  await forgetFolderEncryption(secrets, keychainAccount)
}
