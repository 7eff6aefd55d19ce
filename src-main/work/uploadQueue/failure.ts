/** What a failed step means for the queue: wait for the network, back off, pause, or fail the capture. */
import type { AppErrorPayload } from '../../../src-shared/contract'
import { ApiError } from '../../api'
import { AppFailure, toAppError } from '../appFailure'
import { isUnreachable } from '../reachability'

export type FailureKind =
  /** No session: the worker waits until one is connected. */
  | 'paused'
  /** The service cannot be reached (a probe said so): waiting_offline until it can. */
  | 'offline'
  /** One request's connection dropped or timed out while the service can be reached: a backoff, bounded. */
  | 'dropped'
  /** 429: the service asked to slow down. */
  | 'throttled'
  /** 5xx or an unreadable answer: retried a bounded number of times. */
  | 'server'
  /** Anything else (401, 403, 404, validation, our own checks): the capture fails with this problem. */
  | 'fatal'

export interface QueueFailure {
  kind: FailureKind
  problem: AppErrorPayload
  retryAfterMs: number | null
}

export function classifyFailure(error: unknown, baseUrl?: string): QueueFailure {
  const problem = toAppError(error, baseUrl)
  const result = (kind: FailureKind, retryAfterMs: number | null = null) => ({ kind, problem, retryAfterMs })
  if (error instanceof AppFailure) return result(error.code === 'not_connected' ? 'paused' : 'fatal')
  if (!(error instanceof ApiError)) return result('fatal')
  if (isUnreachable(error)) return result('offline')
  if (error.kind === 'network' || error.kind === 'timeout') return result('dropped')
  if (error.kind === 'invalid_response') return result('server')
  if (error.status === 429) {
    return result('throttled', error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000)
  }
  if (error.status !== null && error.status >= 500) return result('server')
  return result('fatal')
}

/** The service refused a second image for a side: the first one got there, its answer did not reach us. */
export function isSideTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.attr === 'side_id'
}
