/**
 * One call from any transport: validate the argument (the renderer is not trusted), run the handler, wrap the
 * answer. The answer is not parsed again: handlers are typed to the contract, and what they read from outside
 * (the service, files) was checked where it came in. Tests turn `checkResults` on to hold main to the contract.
 */
import { channels, type AppErrorPayload, type ChannelName, type OutcomeOf } from '../../src-shared/contract'
import { toAppError } from '../work/appFailure'
import type { Handlers } from './handlers'

const isChannel = (name: string): name is ChannelName => Object.hasOwn(channels, name)

function badRequest(detail: string): OutcomeOf<never> {
  const error: AppErrorPayload = { code: 'bad_request', params: {}, field: null, detail }
  return { ok: false, error }
}

export interface DispatchOptions {
  /** Where the service is, so network errors can name the host. */
  baseUrl?: () => string | undefined
  /** Called with failures that are bugs (code `internal`), for the log; never receives request data. */
  onInternalError?: (channel: string, error: unknown) => void
  /** Tests: check every answer against the contract's result schema (a mismatch is an `internal` failure). */
  checkResults?: boolean
  /** Called once per call of a known channel with its outcome and how long it took, for the log. */
  onAnswered?: (channel: ChannelName, outcome: OutcomeOf<unknown>, ms: number) => void
}

export async function dispatch(
  handlers: Handlers,
  channel: string,
  rawArgs: unknown,
  options: DispatchOptions = {},
): Promise<OutcomeOf<unknown>> {
  if (!isChannel(channel)) return badRequest(`Unknown channel ${channel.slice(0, 64)}`)
  const started = performance.now()
  const outcome = await run(handlers, channel, rawArgs, options)
  options.onAnswered?.(channel, outcome, performance.now() - started)
  return outcome
}

async function run(
  handlers: Handlers,
  channel: ChannelName,
  rawArgs: unknown,
  options: DispatchOptions,
): Promise<OutcomeOf<unknown>> {
  const spec = channels[channel]
  const args = spec.args.safeParse(rawArgs ?? {})
  if (!args.success) {
    const issue = args.error.issues[0]
    return badRequest(
      `Invalid argument${issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}`,
    )
  }
  try {
    const handler = handlers[channel] as (a: unknown) => Promise<unknown>
    const answer = await handler(args.data)
    const value = options.checkResults ? spec.result.parse(answer) : answer
    return { ok: true, value }
  } catch (e) {
    const error = toAppError(e, options.baseUrl?.())
    if (error.code === 'internal') options.onInternalError?.(channel, e)
    return { ok: false, error }
  }
}
