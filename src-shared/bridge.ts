/**
 * Builds `window.skin` from the contract over any transport (Electron IPC in the preload, a WebSocket in the
 * browser host), and the renderer's throwing view of it. Imports nothing but the contract.
 */
import {
  AppErrorPayload,
  channelNames,
  channels,
  eventNames,
  events,
  Outcome,
  type ChannelName,
  type EventName,
  type OutcomeOf,
  type SkinApi,
  type SkinBridge,
} from './contract'

export interface BridgeTransport {
  invoke(channel: ChannelName, args: unknown): Promise<unknown>
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void
}

function group<T>(make: (name: ChannelName) => T): Record<string, Record<string, T>> {
  const out: Record<string, Record<string, T>> = {}
  for (const name of channelNames) {
    const [domain, verb] = name.split('.') as [string, string]
    ;(out[domain] ??= {})[verb] = make(name)
  }
  return out
}

function subscriber(transport: BridgeTransport) {
  return (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!eventNames.includes(event)) throw new Error(`Unknown event ${String(event)}`)
    const schema = events[event]
    return transport.subscribe(event, (payload) => {
      const parsed = schema.safeParse(payload)
      if (parsed.success) listener(parsed.data)
    })
  }
}

const brokenAnswer: AppErrorPayload = {
  code: 'internal',
  params: {},
  field: null,
  detail: 'Malformed answer',
}

export function buildBridge(transport: BridgeTransport): SkinBridge {
  const domains = group((name) => async (args: unknown = {}): Promise<OutcomeOf<unknown>> => {
    const answer = await transport.invoke(name, args).catch((e: unknown): OutcomeOf<unknown> => ({
      ok: false,
      error: { ...brokenAnswer, detail: e instanceof Error ? e.message : String(e) },
    }))
    const parsed = Outcome(channels[name].result).safeParse(answer)
    return parsed.success ? parsed.data : { ok: false, error: brokenAnswer }
  })
  return { ...domains, on: subscriber(transport) } as unknown as SkinBridge
}

/** A failed bridge call, with its translatable code. */
export class SkinError extends Error {
  readonly code: AppErrorPayload['code']
  readonly params: Record<string, string>
  readonly field: string | null
  readonly detail: string | null
  constructor(payload: AppErrorPayload) {
    super(payload.detail ?? payload.code)
    this.name = 'SkinError'
    this.code = payload.code
    this.params = payload.params
    this.field = payload.field
    this.detail = payload.detail
  }
}

type OutcomeCall = (args?: unknown) => Promise<OutcomeOf<unknown>>

export function unwrapBridge(bridge: SkinBridge): SkinApi {
  const raw = bridge as unknown as Record<string, Record<string, OutcomeCall>>
  const domains = group((name) => {
    const [domain, verb] = name.split('.') as [string, string]
    return async (args?: unknown) => {
      const call = raw[domain]?.[verb]
      if (!call) throw new SkinError({ ...brokenAnswer, detail: `No bridge method ${name}` })
      const outcome = await call(args)
      if (!outcome.ok) throw new SkinError(outcome.error)
      return outcome.value
    }
  })
  return { ...domains, on: bridge.on } as unknown as SkinApi
}
