/**
 * The connection to one Skin Analysis Service with one API key: connect (the key is tried before it is kept),
 * restore on start, replace (rotation, spec 5.7), disconnect. The key goes into the keychain and into the HTTP
 * client, and nowhere else: no status, error or log carries it. Transitions run one at a time, and each opens
 * the account's data (useAccount) before the new account is used.
 */
import { Id } from '../../../src-shared/contract'
import { hostname } from 'node:os'
import type {
  AuthStatus,
  ConnectArgs,
  ReplaceKeyArgs,
  ServiceMode,
  SignInArgs,
} from '../../../src-shared/contract'
import {
  ApiError,
  createPrivateToken,
  createSkinApi,
  isMfaRefusal,
  isOffline,
  login,
  type HttpClientOptions,
  type SexBookKeeper,
  type SkinApi,
} from '../../api'
import { keepOutOfLog } from '../../log/log'
import type { SecretStore } from '../../secrets/keychain'
import type { Connection, SettingsStore } from '../../store/settings'
import { AppFailure } from '../appFailure'
import type { DemoService } from '../demoService'
import { readKeyClaims } from './jwtExpiry'
import { createReachability, type Reachability } from '../reachability'
import { checkServiceUrl } from './serviceUrl'
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

const CONNECT_TIMEOUT_MS = 10_000
const PROBE_TIMEOUT_MS = 3_000
/** A probe says "unreachable" only when this many light requests in a row get no answer at all. */
const PROBE_ATTEMPTS = 2

interface Active {
  connection: Connection
  api: SkinApi
  /** No retries and a short timeout: it only asks whether the service answers at all. */
  probeApi: SkinApi
  keyExpiresAt: string | null
  clock: AccountClock
  /** Whether the service can be reached, decided by probes (see reachability.ts). */
  reach: Reachability
}

/** A sign-in's failure as the form shows it: at its field, in the words of the app. */
function signInRefusal(e: unknown, host: string): never {
  if (!(e instanceof ApiError)) throw e
  if (e.kind === 'network') throw new AppFailure('unreachable', { host }, 'baseUrl', e.message)
  if (e.kind === 'timeout') throw new AppFailure('timeout', { host }, 'baseUrl', e.message)
  if (e.status === 429) {
    const minutes = String(Math.max(1, Math.ceil((e.retryAfterSeconds ?? 60) / 60)))
    throw new AppFailure('sign_in_throttled', { minutes }, 'email', e.message)
  }
  if (isMfaRefusal(e)) throw new AppFailure('sign_in_mfa', {}, null, e.message)
  if (e.status === 401 || e.status === 400)
    throw new AppFailure('sign_in_rejected', {}, 'password', e.message)
  if (e.status === 404) throw new AppFailure('not_found', { host }, 'baseUrl', e.message)
  throw e
}

function accountFor(mode: ServiceMode, baseUrl: string, companyId: string): string {
  return mode === 'demo' ? `demo:${companyId}` : `${companyId}@${baseUrl}`
}

