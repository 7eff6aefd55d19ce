import type { SecretStore } from '../../src-main/secrets/keychain'

/** A keychain in memory, for tests that are not about the keychain. */
export function memorySecrets(): SecretStore {
  const secrets = new Map<string, string>()
  return {
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => void secrets.set(account, secret),
    delete: async (account) => secrets.delete(account),
  }
}
