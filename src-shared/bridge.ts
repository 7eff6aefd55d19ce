/**
 * Builds `window.skin` from the contract's names over any transport (Electron IPC in the preload, a WebSocket
 * in the browser host), and the renderer's throwing view of it. Main's answers are trusted as they are: main
 * checks what comes in (the renderer's arguments, the service's records) and its answers are typed; here only
 * the envelope is checked, so no schema code runs (or is bundled) in the renderer.
 */
import type { AppErrorPayload, OutcomeOf, SkinApi, SkinBridge } from './contract'
import { channelNames, eventNames, type ChannelName, type EventName } from './contractValues'

export interface BridgeTransport {
  invoke(channel: ChannelName, args: unknown): Promise<unknown>
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void
}

/**
 * A channel's domain (before the first dot) and its method (the rest): `practice.settings.get` is
 * `skin.practice['settings.get']`, as the contract's types (`SplitName`) say.
 */
export function domainAndVerb(name: string): [string, string] {
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}

function group<T>(make: (name: ChannelName) => T): Record<string, Record<string, T>> {
  const out: Record<string, Record<string, T>> = {}
  for (const name of channelNames) {
    const [domain, verb] = domainAndVerb(name)
    ;(out[domain] ??= {})[verb] = make(name)
  }
  return out
}

function subscriber(transport: BridgeTransport) {
  return (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!eventNames.includes(event)) throw new Error(`Unknown event ${String(event)}`)
    return transport.subscribe(event, (payload) => {
      if (typeof payload === 'object' && payload !== null) listener(payload)
    })
  }
}

const brokenAnswer: AppErrorPayload = {
  code: 'internal',
  params: {},
  field: null,
  detail: 'Malformed answer',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** `{ ok: true, value }`, or `{ ok: false, error }` with a code and params the UI can translate. */
function isOutcome(answer: unknown): answer is OutcomeOf<unknown> {
  if (!isRecord(answer)) return false
  if (answer.ok === true) return 'value' in answer
  const error = answer.error
  return answer.ok === false && isRecord(error) && typeof error.code === 'string' && isRecord(error.params)
}

export function buildBridge(transport: BridgeTransport): SkinBridge {
  const domains = group((name) => async (args: unknown = {}): Promise<OutcomeOf<unknown>> => {
    const answer = await transport.invoke(name, args).catch((e: unknown): OutcomeOf<unknown> => ({
      ok: false,
      error: { ...brokenAnswer, detail: e instanceof Error ? e.message : String(e) },
    }))
    return isOutcome(answer) ? answer : { ok: false, error: brokenAnswer }
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
    const [domain, verb] = domainAndVerb(name)
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
