/**
 * Which account's data is open. Switches run one at a time and a channel call made during one waits for it, so
 * a call always reads the account the session has now. The account left behind closes once its calls are done.
 */
import { logFor } from '../../log/log'
import { accountKey } from '../../store/accountSpace'
import type { Connection } from '../../store/settings'
import { AppFailure } from '../appFailure'
import type { AccountContext } from './accountContext'

const log = logFor('account')

export function createAccountHolder(open: (connection: Connection) => Promise<AccountContext>) {
  let current: AccountContext | null = null
  let switching: Promise<unknown> = Promise.resolve()
  const closing = new Map<string, Promise<void>>()

  function retire(context: AccountContext) {
    const key = context.space.key
    const closed = context
      .close()
      .catch((e: unknown) => log.error('closing an account failed:', e))
      .finally(() => {
        if (closing.get(key) === closed) closing.delete(key)
      })
    closing.set(key, closed)
  }

  /** Makes `connection`'s account the open one (null: none); the same account stays open as it is. */
  function use(connection: Connection | null): Promise<AccountContext | null> {
    const next = switching.then(async () => {
      const key = connection && accountKey(connection.keychainAccount)
      if (current && current.space.key === key) return current
      // The same account still closing from an earlier switch: its files are let go of first.
      if (key) await closing.get(key)
      const opened = connection ? await open(connection) : null
      if (current) retire(current)
      current = opened
      return opened
    })
    switching = next.catch(() => undefined)
    return next
  }

  return {
    use,
    /** The open account, once any switch under way is done. */
    async current(): Promise<AccountContext> {
      await switching
      if (!current) throw new AppFailure('not_connected')
      return current
    },
    /** The open account right now, without waiting (null during a switch to none). */
    peek: () => current,
    async close(): Promise<void> {
      await use(null)
      await Promise.all(closing.values())
    },
  }
}
export type AccountHolder = ReturnType<typeof createAccountHolder>
