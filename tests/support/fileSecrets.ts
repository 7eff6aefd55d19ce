import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { SecretStore } from '../../src-main/secrets/keychain'

/**
 * A keychain kept in one JSON file, for a bench's main that is killed and started again on the same data folder
 * (tests/support/mainAppChild.ts): what a real keychain keeps across a restart (the data key, the audit anchor,
 * the rules' key) must outlive the process, or every start looks like a key loss. Not about the keychain itself:
 * tests of the keychain use the real one (tests/keychain/). The file is written whole and renamed into place.
 */
export function fileSecrets(path: string): SecretStore {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>
    } catch {
      return {}
    }
  }
  const write = (all: Record<string, string>) => {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    writeFileSync(`${path}.tmp`, JSON.stringify(all), { mode: 0o600 })
    renameSync(`${path}.tmp`, path)
  }
  return {
    get: async (account) => read()[account] ?? null,
    set: async (account, secret) => write({ ...read(), [account]: secret }),
    delete: async (account) => {
      const all = read()
      if (!(account in all)) return false
      delete all[account]
      write(all)
      return true
    },
  }
}
