/**
 * Sends a transaction Bundle to a record system's FHIR R4 base (issue 44): one POST to the base with a bearer
 * token, then the transaction-response read entry by entry. Any other answer becomes a RecordError
 * (recordError.ts) with the server's OperationOutcome issues; nothing of the Bundle or the token reaches a log.
 * `fetch` is given by the caller: Electron's net.fetch in the app (the OS's proxies and trust store).
 */
import type { Bundle } from '@medplum/fhirtypes'
import { codeForStatus, issuesOf, RecordError } from './recordError'

export interface RecordServer {
  /** The FHIR base URL, e.g. https://ehr.example/fhir/R4. */
  baseUrl: string
  /** The access token: a bearer token as given, or one from SMART Backend Services. */
  token: string
}

export interface SendOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  signal?: AbortSignal
  /** The largest answer read (default `answerLimit`). */
  answerLimit?: number
}

export interface SentEntry {
  /** The entry's HTTP status: 201 created, 200 found by its `ifNoneExist` (sent before). */
  status: number
  /** Where the resource is: `Type/id` (or the server's full URL for it). */
  location: string | null
}

const fhirJson = 'application/fhir+json'
const defaultTimeoutMs = 60_000

const statusOf = (text: unknown) => Number.parseInt(String(text ?? ''), 10)

/** The transaction-response's entries, in the Bundle's order; null when the answer is not one. */
function entriesOf(answer: unknown, count: number): SentEntry[] | null {
  const bundle = answer as Bundle | null
  if (bundle?.resourceType !== 'Bundle' || bundle.type !== 'transaction-response') return null
  const entries = bundle.entry ?? []
  if (entries.length !== count) return null
  const sent = entries.map((entry) => ({
    status: statusOf(entry.response?.status),
    location: entry.response?.location ?? null,
  }))
  return sent.every((entry) => entry.status >= 200 && entry.status < 300) ? sent : null
}

async function post(server: RecordServer, bundle: Bundle, options: SendOptions): Promise<Response> {
  const signals = [AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs), options.signal].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  )
  try {
    return await (options.fetch ?? fetch)(server.baseUrl.replace(/\/+$/, ''), {
      method: 'POST',
      headers: {
        'content-type': fhirJson,
        accept: fhirJson,
        prefer: 'return=minimal',
        authorization: `Bearer ${server.token}`,
      },
      body: JSON.stringify(bundle),
      signal: AbortSignal.any(signals),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new RecordError({
      code: timedOut ? 'record_timeout' : 'record_unreachable',
      status: null,
      cause: error,
    })
  }
}

/**
 * The largest answer read: a transaction-response may carry the resources back, the PDF in two of them (a
 * server that ignores `Prefer: return=minimal`); one sending without end cannot fill main's memory.
 */
export const answerLimit = 64 * 1024 * 1024

/** The answer as JSON (null when it is not), read as it streams in and given up past `limit` bytes. */
async function bodyOf(response: Response, limit: number): Promise<unknown> {
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body?.getReader()
  for (;;) {
    const read = reader ? await reader.read().catch(() => null) : null
    if (!read || read.done) break
    total += read.value.byteLength
    if (total > limit) {
      await reader?.cancel().catch(() => undefined)
      throw new RecordError({ code: 'record_unreadable_answer', status: response.status })
    }
    chunks.push(read.value)
  }
  try {
    return JSON.parse(Buffer.concat(chunks, total).toString('utf8')) as unknown
  } catch {
    return null
  }
}

/** POSTs the transaction; its entries as the server answered them, or a RecordError. */
export async function sendBundle(
  server: RecordServer,
  bundle: Bundle,
  options: SendOptions = {},
): Promise<SentEntry[]> {
  const response = await post(server, bundle, options)
  const body = await bodyOf(response, options.answerLimit ?? answerLimit)
  if (!response.ok)
    throw new RecordError({
      code: codeForStatus(response.status),
      status: response.status,
      issues: issuesOf(body),
    })
  const entries = entriesOf(body, bundle.entry?.length ?? 0)
  if (!entries) throw new RecordError({ code: 'record_unreadable_answer', status: response.status })
  return entries
}
