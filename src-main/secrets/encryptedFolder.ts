/**
 * Whether an account's folder (or the demo's) is encrypted, kept in the OS keychain beside its data key (issue 41):
 * a plain database is adopted only by a folder from before encryption, once, and which folder that is must not be
 * for a file of the folder to say, since an old copy of the folder brings its files back and a file manager
 * deletes them. The item (`encrypted-folder:<keychain account>`) says `migrating` while such a folder is being
 * encrypted and `encrypted` from then on; absent, nothing was recorded yet (a new account, a folder from before
 * encryption, or one encrypted by the version before this record). Decided in work/account/accountOpening.ts and
 * work/demoService.ts. An item holding anything else counts as encrypted: the strict reading.
 */
import type { SecretStore } from './keychain'

export type FolderEncryption = 'migrating' | 'encrypted'

export const encryptedFolderAccount = (keychainAccount: string) => `encrypted-folder:${keychainAccount}`

/** What the keychain recorded for the account's folder; null: nothing yet. */
export async function folderEncryption(
  secrets: SecretStore,
  keychainAccount: string,
): Promise<FolderEncryption | null> {
  const kept = await secrets.get(encryptedFolderAccount(keychainAccount))
  if (kept === null) return null
  return kept.startsWith('migrating ') ? 'migrating' : 'encrypted'
}

/**
 * Records the folder's state with the moment (the value is whole words and a time, so the log's redactor, which is
 * told every value the keychain keeps, hides no ordinary word for it).
 */
export async function recordFolderEncryption(
  secrets: SecretStore,
  keychainAccount: string,
  state: FolderEncryption,
  at: Date = new Date(),
): Promise<void> {
  await secrets.set(encryptedFolderAccount(keychainAccount), `${state} since ${at.toISOString()}`)
}

/** The record goes with the account's data (an erase: secrets/dataKey.ts `forgetDataKey`). */
export async function forgetFolderEncryption(secrets: SecretStore, keychainAccount: string): Promise<void> {
  await secrets.delete(encryptedFolderAccount(keychainAccount))
}
