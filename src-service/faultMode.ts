/** Random fault mode: a seeded PRNG decides, request by request, whether and how the service misbehaves. */
export type FaultKind = '500' | '502' | '503' | '429' | 'drop' | 'stall'

export const faultKinds: readonly FaultKind[] = ['500', '502', '503', '429', 'drop', 'stall']

export interface FaultConfig {
  /** Share of requests that fail, 0–1. */
  rate: number
  seed: number
  /** Default: all kinds. */
  kinds?: FaultKind[]
  /** How long a stalled request waits before it is handled (before) or answered (after). Default 30 s. */
  stallMs?: number
  /**
   * Share (0–1) of faulted writes (POST, PUT, PATCH, DELETE) whose fault strikes after the handler ran and
   * committed, just before the answer: the client sees a failure although the write happened. Default 0.3.
   */
  afterCommit?: number
}

export interface PlannedFault {
  kind: FaultKind
  phase: 'before' | 'after'
  stallMs: number
}

export interface FaultMode {
  configure(config: FaultConfig | null): void
  /** The fault for the next request, if the dice say so. */
  plan(method: string): PlannedFault | null
}

/** mulberry32: small, fast and good enough to spread faults; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function validateFaultConfig(config: FaultConfig): FaultConfig {
  const share = (value: number | undefined, name: string) => {
    if (value !== undefined && !(value >= 0 && value <= 1))
      throw new Error(`Fault ${name} must be between 0 and 1`)
  }
  share(config.rate, 'rate')
  share(config.afterCommit, 'afterCommit')
  if (!Number.isFinite(config.seed)) throw new Error('Fault seed must be a number')
  for (const kind of config.kinds ?? [])
    if (!faultKinds.includes(kind)) throw new Error(`Unknown fault kind ${kind}`)
  if (config.kinds && config.kinds.length === 0) throw new Error('Fault kinds must not be empty')
  return config
}

export function createFaultMode(initial: FaultConfig | null = null): FaultMode {
  let config: FaultConfig | null = null
  let random = seededRandom(0)
  const mode: FaultMode = {
    configure(next) {
      config = next && validateFaultConfig(next)
      random = seededRandom(next?.seed ?? 0)
    },
    plan(method) {
      if (!config || config.rate <= 0) return null
      if (random() >= config.rate) return null
      const kinds = config.kinds ?? faultKinds
      const kind = kinds[Math.floor(random() * kinds.length)] ?? '500'
      const after = writeMethods.has(method.toUpperCase()) && random() < (config.afterCommit ?? 0.3)
      return { kind, phase: after ? 'after' : 'before', stallMs: config.stallMs ?? 30_000 }
    },
  }
  mode.configure(initial)
  return mode
}
