/**
 * A stand-in for main behind the renderer's real bridge (src-shared/bridge.ts builds `window.skin` over it, as
 * the preload does over IPC). Tests say what each channel answers; every call is recorded; events can be sent.
 * It is test code: no product module imports it. Unanswered channels fail with a detail naming the channel, so a
 * test that forgot an answer sees why.
 */
import type { AppErrorCode, ChannelArgs, ChannelResult, OutcomeOf } from '../../src-shared/contract'
import type { BridgeTransport } from '../../src-shared/bridge'
import type { ChannelName, EventName } from '../../src-shared/contractValues'

type Answer<C extends ChannelName> =
  ChannelResult<C> | ((args: ChannelArgs<C>) => ChannelResult<C> | Promise<ChannelResult<C>>)

type Handler = (args: unknown) => Promise<OutcomeOf<unknown>>

const handlers = new Map<ChannelName, Handler>()
const listeners = new Map<EventName, Set<(payload: unknown) => void>>()

export interface Call {
  channel: ChannelName
  args: unknown
}

export const calls: Call[] = []

export const fakeTransport: BridgeTransport = {
  async invoke(channel, args) {
    calls.push({ channel, args })
    const handler = handlers.get(channel)
    if (!handler) {
      return {
        ok: false,
        error: { code: 'internal', params: {}, field: null, detail: `no fake answer for ${channel}` },
      }
    }
    return handler(args)
  },
  subscribe(event, listener) {
    const set = listeners.get(event) ?? new Set()
    listeners.set(event, set)
    set.add(listener)
    return () => set.delete(listener)
  },
}

/** `channel` answers `value` (or what `value(args)` gives) from now on. */
export function answer<C extends ChannelName>(channel: C, value: Answer<C>): void {
  handlers.set(channel, async (args) => ({
    ok: true,
    value:
      typeof value === 'function'
        ? await (value as (a: ChannelArgs<C>) => unknown)(args as ChannelArgs<C>)
        : value,
  }))
}

/** `channel` fails with `code` (the translatable error main would send). */
export function fail(channel: ChannelName, code: AppErrorCode, params: Record<string, string> = {}): void {
  handlers.set(channel, async () => ({ ok: false, error: { code, params, field: null, detail: null } }))
}

/** `channel` fails with `code` at a form's `field`, as main's field errors do. */
export function failAt(channel: ChannelName, code: AppErrorCode, field: string): void {
  handlers.set(channel, async () => ({ ok: false, error: { code, params: {}, field, detail: null } }))
}

/** A call that never answers until `release` is called: for busy states. */
export function hold<C extends ChannelName>(channel: C, value: ChannelResult<C>): () => void {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  handlers.set(channel, async () => {
    await gate
    return { ok: true, value }
  })
  return () => release()
}

/** Sends an event as main would (`data.changed`, `queue.changed`…). */
export function emit(event: EventName, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload)
}

export function callsTo(channel: ChannelName): unknown[] {
  return calls.filter((c) => c.channel === channel).map((c) => c.args)
}

/** Forgets answers and calls; subscriptions stay (components drop theirs when they unmount). */
export function resetFakeSkin(): void {
  handlers.clear()
  calls.length = 0
}
