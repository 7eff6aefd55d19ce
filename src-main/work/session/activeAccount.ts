/**
 * The account in use: its API clients (one with retries, one light probe), whether its service answers, and the
 * service calls made with its key. What the service tells of the account (it answered, the company's name, a key
 * refused) goes into the status and the account's clock.
 */
import type { AuthStatus } from '../../../src-shared/contract'
import { ApiError, createSkinApi, isOffline, type HttpClientOptions, type SkinApi } from '../../api'
import type { Connection } from '../../store/settings'
import { AppFailure } from '../appFailure'
import { createReachability } from '../reachability'
import { readKeyClaims } from './jwtExpiry'
import { publish, statusOf, type AccountClock, type Active, type SessionState } from './sessionState'

const PROBE_TIMEOUT_MS = 3_000
/** A probe says "unreachable" only when this many light requests in a row get no answer at all. */
const PROBE_ATTEMPTS = 2

const keyRejected = (state: SessionState) => {
  if (!state.keyAccepted) return
  state.keyAccepted = false
  publish(state)
}

const heardName = (state: SessionState, connection: Connection, name: string) => {
  const { active } = state
  if (active?.connection !== connection || name === state.companyName) return
  state.companyName = name
  active.clock.named(name)
  publish(state)
}

const makeApi = (
  state: SessionState,
  connection: Connection,
  apiKey: string,
  clock: AccountClock,
  limits: Partial<HttpClientOptions> = {},
) =>
  createSkinApi({
    ...state.deps.apiOptions,
    ...limits,
    baseUrl: connection.baseUrl,
    companyId: connection.companyId,
    apiKey,
    onUnauthorized: () => keyRejected(state),
    onCompanyName: (name) => heardName(state, connection, name),
    sexBook: clock.sexBook,
  })

const answered = (state: SessionState, current: Active) => {
  if (current !== state.active) return
  const at = state.now()
  state.lastOnlineAt = at.toISOString()
  current.clock.answered(at)
}

/**
 * Light requests, no retries, short timeout: true as soon as the service answers at all (an error status is an
 * answer too); false when PROBE_ATTEMPTS in a row get no answer, so one dropped connection is not "offline".
 */
async function reaches(state: SessionState, current: Active): Promise<boolean> {
  for (let attempt = 1; attempt <= PROBE_ATTEMPTS; attempt++) {
    try {
      await current.probeApi.datasets.list({ page: 1, pageSize: 1 })
    } catch (e) {
      if (isOffline(e)) continue
    }
    answered(state, current)
    return true
  }
  return false
}

/** `reachable`: true when a request just went through; 'probe' asks first (restore, without a request). */
export async function activate(
  state: SessionState,
  connection: Connection,
  apiKey: string,
  reachable: true | 'probe',
): Promise<AuthStatus> {
  const clock = await state.deps.useAccount(connection)
  if (!clock) throw new Error('no account data was opened')
  const probeTimeoutMs = Math.min(state.deps.apiOptions?.timeoutMs ?? PROBE_TIMEOUT_MS, PROBE_TIMEOUT_MS)
  const current: Active = {
    connection,
    api: makeApi(state, connection, apiKey, clock),
    probeApi: makeApi(state, connection, apiKey, clock, { retries: 0, timeoutMs: probeTimeoutMs }),
    keyExpiresAt: readKeyClaims(apiKey).expiresAt,
    clock,
    reach: createReachability({
      probe: () => reaches(state, current),
      onChange: () => {
        if (current === state.active) publish(state)
      },
    }),
  }
  state.active = current
  state.keyAccepted = true
  state.lastOnlineAt = clock.lastOnlineAt
  state.companyName = clock.companyName
  if (reachable === true) answered(state, current)
  else await current.reach.check()
  publish(state)
  return statusOf(state)
}

/**
 * Runs a service call with the active key. With `account`, only while that account is the active one: a call
 * begun for an account never runs with another's key. Known offline, it fails at once without being sent
 * (UnreachableError), so no screen waits out DNS or a timeout; see reachability.ts for when that is.
 */
export async function withApi<T>(
  state: SessionState,
  call: (api: SkinApi) => Promise<T>,
  account?: string,
): Promise<T> {
  const current = state.active
  if (!current || (account !== undefined && current.connection.keychainAccount !== account))
    throw new AppFailure('not_connected')
  return current.reach.run(async () => {
    try {
      const result = await call(current.api)
      answered(state, current)
      return result
    } catch (e) {
      if (e instanceof ApiError && e.status !== null) answered(state, current)
      throw e
    }
  })
}
