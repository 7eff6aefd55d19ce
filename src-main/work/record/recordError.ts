/**
 * A record system's refusal, as the workstation says it (issue 44): a code the UI translates, whether the send
 * may be tried again later (the outbox), and the server's OperationOutcome issues for the screen. The error's
 * message names the status and the issues' codes only: an issue's text may quote what was sent (a name, a birth
 * date), so it is never part of the message, which may reach a log.
 */
import type { OperationOutcome } from '@medplum/fhirtypes'

export type RecordErrorCode =
  /** 401: the token was refused. */
  | 'record_unauthorized'
  /** 403: the token may not write these resources. */
  | 'record_forbidden'
  /** 400, 404, 422 and other answers the server gave with reasons (the issues). */
  | 'record_rejected'
  /** 409 or 412: the server's copy changed meanwhile; sent again later. */
  | 'record_conflict'
  /** 413: the visit is larger than the server takes. */
  | 'record_too_large'
  /** 429 or 5xx: the server cannot take it now; sent again later. */
  | 'record_server_error'
  /** No answer: the server is offline or the address does not answer. */
  | 'record_unreachable'
  | 'record_timeout'
  /** An answer that is not a FHIR transaction-response (or, from a token endpoint, no bearer token). */
  | 'record_unreadable_answer'
  /** SMART Backend Services: the token endpoint refused the client (400/401: unknown client, key not registered). */
  | 'record_token_refused'

export interface RecordIssue {
  severity: string
  code: string
  /** The server's words (details.text, else diagnostics): for the screen, never for the log. */
  text: string | null
  /** FHIRPath expressions of where in the Bundle. */
  where: string[]
}

export interface RecordErrorInit {
  code: RecordErrorCode
  status: number | null
  issues?: RecordIssue[]
  cause?: unknown
}

const retried: ReadonlySet<RecordErrorCode> = new Set([
  'record_conflict',
  'record_server_error',
  'record_unreachable',
  'record_timeout',
])

export class RecordError extends Error {
  readonly code: RecordErrorCode
  readonly status: number | null
  readonly issues: RecordIssue[]
  /** Worth sending again later, unchanged (the outbox keeps it). */
  readonly retry: boolean

  constructor({ code, status, issues = [], cause }: RecordErrorInit) {
    const codes = issues.map((issue) => issue.code).join(', ')
    super(`record system: ${status ?? 'no answer'} ${code}${codes ? ` (${codes})` : ''}`, { cause })
    this.name = 'RecordError'
    this.code = code
    this.status = status
    this.issues = issues
    this.retry = retried.has(code)
  }
}

/** The status's code: what the workstation tells the user for it. */
export function codeForStatus(status: number): RecordErrorCode {
  if (status === 401) return 'record_unauthorized'
  if (status === 403) return 'record_forbidden'
  if (status === 409 || status === 412) return 'record_conflict'
  if (status === 413) return 'record_too_large'
  if (status === 429 || status >= 500) return 'record_server_error'
  return 'record_rejected'
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** An OperationOutcome's issues; none when the body is not one. */
export function issuesOf(body: unknown): RecordIssue[] {
  if (!isObject(body) || body.resourceType !== 'OperationOutcome' || !Array.isArray(body.issue)) return []
  return (body as unknown as OperationOutcome).issue.map((issue) => ({
    severity: String(issue.severity ?? 'error'),
    code: String(issue.code ?? 'unknown'),
    text: issue.details?.text ?? issue.diagnostics ?? null,
    where: [...(issue.expression ?? [])].map(String),
  }))
}
