/**
 * What the session's parts share (session.ts builds it, the other files of this folder take it): its dependencies,
 * the account in use, and what the status says. The status is published from here, the one place that builds it.
 */
import type { AuthStatus } from '../../../src-shared/contract'
import type { HttpClientOptions, SexBookKeeper, SkinApi } from '../../api'
import type { SecretStore } from '../../secrets/keychain'
import type { Connection, SettingsStore } from '../../store/settings'
import type { DemoService } from '../demoService'
import type { Reachability } from '../reachability'
import type { TokenRevokes } from './tokenRevokes'

/** What the session learns about an account's reachability is kept with the account's data. */
export interface AccountClock {
  /** When the service last answered this account (ISO-8601), or null if never. */
  lastOnlineAt: string | null
  answered(at: Date): void
  /** The company's name as the service's records last gave it, or null. */
  companyName: string | null
  named(name: string): void
  /** How the account's service writes a subject's sex, learnt from its records (api/subjects.ts). */
  sexBook: SexBookKeeper
}

export interface SessionDeps {
  settings: SettingsStore
  secrets: SecretStore
  demo: DemoService
  emit(status: AuthStatus): void
  /** Opens the account's data (closing the previous account's); null closes it. */
  useAccount(connection: Connection | null): Promise<AccountClock | null>
  /**
   * Erases what the workstation keeps of a closed account: `begin` moves its folder away (after which the erase
   * counts as done and a restart finishes it), `end` deletes it.
   */
  erase: { begin(connection: Connection): Promise<string | null>; end(doomed: string | null): Promise<void> }
  /** Revokes a private token this workstation made once it is no longer used (now, or once reachable). */
  revokes: Pick<TokenRevokes, 'revoke'>
  /** For tests: shorter timeouts, fewer retries. */
  apiOptions?: Partial<Omit<HttpClientOptions, 'baseUrl' | 'apiKey'>>
  now?: () => Date
}

export interface Active {
  connection: Connection
  api: SkinApi
  /** No retries and a short timeout: it only asks whether the service answers at all. */
  probeApi: SkinApi
  keyExpiresAt: string | null
  clock: AccountClock
  /** Whether the service can be reached, decided by probes (see reachability.ts). */
  reach: Reachability
}

export interface SessionState {
  readonly deps: SessionDeps
  readonly now: () => Date
  active: Active | null
  keyAccepted: boolean
  lastOnlineAt: string | null
  companyName: string | null
  /** The transition under way (session.ts runs them one at a time). */
  transitions: Promise<unknown>
  /** The account whose key or sign-in was typed at this connect, and which (not a start's kept key, not the demo). */
  entered: { keychainAccount: string; kind: 'apiKey' | 'signIn' } | null
}

export function createSessionState(deps: SessionDeps): SessionState {
  return {
    deps,
    now: deps.now ?? (() => new Date()),
    active: null,
    keyAccepted: true,
    lastOnlineAt: null,
    companyName: null,
    transitions: Promise.resolve(),
    entered: null,
  }
}

export function statusOf(state: SessionState): AuthStatus {
  const { active } = state
  return {
    connected: active !== null,
    mode: active?.connection.mode ?? null,
    baseUrl: active?.connection.baseUrl ?? null,
    companyId: active?.connection.companyId ?? null,
    companyName: active ? state.companyName : null,
    keyExpiresAt: active?.keyExpiresAt ?? null,
    keyAccepted: state.keyAccepted,
    online: active?.reach.online() ?? true,
    lastOnlineAt: state.lastOnlineAt,
  }
}

export const publish = (state: SessionState) => state.deps.emit(statusOf(state))
