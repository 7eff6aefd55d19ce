/**
 * JSON for the browser host's WebSocket, keeping binary data (photos) intact: a Uint8Array travels as
 * `{"$bytes": "<base64>"}`. Electron's IPC needs none of this (structured clone carries Uint8Array as it is).
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

export function encodeWire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? { $bytes: toBase64(v) } : v))
}

export function decodeWire(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v === 'object' && v !== null && '$bytes' in v && Object.keys(v).length === 1) {
      const b64 = (v as { $bytes: unknown }).$bytes
      if (typeof b64 === 'string') return fromBase64(b64)
    }
    return v
  })
}
