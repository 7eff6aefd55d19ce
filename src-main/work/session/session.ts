/**
 * The connection to one Skin Analysis Service with one API key: connect (the key is tried before it is kept),
 * restore on start, replace (rotation, spec 5.7), disconnect. The key goes into the keychain and into the HTTP
 * client, and nowhere else: no status, error or log carries it. Transitions run one at a time, and each opens
 * the account's data (useAccount) before the new account is used.
 *
 * The parts, each on one state (sessionState.ts): what a connect is given (credentials.ts), the account in use
 * and its reachability (activeAccount.ts), keys taken into use (connecting.ts), e-mail and password
 * (passwordSignIn.ts), restore, reopen and disconnect (lifecycle.ts).
 */
import type { ConnectArgs, ReplaceKeyArgs, SignInArgs } from '../../../src-shared/contract'
import type { SkinApi } from '../../api'
import type { Connection } from '../../store/settings'
import { withApi } from './activeAccount'
import { connect, connectDemo, replaceKey } from './connecting'
import { disconnect, reopen, restore } from './lifecycle'
import { confirmSignIn, signIn } from './passwordSignIn'
import { createSessionState, statusOf, type SessionDeps, type SessionState } from './sessionState'

export type { AccountClock, SessionDeps } from './sessionState'

/** One transition at a time; a call made during one waits for it. */
function serial<T>(state: SessionState, work: () => Promise<T>): Promise<T> {
  const next = state.transitions.then(work)
  state.transitions = next.catch(() => undefined)
  return next
}

export function createSession(deps: SessionDeps) {
  const state = createSessionState(deps)
  const inTurn = <T>(work: () => Promise<T>) => serial(state, work)
  return {
    status: () => statusOf(state),
    connect: (args: ConnectArgs) => inTurn(() => connect(state, args, 'remote')),
    connectDemo: () => inTurn(() => connectDemo(state)),
    signIn: (args: SignInArgs) => inTurn(() => signIn(state, args)),
    replaceKey: (args: ReplaceKeyArgs) => inTurn(() => replaceKey(state, args)),
    disconnect: (args: { erase?: boolean } = {}) => inTurn(() => disconnect(state, args)),
    restore: () => inTurn(() => restore(state)),
    reopen: <T>(task: (connection: Connection) => Promise<T>) => inTurn(() => reopen(state, task)),
    confirmSignIn: (emailInput: string, password: string) => confirmSignIn(state, emailInput, password),
    /**
     * Whether the account's key or sign-in was typed at this app's connect (a start takes the kept key, which proves
     * nothing of who is at the keyboard): a first administrator's proof (work/operators/firstAdminProof.ts).
     */
    enteredAtConnect: (keychainAccount: string) =>
      state.entered?.keychainAccount === keychainAccount ? state.entered.kind : null,
    /** Asks the service whether it answers (the connectivity watch); a change is published. */
    probe: async (): Promise<void> => {
      await state.active?.reach.check()
    },
    withApi: <T>(call: (api: SkinApi) => Promise<T>, account?: string) => withApi(state, call, account),
    baseUrl: () => state.active?.connection.baseUrl,
  }
}
export type Session = ReturnType<typeof createSession>
