/**
 * Whether the service can be reached: the one place that decides "offline". Only a probe decides it. A request
 * that fails on the network (a dropped connection, a timeout) is that request's problem: its caller backs off and
 * tries again. The account goes offline only when a probe made right after the failure cannot reach the service
 * either. While offline, calls fail at once without being sent (readers answer from their cache), until a probe
 * reaches the service again.
 */
import { ApiError, isOffline } from '../api'

/**
 * A call that was not sent, or failed, because the service cannot be reached (a probe said so). It stays an
 * `ApiError` of kind network or timeout, so it reads as "unreachable" or "timeout" wherever errors are shown.
 */
export class UnreachableError extends ApiError {
  readonly unreachable = true

  constructor(cause: ApiError | null) {
    super({
      kind: cause?.kind ?? 'network',
      status: null,
      method: cause?.method ?? '-',
      path: cause?.path ?? '-',
      code: 'offline',
      detail: cause
        ? `${cause.detail} (the service cannot be reached)`
        : 'not sent: the service cannot be reached',
      causeCode: cause?.causeCode ?? null,
      cause,
    })
    this.name = 'UnreachableError'
  }
}

export function isUnreachable(error: unknown): error is UnreachableError {
  return error instanceof UnreachableError
}

export interface ReachabilityDeps {
  /** One light request (or a few): true when the service answered at all, an error status included. */
  probe(): Promise<boolean>
  /** The verdict changed. */
  onChange(online: boolean): void
}

export interface Reachability {
  online(): boolean
  /** Runs a service call under the rule above. */
  run<T>(call: () => Promise<T>): Promise<T>
  /** Probes now and records the verdict; a probe already under way is joined. */
  check(): Promise<boolean>
}

export function createReachability(deps: ReachabilityDeps, initiallyOnline = true): Reachability {
  let online = initiallyOnline
  let probing: Promise<boolean> | null = null

  function check(): Promise<boolean> {
    probing ??= deps
      .probe()
      .catch(() => false)
      .then((reached) => {
        probing = null
        if (reached !== online) {
          online = reached
          deps.onChange(reached)
        }
        return reached
      })
    return probing
  }

  return {
    online: () => online,
    check,
    async run(call) {
      if (!online) throw new UnreachableError(null)
      try {
        return await call()
      } catch (e) {
        if (!isOffline(e) || isUnreachable(e)) throw e
        if (await check()) throw e
        throw new UnreachableError(e)
      }
    },
  }
}
