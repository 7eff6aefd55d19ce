/**
 * The app's session: connected to the account holder (a connect opens the account's data) and to the erase, and
 * its status followed: a new key resumes the captures the old one failed, the service answering again sends what
 * waits, and a broken connection that works again makes every screen read its data again.
 */
import type { AccountHolder } from '../work/account/accountHolder'
import { createSession } from '../work/session/session'
import type { TokenRevokes } from '../work/session/tokenRevokes'
import { endErase } from '../store/accountErase'
import { beginAccountErase } from './accountErasing'
import type { AppParts } from './appParts'

export function createAppSession(parts: AppParts, accounts: AccountHolder, revokes: TokenRevokes) {
  const { options, settings, secrets, push, changes } = parts
  let ready = false
  let online = false
  let wasConnected = false
  return createSession({
    settings,
    secrets,
    revokes,
    demo: options.demo,
    useAccount: async (connection) => (await accounts.use(connection))?.clock ?? null,
    erase: { begin: (connection) => beginAccountErase(parts, connection), end: endErase },
    emit: (status) => {
      const nowReady = status.connected && status.keyAccepted
      const account = accounts.peek()
      // A new key is in: captures that failed on the old key go again.
      if (nowReady && !ready) account?.worker.resumeRejectedKey()
      // The service answers again: the outbox and queued captures go now.
      if (status.connected && status.online && !online) account?.networkBack()
      // A broken connection works again: every screen reads its data again.
      const recovered = wasConnected && nowReady && status.online && !(ready && online)
      ready = nowReady
      online = status.connected && status.online
      wasConnected = status.connected
      push('auth.changed', status)
      if (recovered) changes.connectionRecovered()
    },
    apiOptions: options.apiOptions,
  })
}
