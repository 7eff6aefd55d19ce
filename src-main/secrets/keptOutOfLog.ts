/**
 * The keychain as main uses it: every secret it hands over or is given to keep (API keys, private tokens, data
 * keys) is told to the log's redactor first, so no log line can show it, whichever way it travels afterwards.
 */
import { keepOutOfLog } from '../log/log'
import type { SecretStore } from './keychain'

export function keptOutOfLog(store: SecretStore): SecretStore {
  return {
    async get(account) {
      const secret = await store.get(account)
      keepOutOfLog(secret)
      return secret
    },
    async set(account, secret) {
      keepOutOfLog(secret)
      await store.set(account, secret)
    },
    delete: (account) => store.delete(account),
  }
}
