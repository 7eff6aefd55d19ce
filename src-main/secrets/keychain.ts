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
/** The browser host's own entries (`npm run preview:browser`), apart from the desktop app's. */
export const BROWSER_HOST_KEYCHAIN_SERVICE = 'skin-analysis-workstation-browser-host'

export class KeychainUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The system keychain is not available: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'KeychainUnavailableError'
  }
}

type Keytar = Pick<typeof import('@github/keytar'), 'getPassword' | 'setPassword' | 'deletePassword'>

const isKeytar = (candidate: unknown): candidate is Keytar =>
  (typeof candidate === 'object' || typeof candidate === 'function') &&
  candidate !== null &&
  ['getPassword', 'setPassword', 'deletePassword'].every(
    (name) => typeof Reflect.get(candidate, name) === 'function',
  )

/**
 * keytar is a CommonJS module. Node's ESM loader (plain node, tsx: `npm run preview:browser`) finds only some of
 * its named exports (getPassword, not setPassword), and puts the whole module on `default`; vitest and
 * electron-vite's CJS bundle give the named exports. Take whichever of the two has every function we call.
 */
export function pickKeytar(namespace: unknown): Keytar {
  const fromDefault: unknown =
    typeof namespace === 'object' && namespace !== null ? Reflect.get(namespace, 'default') : undefined
  if (isKeytar(fromDefault)) return fromDefault
  if (isKeytar(namespace)) return namespace
  throw new Error('@github/keytar loaded without getPassword, setPassword and deletePassword')
}

export function createKeychain(service: string = KEYCHAIN_SERVICE): SecretStore {
  let loaded: Promise<Keytar> | null = null
  const keytar = () => (loaded ??= import('@github/keytar').then(pickKeytar))
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

/**
 * Items about the desktop app's own data folder and settings.json (issue 41: the audit trail's anchor, the
 * encrypted-folder record, the clinic rules' seal and the adopted rules): a browser host of an earlier version
 * never kept them under the desktop app's name, and the browser host's folder is another, so they are never
 * taken over (tests/keychain/browser-host-keychain.test.ts names each by its module's own function).
 */
const DESKTOP_ONLY = ['audit-anchor:', 'encrypted-folder:', 'clinic-rules:', 'clinic-rules-adopted']
const desktopOnly = (account: string) => DESKTOP_ONLY.some((prefix) => account.startsWith(prefix))

/** The marker of an entry the browser host has taken over (copied, set or deleted): never copied again. */
const takenOver = (account: string) => `taken-over:${account}`

/**
 * The browser host's secrets, under its own service name, so erasing an account in the browser host never deletes
 * the desktop app's key or data key (they used to share entries when both connected to the same account). An
 * entry the browser host does not have yet is copied once from the desktop app's, where a browser host of an
 * earlier version kept it; the desktop app's entry is never changed. Once copied, set or deleted here, the entry
 * is the browser host's alone (a marker says so), so an erased one does not come back from the desktop app's.
 */
export function createBrowserHostKeychain(
  own: SecretStore = createKeychain(BROWSER_HOST_KEYCHAIN_SERVICE),
  desktop: SecretStore = createKeychain(KEYCHAIN_SERVICE),
): SecretStore {
  return {
    async get(account) {
      const mine = await own.get(account)
      if (mine !== null || desktopOnly(account) || (await own.get(takenOver(account))) !== null) return mine
      const earlier = await desktop.get(account)
      if (earlier !== null) await own.set(account, earlier)
      await own.set(takenOver(account), '1')
      return earlier
    },
    async set(account, secret) {
      await own.set(account, secret)
      await own.set(takenOver(account), '1')
    },
    async delete(account) {
      const deleted = await own.delete(account)
      await own.set(takenOver(account), '1')
      return deleted
    },
  }
}