export function createSession(deps: SessionDeps) {
  const now = deps.now ?? (() => new Date())
  let active: Active | null = null
  let keyAccepted = true
  let lastOnlineAt: string | null = null
  let companyName: string | null = null
  let transitions: Promise<unknown> = Promise.resolve()
  /** The account whose key or sign-in was typed at this connect, and which (not a start's kept key, not the demo). */
  let entered: { keychainAccount: string; kind: 'apiKey' | 'signIn' } | null = null

  const status = (): AuthStatus => ({
    connected: active !== null,
    mode: active?.connection.mode ?? null,
    baseUrl: active?.connection.baseUrl ?? null,
    companyId: active?.connection.companyId ?? null,
    companyName: active ? companyName : null,
    keyExpiresAt: active?.keyExpiresAt ?? null,
    keyAccepted,
    online: active?.reach.online() ?? true,
    lastOnlineAt,
  })
  const publish = () => deps.emit(status())

  const keyRejected = () => {
    if (!keyAccepted) return
    keyAccepted = false
    publish()
  }

  /** One transition at a time; a call made during one waits for it. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = transitions.then(work)
    transitions = next.catch(() => undefined)
    return next
  }

  const makeApi = (
    connection: Connection,
    apiKey: string,
    clock: AccountClock,
    limits: Partial<HttpClientOptions> = {},
  ) =>
    createSkinApi({
      ...deps.apiOptions,
      ...limits,
      baseUrl: connection.baseUrl,
      companyId: connection.companyId,
      apiKey,
      onUnauthorized: keyRejected,
      onCompanyName: (name) => heardName(connection, name),
      sexBook: clock.sexBook,
    })

  const heardName = (connection: Connection, name: string) => {
    if (active?.connection !== connection || name === companyName) return
    companyName = name
    active.clock.named(name)
    publish()
  }

  const answered = (current: Active) => {
    if (current !== active) return
    const at = now()
    lastOnlineAt = at.toISOString()
    current.clock.answered(at)
  }

  /**
   * Light requests, no retries, short timeout: true as soon as the service answers at all (an error status is an
   * answer too); false when PROBE_ATTEMPTS in a row get no answer, so one dropped connection is not "offline".
   */
  async function reaches(current: Active): Promise<boolean> {
    for (let attempt = 1; attempt <= PROBE_ATTEMPTS; attempt++) {
      try {
        await current.probeApi.datasets.list({ page: 1, pageSize: 1 })
      } catch (e) {
        if (isOffline(e)) continue
      }
      answered(current)
      return true
    }
    return false
  }

  /** `reachable`: true when a request just went through; 'probe' asks first (restore, without a request). */
  async function activate(connection: Connection, apiKey: string, reachable: true | 'probe') {
    const clock = await deps.useAccount(connection)
    if (!clock) throw new Error('no account data was opened')
    const probeTimeoutMs = Math.min(deps.apiOptions?.timeoutMs ?? PROBE_TIMEOUT_MS, PROBE_TIMEOUT_MS)
    const current: Active = {
      connection,
      api: makeApi(connection, apiKey, clock),
      probeApi: makeApi(connection, apiKey, clock, { retries: 0, timeoutMs: probeTimeoutMs }),
      keyExpiresAt: readKeyClaims(apiKey).expiresAt,
      clock,
      reach: createReachability({
        probe: () => reaches(current),
        onChange: () => {
          if (current === active) publish()
        },
      }),
    }
    active = current
    keyAccepted = true
    lastOnlineAt = clock.lastOnlineAt
    companyName = clock.companyName
    if (reachable === true) answered(current)
    else await current.reach.check()
    publish()
    return status()
  }

  /** One real request with the key, before anything is stored; failures become field errors. */
  async function tryKey(baseUrl: string, companyId: string, apiKey: string): Promise<void> {
    const probe = createSkinApi({
      ...deps.apiOptions,
      baseUrl,
      companyId,
      apiKey,
      retries: 0,
      timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS),
    })
    const host = new URL(baseUrl).host
    try {
      await probe.datasets.list({ page: 1, pageSize: 1 })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.kind === 'network') throw new AppFailure('unreachable', { host }, 'baseUrl', e.message)
      if (e.kind === 'timeout') throw new AppFailure('timeout', { host }, 'baseUrl', e.message)
      if (e.status === 401) throw new AppFailure('invalid_key', {}, 'apiKey', e.message)
      if (e.status === 403) {
        const keyCompanyId = readKeyClaims(apiKey).companyId
        const params: Record<string, string> = { companyId }
        if (keyCompanyId && keyCompanyId !== companyId) params.keyCompanyId = keyCompanyId
        throw new AppFailure('company_mismatch', params, 'companyId', e.message)
      }
      if (e.status === 404) throw new AppFailure('not_found', { host }, 'baseUrl', e.message)
      throw e
    }
  }

  function checkCredentials(companyIdInput: string, apiKeyInput: string) {
    const companyId = companyIdInput.trim()
    const apiKey = apiKeyInput.trim()
    // A key typed in is a secret from now on, also one the service then refuses.
    keepOutOfLog(apiKey)
    if (!companyId) throw new AppFailure('empty_company', {}, 'companyId')
    // the company id goes into every request's path: only an id's characters (not `..`, `/`, `?`, `%`)
    if (!Id.safeParse(companyId).success) throw new AppFailure('invalid_company', {}, 'companyId')
    if (!apiKey) throw new AppFailure('empty_key', {}, 'apiKey')
    return { companyId, apiKey }
  }

  /**
   * The private token a connection's key is, revoked (now, or once the service can be reached) when this
   * workstation stops using it. `reachable`: whether to try at once.
   */
  async function retire(connection: Connection, reachable: boolean): Promise<void> {
    if (!connection.privateTokenId) return
    const token = await deps.secrets.get(connection.keychainAccount).catch(() => null)
    if (token) await deps.revokes.revoke(connection.baseUrl, token, connection.privateTokenId, reachable)
  }

  async function store(
    mode: ServiceMode,
    baseUrl: string,
    companyId: string,
    apiKey: string,
    privateTokenId: string | null = null,
  ) {
    const connection: Connection = {
      mode,
      baseUrl,
      companyId,
      keychainAccount: accountFor(mode, baseUrl, companyId),
      privateTokenId,
    }
    const current = active
    const previous = current?.connection ?? null
    // Its token is read before the new key may take its keychain entry (the same account signed in again).
    if (current && previous && previous.privateTokenId !== privateTokenId)
      await retire(previous, current.reach.online())
    await deps.secrets.set(connection.keychainAccount, apiKey)
    if (previous && previous.keychainAccount !== connection.keychainAccount)
      await deps.secrets.delete(previous.keychainAccount)
    await deps.settings.update({ connection })
    return activate(connection, apiKey, true)
  }

  async function connect(
    args: ConnectArgs,
    mode: ServiceMode = 'remote',
    privateTokenId: string | null = null,
  ): Promise<AuthStatus> {
    const baseUrl = checkServiceUrl(args.baseUrl)
    const { companyId, apiKey } = checkCredentials(args.companyId, args.apiKey)
    await tryKey(baseUrl, companyId, apiKey)
    const keychainAccount = accountFor(mode, baseUrl, companyId)
    entered = mode === 'remote' ? { keychainAccount, kind: privateTokenId ? 'signIn' : 'apiKey' } : null
    return store(mode, baseUrl, companyId, apiKey, privateTokenId).catch((e: unknown) => {
      entered = null
      throw e
    })
  }

  /**
   * E-mail and password → the login's short-lived access token → a private token named after this workstation,
   * living `tokenDays` → connect with it as with a key (only the token goes to the keychain). The password is in
   * this call's arguments and one request body, nowhere else.
   */
  async function signIn(args: SignInArgs): Promise<AuthStatus> {
    const baseUrl = checkServiceUrl(args.baseUrl)
    const email = args.email.trim()
    if (email === '') throw new AppFailure('empty_email', {}, 'email')
    if (args.password === '') throw new AppFailure('empty_password', {}, 'password')
    keepOutOfLog(args.password)
    const host = new URL(baseUrl).host
    const options = {
      ...deps.apiOptions,
      baseUrl,
      timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS),
    }
    const asFieldError = (e: unknown): never => signInRefusal(e, host)
    const session = await login(options, email, args.password).catch(asFieldError)
    keepOutOfLog(session.access_token)
    const expiresAt = new Date(now().getTime() + args.tokenDays * 86_400_000)
    const token = await createPrivateToken(options, session.access_token, {
      name: `Skin Analysis Workstation on ${hostname()}`,
      expiresAt,
    })
    keepOutOfLog(token.token)
    const connection = { baseUrl, companyId: session.company_id, apiKey: token.token }
    try {
      return await connect(connection, 'remote', token.id)
    } catch (e) {
      // A token made but not used (the company check failed, say) is not left behind on the service.
      if (token.id !== null) await deps.revokes.revoke(baseUrl, token.token, token.id, true)
      throw e
    }
  }

  /**
   * E-mail and password of a user of the active account's company, checked by the service's login alone (no token
   * is made, nothing is kept): the proof for a first administrator after the account's operators were lost (issue
   * 41: work/operators/firstAdminProof.ts). Failures as the sign-in form's, at its fields (the address's: none).
   */
  async function confirmSignIn(emailInput: string, password: string): Promise<void> {
    const current = active
    if (!current) throw new AppFailure('not_connected')
    const email = emailInput.trim()
    if (email === '') throw new AppFailure('empty_email', {}, 'email')
    if (password === '') throw new AppFailure('empty_password', {}, 'password')
    keepOutOfLog(password)
    const { baseUrl, companyId } = current.connection
    const host = new URL(baseUrl).host
    const options = {
      ...deps.apiOptions,
      baseUrl,
      timeoutMs: Math.min(deps.apiOptions?.timeoutMs ?? CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS),
    }
    const session = await login(options, email, password).catch((e: unknown) => {
      try {
        return signInRefusal(e, host)
      } catch (failure) {
        // no address field on the setup screen: the service's address is the account's
        if (failure instanceof AppFailure && failure.field === 'baseUrl')
          throw new AppFailure(failure.code, failure.params, null, failure.message)
        throw failure
      }
    })
    keepOutOfLog(session.access_token)
    if (session.company_id !== companyId) throw new AppFailure('first_admin_other_company', {}, 'email')
  }

  async function connectDemo(): Promise<AuthStatus> {
    const demo = await deps.demo.start()
    const account = accountFor('demo', demo.baseUrl, demo.companyId)
    const kept = await deps.secrets.get(account)
    if (kept) {
      try {
        await tryKey(demo.baseUrl, demo.companyId, kept)
        return await store('demo', demo.baseUrl, demo.companyId, kept)
      } catch (e) {
        if (!(e instanceof AppFailure) || e.code !== 'invalid_key') throw e
      }
    }
    return connect({ baseUrl: demo.baseUrl, companyId: demo.companyId, apiKey: demo.apiKey }, 'demo')
  }

  /** Rotation: the new key is tried first; the old one leaves the keychain only once the new one is kept. */
  async function replaceKey(args: ReplaceKeyArgs): Promise<AuthStatus> {
    if (!active) throw new AppFailure('not_connected')
    const { connection } = active
    const { companyId, apiKey } = checkCredentials(args.companyId, args.apiKey)
    await tryKey(connection.baseUrl, companyId, apiKey)
    return store(connection.mode, connection.baseUrl, companyId, apiKey)
  }

  /** `erase`: also everything kept of the account (its folder) once its data is closed. */
  async function disconnect({ erase = false }: { erase?: boolean } = {}): Promise<AuthStatus> {
    const connection = active?.connection ?? null
    if (active && connection) await retire(connection, active.reach.online())
    let doomed: string | null = null
    if (erase && connection) {
      await deps.useAccount(null)
      doomed = await deps.erase.begin(connection)
    }
    if (connection) await deps.secrets.delete(connection.keychainAccount)
    await deps.settings.update({ connection: null })
    await deps.useAccount(null)
    active = null
    entered = null
    keyAccepted = true
    lastOnlineAt = null
    companyName = null
    await deps.erase.end(doomed)
    publish()
    return status()
  }

  /**
   * On start: the saved connection and its key, without a request made with them first (the app must open
   * offline too); one light probe decides whether it starts online.
   */
  async function restore(): Promise<AuthStatus> {
    entered = null
    const { connection } = await deps.settings.read()
    if (!connection) return status()
    if (connection.mode === 'demo') return connectDemo()
    const apiKey = await deps.secrets.get(connection.keychainAccount)
    if (!apiKey) return status()
    return activate(connection, apiKey, 'probe')
  }

  /**
   * Closes the account's data, runs `task` with none of its files open, then takes the account up again as a
   * start does (a data key rotated: work/account/dataKeys.ts). Calls made meanwhile wait, or fail as not connected.
   */
  async function reopen<T>(task: (connection: Connection) => Promise<T>): Promise<T> {
    const connection = active?.connection
    if (!connection) throw new AppFailure('not_connected')
    active = null
    await deps.useAccount(null)
    try {
      return await task(connection)
    } finally {
      await restore()
    }
  }

  /** Asks the service whether it answers (the connectivity watch); a change is published. */
  async function probe(): Promise<void> {
    await active?.reach.check()
  }

  /**
   * Runs a service call with the active key. With `account`, only while that account is the active one: a call
   * begun for an account never runs with another's key. Known offline, it fails at once without being sent
   * (UnreachableError), so no screen waits out DNS or a timeout; see reachability.ts for when that is.
   */
  async function withApi<T>(call: (api: SkinApi) => Promise<T>, account?: string): Promise<T> {
    const current = active
    if (!current || (account !== undefined && current.connection.keychainAccount !== account))
      throw new AppFailure('not_connected')
    return current.reach.run(async () => {
      try {
        const result = await call(current.api)
        answered(current)
        return result
      } catch (e) {
        if (e instanceof ApiError && e.status !== null) answered(current)
        throw e
      }
    })
  }

  return {
    status,
    connect: (args: ConnectArgs) => serial(() => connect(args, 'remote')),
    connectDemo: () => serial(connectDemo),
    signIn: (args: SignInArgs) => serial(() => signIn(args)),
    replaceKey: (args: ReplaceKeyArgs) => serial(() => replaceKey(args)),
    disconnect: (args: { erase?: boolean } = {}) => serial(() => disconnect(args)),
    restore: () => serial(restore),
    reopen: <T>(task: (connection: Connection) => Promise<T>) => serial(() => reopen(task)),
    confirmSignIn,
    /**
     * Whether the account's key or sign-in was typed at this app's connect (a start takes the kept key, which proves
     * nothing of who is at the keyboard): a first administrator's proof (work/operators/firstAdminProof.ts).
     */
    enteredAtConnect: (keychainAccount: string) =>
      entered?.keychainAccount === keychainAccount ? entered.kind : null,
    probe,
    withApi,
    baseUrl: () => active?.connection.baseUrl,
  }
}
export type Session = ReturnType<typeof createSession>
