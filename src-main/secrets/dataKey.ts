/**
 * Each account's data key: 32 random bytes made on this workstation, kept in the OS keychain beside the API key
 * (as base64, under `data-key:<keychain account>`). Never sent to the renderer, logged or written to disk.
 */
import { randomBytes } from 'node:crypto'
import type { SecretStore } from './keychain'

/** A data key is an AES-256 key; `store/sealedFiles.ts` checks the length of the key it is given. */
export const DATA_KEY_BYTES = 32

export const dataKeyAccount = (keychainAccount: string) => `data-key:${keychainAccount}`

/** The account's data key; a new one when the keychain has none (`created`: true). */
export async function accountDataKey(
  secrets: SecretStore,
  keychainAccount: string,
): Promise<{ key: Uint8Array; created: boolean }> {
  const kept = await secrets.get(dataKeyAccount(keychainAccount))
  const key = kept === null ? null : Buffer.from(kept, 'base64')
  if (key && key.byteLength === DATA_KEY_BYTES) return { key, created: false }
  const made = randomBytes(DATA_KEY_BYTES)
  await secrets.set(dataKeyAccount(keychainAccount), made.toString('base64'))
  return { key: made, created: true }
}

export async function forgetDataKey(secrets: SecretStore, keychainAccount: string): Promise<void> {
  await secrets.delete(dataKeyAccount(keychainAccount))
}
