/**
 * The API key lives only in the OS keychain (Secret Service on Linux, Keychain on macOS, Credential Vault on
 * Windows) through @github/keytar. Loaded lazily so a machine without libsecret still starts and can say why.
 */
export interface SecretStore {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

export const KEYCHAIN_SERVICE = 'skin-analysis-workstation'

export class KeychainUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The system keychain is not available: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'KeychainUnavailableError'
  }
}

type Keytar = typeof import('@github/keytar')

export function createKeychain(service: string = KEYCHAIN_SERVICE): SecretStore {
  let loaded: Promise<Keytar> | null = null
  const keytar = () => (loaded ??= import('@github/keytar'))
  const guard = async <T>(op: (k: Keytar) => Promise<T>): Promise<T> => {
    try {
      return await op(await keytar())
    } catch (e) {
      throw new KeychainUnavailableError(e)
    }
  }
  return {
    get: (account) => guard((k) => k.getPassword(service, account)),
    set: (account, secret) => guard((k) => k.setPassword(service, account, secret)),
    delete: (account) => guard((k) => k.deletePassword(service, account)),
  }
}
