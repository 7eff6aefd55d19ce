/**
 * The connection to one Skin Analysis Service with one API key: connect (the key is tried before it is kept),
 * restore on start, replace (rotation, spec 5.7), disconnect. The key goes into the keychain and into the HTTP
 * client, and nowhere else: no status, error or log carries it.
 */
import type { AuthStatus, ConnectArgs, ReplaceKeyArgs, ServiceMode } from '../../src-preload/contract'
import { ApiError, createSkinApi, type HttpClientOptions, type SkinApi } from '../api'
import type { SecretStore } from '../secrets/keychain'
import type { Connection, SettingsStore } from '../store/settings'
import { AppFailure } from './appFailure'
import type { DemoService } from './demoService'
import { readKeyClaims } from './jwtExpiry'
import { checkServiceUrl } from './serviceUrl'

export interface SessionDeps {
  settings: SettingsStore
  secrets: SecretStore
  demo: DemoService
  emit(status: AuthStatus): void
  /** For tests: shorter timeouts, fewer retries. */
  apiOptions?: Partial<Omit<HttpClientOptions, 'baseUrl' | 'apiKey'>>
}

const CONNECT_TIMEOUT_MS = 10_000

interface Active {
  connection: Connection
  api: SkinApi
  keyExpiresAt: string | null
}

function accountFor(mode: ServiceMode, baseUrl: string, companyId: string): string {
  return mode === 'demo' ? `demo:${companyId}` : `${companyId}@${baseUrl}`
}

export function createSession(deps: SessionDeps) {
  let active: Active | null = null
  let keyAccepted = true
  let online = true

  const status = (): AuthStatus => ({
    connected: active !== null,
    mode: active?.connection.mode ?? null,
    baseUrl: active?.connection.baseUrl ?? null,
    companyId: active?.connection.companyId ?? null,
    keyExpiresAt: active?.keyExpiresAt ?? null,
    keyAccepted,
    online,
  })
  const publish = () => deps.emit(status())

  const setHealth = (next: { keyAccepted?: boolean; online?: boolean }) => {
    const changed =
      (next.keyAccepted !== undefined && next.keyAccepted !== keyAccepted) ||
      (next.online !== undefined && next.online !== online)
    keyAccepted = next.keyAccepted ?? keyAccepted
    online = next.online ?? online
    if (changed) publish()
  }

  const makeApi = (baseUrl: string, companyId: string, apiKey: string) =>
    createSkinApi({
      ...deps.apiOptions,
      baseUrl,
      companyId,
      apiKey,
      onUnauthorized: () => setHealth({ keyAccepted: false }),
    })

  const activate = (connection: Connection, apiKey: string) => {
    active = {
      connection,
      api: makeApi(connection.baseUrl, connection.companyId, apiKey),
      keyExpiresAt: readKeyClaims(apiKey).expiresAt,
    }
    keyAccepted = true
    online = true
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
    if (!companyId) throw new AppFailure('empty_company', {}, 'companyId')
    if (!apiKey) throw new AppFailure('empty_key', {}, 'apiKey')
    return { companyId, apiKey }
  }

  async function store(mode: ServiceMode, baseUrl: string, companyId: string, apiKey: string) {
    const connection: Connection = {
      mode,
      baseUrl,
      companyId,
      keychainAccount: accountFor(mode, baseUrl, companyId),
    }
    await deps.secrets.set(connection.keychainAccount, apiKey)
    const previous = active?.connection.keychainAccount
    if (previous && previous !== connection.keychainAccount) await deps.secrets.delete(previous)
    await deps.settings.write({ connection })
    return activate(connection, apiKey)
  }

  async function connect(args: ConnectArgs, mode: ServiceMode = 'remote'): Promise<AuthStatus> {
    const baseUrl = checkServiceUrl(args.baseUrl)
    const { companyId, apiKey } = checkCredentials(args.companyId, args.apiKey)
    await tryKey(baseUrl, companyId, apiKey)
    return store(mode, baseUrl, companyId, apiKey)
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

  async function disconnect(): Promise<AuthStatus> {
    if (active) await deps.secrets.delete(active.connection.keychainAccount)
    await deps.settings.write({ connection: null })
    active = null
    keyAccepted = true
    online = true
    publish()
    return status()
  }

  /** On start: the saved connection and its key, without a request (the app must open offline too). */
  async function restore(): Promise<AuthStatus> {
    const { connection } = await deps.settings.read()
    if (!connection) return status()
    if (connection.mode === 'demo') return connectDemo()
    const apiKey = await deps.secrets.get(connection.keychainAccount)
    if (!apiKey) return status()
    return activate(connection, apiKey)
  }

  /** Runs a service call with the active key, tracking whether the service is reachable. */
  async function withApi<T>(call: (api: SkinApi) => Promise<T>): Promise<T> {
    if (!active) throw new AppFailure('not_connected')
    try {
      const result = await call(active.api)
      setHealth({ online: true })
      return result
    } catch (e) {
      if (e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout'))
        setHealth({ online: false })
      else if (e instanceof ApiError && e.status !== null) setHealth({ online: true })
      throw e
    }
  }

  return {
    status,
    connect: (args: ConnectArgs) => connect(args, 'remote'),
    connectDemo,
    replaceKey,
    disconnect,
    restore,
    withApi,
    baseUrl: () => active?.connection.baseUrl,
  }
}
export type Session = ReturnType<typeof createSession>
