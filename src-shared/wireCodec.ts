/**
 * JSON for the browser host's WebSocket, keeping binary data (photos) intact: a Uint8Array travels as
 * `{"$bytes": "<base64>"}`. Electron's IPC needs none of this (structured clone carries Uint8Array as it is).
 * A message without bytes (a history, a list: nearly all of them) is plain JSON both ways: a replacer or a reviver
 * makes JSON.stringify and JSON.parse call back into JavaScript for every value, which made a 600 kB history
 * cost two to three times as much (issue 46).
 */
const CHUNK = 0x8000

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Whether JSON.stringify would meet a Uint8Array in `value` (arrays and objects' own enumerable values). */
function holdsBytes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (value instanceof Uint8Array) return true
  if (Array.isArray(value)) return value.some(holdsBytes)
  // what has its own JSON (a Date) is written as that, not walked
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false
  for (const key in value) {
    if (Object.hasOwn(value, key) && holdsBytes((value as Record<string, unknown>)[key])) return true
  }
  return false
}

export function encodeWire(value: unknown): string {
  if (!holdsBytes(value)) return JSON.stringify(value)
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? { $bytes: toBase64(v) } : v))
}

/**
 * A text that cannot hold a `$bytes` key is parsed without a reviver: one that has neither `$bytes` nor an escape
 * (`\u0024bytes` is the same key to JSON.parse).
 */
const mayHoldBytes = (text: string) => text.includes('$bytes') || text.includes('\\u')

export function decodeWire(text: string): unknown {
  if (!mayHoldBytes(text)) return JSON.parse(text)
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v === 'object' && v !== null && '$bytes' in v && Object.keys(v).length === 1) {
      const b64 = (v as { $bytes: unknown }).$bytes
      if (typeof b64 === 'string') return fromBase64(b64)
    }
    return v
  })
}
