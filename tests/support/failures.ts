/** What a call failed with, for the tests that expect a failure. No vitest here. */
import type { AppErrorPayload } from '../../src-shared/contract'
import { ApiError } from '../../src-main/api/errors'
import { toAppError } from '../../src-main/work/appFailure'

/** The app error a call failed with; throws if it succeeded. */
export async function failureOf(promise: Promise<unknown>): Promise<AppErrorPayload> {
  try {
    await promise
  } catch (e) {
    return toAppError(e)
  }
  throw new Error('expected a failure')
}

/** The service client's error a call failed with; throws if it succeeded or failed otherwise. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
