/**
 * The session's life around its connects: restored on start, closed and taken up again around a task (a data key
 * rotated), and ended by a disconnect, which may erase what the workstation keeps of the account.
 */
import type { AuthStatus } from '../../../src-shared/contract'
import type { Connection } from '../../store/settings'
import { AppFailure } from '../appFailure'
import { activate } from './activeAccount'
import { connectDemo, retire } from './connecting'
import { publish, statusOf, type SessionState } from './sessionState'

/** `erase`: also everything kept of the account (its folder) once its data is closed. */
export async function disconnect(
  state: SessionState,
  { erase = false }: { erase?: boolean } = {},
): Promise<AuthStatus> {
  const { deps } = state
  const connection = state.active?.connection ?? null
  if (state.active && connection) await retire(state, connection, state.active.reach.online())
  let doomed: string | null = null
  if (erase && connection) {
    await deps.useAccount(null)
    doomed = await deps.erase.begin(connection)
  }
  if (connection) await deps.secrets.delete(connection.keychainAccount)
  await deps.settings.update({ connection: null })
  await deps.useAccount(null)
  state.active = null
  state.entered = null
  state.keyAccepted = true
  state.lastOnlineAt = null
  state.companyName = null
  await deps.erase.end(doomed)
  publish(state)
  return statusOf(state)
}

/**
 * On start: the saved connection and its key, without a request made with them first (the app must open
 * offline too); one light probe decides whether it starts online.
 */
export async function restore(state: SessionState): Promise<AuthStatus> {
  state.entered = null
  const { connection } = await state.deps.settings.read()
  if (!connection) return statusOf(state)
  if (connection.mode === 'demo') return connectDemo(state)
  const apiKey = await state.deps.secrets.get(connection.keychainAccount)
  if (!apiKey) return statusOf(state)
  return activate(state, connection, apiKey, 'probe')
}

/**
 * Closes the account's data, runs `task` with none of its files open, then takes the account up again as a
 * start does (a data key rotated: work/account/dataKeys.ts). Calls made meanwhile wait, or fail as not connected.
 */
export async function reopen<T>(
  state: SessionState,
  task: (connection: Connection) => Promise<T>,
): Promise<T> {
  const connection = state.active?.connection
  if (!connection) throw new AppFailure('not_connected')
  state.active = null
  await state.deps.useAccount(null)
  try {
    return await task(connection)
  } finally {
    await restore(state)
  }
}
