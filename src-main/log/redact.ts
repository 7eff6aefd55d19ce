/**
 * The one rule for what may reach the log. Every line is made here from what a call site passes, and then
 * cleaned: the secrets main holds (API keys, tokens, data keys, passwords: told to `addSecret` when the keychain
 * or a form hands them over) and what looks like one (`Authorization`/`Bearer …`, JWTs, the value after an
 * `apiKey`/`api_key`/`password`/`token` key), e-mail addresses, credentials in URLs and URLs' query strings (a
 * search term may be a patient's name).
 *
 * Patient data must never be passed in the first place (call sites log codes, ids, counts and channel names);
 * this rule is the net below them: objects lose the values of keys that hold secrets or patient details, bytes
 * are logged as their count, and an error is logged by its name, code and message only: a system error by its
 * code and call (its message names a path, and a saved report's file name holds the patient's name), a service
 * error by its request and status (the service's own words may repeat what was sent).
 */

/** A secret shorter than this is not looked for: redacting every "abc" would wreck the log and protect little. */
export const MIN_SECRET_LENGTH = 4
/** One line at most this long (characters); the rest is cut, so one message cannot flood the file. */
export const MAX_LINE_CHARS = 4000

const SECRET = '[secret]'
const REDACTED = '[redacted]'

/** Keys whose values are secrets, whatever the object. */
const SECRET_KEY = /(?:key|token|password|passwd|secret|authorization|cookie|credentials?)$/i
/** Keys whose values are a patient's details or free text (the service's and the contract's spellings). */
const PATIENT_KEY =
  /^(?:name|subject_?name|birth_?date|birthdate|date_of_birth|patient_?id|meta|notes?|comment|e_?mail|sex|biological_?sex|consent|by|query|search|bytes|photo|image_?data)$/i

const textRules: [RegExp, string][] = [
  // user:password@ in a URL
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"'<>]+@/gi, '$1[credentials]@'],
  // a URL's query string, and a path's (`/subjects/?search=…`)
  [/((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'<>]*)\?[^\s#"'<>]+/gi, '$1?[query]'],
  [/\bBearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`],
  [/\b(authorization["']?\s*[:=]\s*["']?)(?!Bearer\b)[^\s"',;]+/gi, `$1${REDACTED}`],
  // a JWT: three base64url parts, the first a JSON object (`{"` is `eyJ`)
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  // `apiKey=…`, `"password": "…"`, `access_token: …` in text
  [
    /\b((?:x-)?api[_-]?key|password|passwd|secret|client_secret|(?:access|refresh|id|private)?_?token)(["']?\s*[:=]\s*["']?)(?!\[)[^\s"'&,;}\]]+/gi,
    `$1$2${REDACTED}`,
  ],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export interface Redactor {
  /** Never log this value (nor its URL-encoded form); too short a value is ignored. */
  addSecret(value: string | null | undefined): void
  /** A text with every secret and pattern replaced. */
  text(text: string): string
  /** One log line from what a call site passed: each part described, joined, cleaned and capped. */
  line(parts: readonly unknown[]): string
}

function describeError(e: Error): string {
  const fields = e as Error & Record<string, unknown>
  const name = e.name || 'Error'
  const code = typeof fields.code === 'string' || typeof fields.code === 'number' ? String(fields.code) : null
  if (typeof fields.syscall === 'string') return `${name} ${code ?? 'no code'} (${fields.syscall})`
  if (typeof fields.method === 'string' && typeof fields.path === 'string' && 'kind' in fields) {
    const status = typeof fields.status === 'number' ? String(fields.status) : String(fields.kind)
    return `${name} ${fields.method} ${fields.path}: ${status}${code ? ` ${code}` : ''}`
  }
  return `${name}${code ? ` [${code}]` : ''}: ${e.message}`
}

function isBytes(value: unknown): value is ArrayBufferView | ArrayBuffer {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer
}

function cleanValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return describeError(value)
  if (isBytes(value)) return `[${value.byteLength} bytes]`
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[circular]'
  if (depth > 4) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => cleanValue(item, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && inner !== null && inner !== undefined && inner !== '') out[key] = REDACTED
    else if (PATIENT_KEY.test(key) && inner !== null && inner !== undefined) out[key] = REDACTED
    else out[key] = cleanValue(inner, depth + 1, seen)
  }
  return out
}

function partText(part: unknown): string {
  if (typeof part === 'string') return part
  if (part === undefined) return 'undefined'
  const cleaned = cleanValue(part, 0, new WeakSet())
  if (typeof cleaned === 'string') return cleaned
  if (typeof cleaned === 'bigint') return `${cleaned}n`
  try {
    return JSON.stringify(cleaned) ?? String(cleaned)
  } catch {
    return String(cleaned)
  }
}

export function createRedactor(): Redactor {
  const secrets = new Set<string>()
  let secretPattern: RegExp | null = null

  const text = (input: string): string => {
    let out = secretPattern ? input.replace(secretPattern, SECRET) : input
    for (const [pattern, replacement] of textRules) out = out.replace(pattern, replacement)
    return out
  }

  return {
    addSecret(value) {
      if (typeof value !== 'string') return
      const trimmed = value.trim()
      if (trimmed.length < MIN_SECRET_LENGTH) return
      const before = secrets.size
      for (const form of [trimmed, encodeURIComponent(trimmed)]) secrets.add(form)
      if (secrets.size === before) return
      // Longest first, so a secret that holds another is replaced whole.
      const alternatives = [...secrets].sort((a, b) => b.length - a.length).map(escapeRegExp)
      secretPattern = new RegExp(alternatives.join('|'), 'g')
    },
    text,
    line(parts) {
      const joined = text(parts.map(partText).join(' '))
      return joined.length > MAX_LINE_CHARS ? `${joined.slice(0, MAX_LINE_CHARS)}… [cut]` : joined
    },
  }
}
