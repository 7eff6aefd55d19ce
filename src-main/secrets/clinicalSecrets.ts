/**
 * The clinical targets' secrets in the keychain (issue 44), named by the account's keychain account like its data
 * key (dataKey.ts): the record system's bearer token, its SMART Backend Services private key (a JWK), and the image
 * archive's password or token. Never in the database, never back over the bridge, never in a log (the keychain
 * main uses tells the log's redactor each one: keptOutOfLog.ts). Forgotten with the account (mainApp/accountErasing.ts).
 */
import type { SecretStore } from './keychain'

export type ClinicalSecret = 'record-token' | 'record-smart-key' | 'archive-secret'
export const clinicalSecrets: readonly ClinicalSecret[] = [
  'record-token',
  'record-smart-key',
  'archive-secret',
]

/** The keychain account of one of the account's clinical secrets. */
export const clinicalSecretAccount = (secret: ClinicalSecret, keychainAccount: string) =>
  `${secret}:${keychainAccount}`

/** The account's clinical secrets, each read, written or removed by its name. */
export function clinicalSecretsOf(secrets: SecretStore, keychainAccount: string) {
  const name = (secret: ClinicalSecret) => clinicalSecretAccount(secret, keychainAccount)
  return {
    get: (secret: ClinicalSecret): Promise<string | null> => secrets.get(name(secret)),
    /** Saves `value`; '' removes it. */
    async set(secret: ClinicalSecret, value: string): Promise<void> {
      if (value === '') await secrets.delete(name(secret))
      else await secrets.set(name(secret), value)
    },
    has: async (secret: ClinicalSecret): Promise<boolean> => ((await secrets.get(name(secret))) ?? '') !== '',
  }
}
export type ClinicalSecrets = ReturnType<typeof clinicalSecretsOf>

/** Every clinical secret of an account erased. */
export async function forgetClinicalSecrets(secrets: SecretStore, keychainAccount: string): Promise<void> {
  for (const secret of clinicalSecrets) await secrets.delete(clinicalSecretAccount(secret, keychainAccount))
}
