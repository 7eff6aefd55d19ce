/**
 * A key taken into use: connect (the key is tried before it is kept), the demo's, a replaced key (rotation, spec
 * 5.7). The key goes into the keychain and into the HTTP client, and nowhere else; the key it replaces leaves the
 * keychain only once the new one is kept, and a private token this workstation made is revoked when it goes.
 */
import type { AuthStatus, ConnectArgs, ReplaceKeyArgs, ServiceMode } from '../../../src-shared/contract'
import type { Connection } from '../../store/settings'
import { AppFailure } from '../appFailure'
import { activate } from './activeAccount'
import { accountFor, checkCredentials, tryKey } from './credentials'
import { checkServiceUrl } from './serviceUrl'
import type { SessionState } from './sessionState'

/**
 * The private token a connection's key is, revoked (now, or once the service can be reached) when this
 * workstation stops using it. `reachable`: whether to try at once.
 */
export async function retire(state: SessionState, connection: Connection, reachable: boolean): Promise<void> {
  if (!connection.privateTokenId) return
  const token = await state.deps.secrets.get(connection.keychainAccount).catch(() => null)
  if (token) await state.deps.revokes.revoke(connection.baseUrl, token, connection.privateTokenId, reachable)
}

async function storeConnection(
  state: SessionState,
  mode: ServiceMode,
  baseUrl: string,
  companyId: string,
  apiKey: string,
  privateTokenId: string | null = null,
) {
  const { deps } = state
  const connection: Connection = {
    mode,
    baseUrl,
    companyId,
    keychainAccount: accountFor(mode, baseUrl, companyId),
    privateTokenId,
  }
  const current = state.active
  const previous = current?.connection ?? null
  // Its token is read before the new key may take its keychain entry (the same account signed in again).
  if (current && previous && previous.privateTokenId !== privateTokenId)
    await retire(state, previous, current.reach.online())
  await deps.secrets.set(connection.keychainAccount, apiKey)
  if (previous && previous.keychainAccount !== connection.keychainAccount)
    await deps.secrets.delete(previous.keychainAccount)
  await deps.settings.update({ connection })
  return activate(state, connection, apiKey, true)
}

export async function connect(
  state: SessionState,
  args: ConnectArgs,
  mode: ServiceMode = 'remote',
  privateTokenId: string | null = null,
): Promise<AuthStatus> {
  const baseUrl = checkServiceUrl(args.baseUrl)
  const { companyId, apiKey } = checkCredentials(args.companyId, args.apiKey)
  await tryKey(state.deps, baseUrl, companyId, apiKey)
  const keychainAccount = accountFor(mode, baseUrl, companyId)
  state.entered = mode === 'remote' ? { keychainAccount, kind: privateTokenId ? 'signIn' : 'apiKey' } : null
  return storeConnection(state, mode, baseUrl, companyId, apiKey, privateTokenId).catch((e: unknown) => {
    state.entered = null
    throw e
  })
}

export async function connectDemo(state: SessionState): Promise<AuthStatus> {
  const { deps } = state
  const demo = await deps.demo.start()
  const account = accountFor('demo', demo.baseUrl, demo.companyId)
  const kept = await deps.secrets.get(account)
  if (kept) {
    try {
      await tryKey(deps, demo.baseUrl, demo.companyId, kept)
      return await storeConnection(state, 'demo', demo.baseUrl, demo.companyId, kept)
    } catch (e) {
      if (!(e instanceof AppFailure) || e.code !== 'invalid_key') throw e
    }
  }
  return connect(state, { baseUrl: demo.baseUrl, companyId: demo.companyId, apiKey: demo.apiKey }, 'demo')
}

/** Rotation: the new key is tried first; the old one leaves the keychain only once the new one is kept. */
export async function replaceKey(state: SessionState, args: ReplaceKeyArgs): Promise<AuthStatus> {
  if (!state.active) throw new AppFailure('not_connected')
  const { connection } = state.active
  const { companyId, apiKey } = checkCredentials(args.companyId, args.apiKey)
  await tryKey(state.deps, connection.baseUrl, companyId, apiKey)
  return storeConnection(state, connection.mode, connection.baseUrl, companyId, apiKey)
}
