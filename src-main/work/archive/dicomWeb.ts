/**
 * The image archive's DICOMweb client (issue 44): STOW-RS (PS3.18 10.5) of Part 10 files as one
 * multipart/related; type="application/dicom" POST to `<base>/studies`, its answer's stored and failed instances
 * read; and QIDO-RS (10.6) of studies by PatientID and of a study's instances. Basic or bearer authentication.
 * Every failure is an ArchiveError with a code the UI can say in words; no patient data in its message.
 */
import { randomBytes } from 'node:crypto'

export type ArchiveAuth =
  { kind: 'none' } | { kind: 'basic'; username: string; password: string } | { kind: 'bearer'; token: string }

/** Where and as whom to archive. */
export interface DicomWebTarget {
  /** The DICOMweb root, e.g. https://pacs.example/dicom-web */
  baseUrl: string
  auth: ArchiveAuth
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

export type ArchiveErrorCode =
  | 'unauthorized' // 401: the user name, password or token is wrong
  | 'forbidden' // 403
  | 'conflict' // 409: the archive refused every instance
  | 'too_large' // 413
  | 'server' // 5xx: try again later
  | 'unreachable' // no answer: offline, a closed port, a timeout
  | 'refused' // another 4xx
  | 'bad_answer' // an answer that is not DICOMweb's

export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveErrorCode,
    readonly status: number | null,
    detail: string,
    /** A STOW's 409: the Failure Reason of each refused instance (PS3.18 Table I.2-1), when the answer gave them. */
    readonly reasons: readonly number[] = [],
  ) {
    super(`archive ${code}${status ? ` (HTTP ${status})` : ''}: ${detail}`)
    this.name = 'ArchiveError'
  }

  /** Whether trying again later may succeed (the outbox keeps it). */
  get retryable(): boolean {
    return this.code === 'server' || this.code === 'unreachable'
  }
}

/** One instance the archive refused, with its Failure Reason (PS3.18 Table I.2-1, e.g. 0xA700 out of resources). */
export interface FailedInstance {
  sopInstanceUid: string
  reason: number | null
}

export interface StowResult {
  stored: string[]
  failed: FailedInstance[]
}

const defaultTimeoutMs = 60_000

function authorization(auth: ArchiveAuth): Record<string, string> {
  if (auth.kind === 'basic')
    return { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` }
  if (auth.kind === 'bearer') return { authorization: `Bearer ${auth.token}` }
  return {}
}

const statusCodes: [number, ArchiveErrorCode][] = [
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [409, 'conflict'],
  [413, 'too_large'],
]

/** The error of a status that is not a success (or of a STOW's 409, whose body said why). */
export function errorOfStatus(status: number, detail: string): ArchiveError {
  const known = statusCodes.find(([code]) => code === status)?.[1]
  return new ArchiveError(known ?? (status >= 500 ? 'server' : 'refused'), status, detail)
}

async function request(target: DicomWebTarget, path: string, init: RequestInit): Promise<Response> {
  const doFetch = target.fetchImpl ?? fetch
  const url = `${target.baseUrl.replace(/\/+$/, '')}${path}`
  try {
    return await doFetch(url, {
      ...init,
      headers: { ...authorization(target.auth), ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(target.timeoutMs ?? defaultTimeoutMs),
    })
  } catch (error) {
    const why = error instanceof Error ? error.name : 'error'
    throw new ArchiveError('unreachable', null, `no answer from the archive (${why})`)
  }
}

/** The multipart/related body of `instances` and its Content-Type. */
export function stowBody(instances: Buffer[]): { body: Buffer; contentType: string } {
  const boundary = `skin-${randomBytes(16).toString('hex')}`
  const parts = instances.flatMap((instance) => [
    Buffer.from(`--${boundary}\r\nContent-Type: application/dicom\r\n\r\n`),
    instance,
    Buffer.from('\r\n'),
  ])
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/related; type="application/dicom"; boundary=${boundary}`,
  }
}

type DicomJson = Record<string, { vr?: string; Value?: unknown[] } | undefined>

const stringOf = (item: DicomJson, tag: string) => {
  const value = item[tag]?.Value?.[0]
  return typeof value === 'string' ? value : null
}
const numberOf = (item: DicomJson, tag: string) => {
  const value = item[tag]?.Value?.[0]
  return typeof value === 'number' ? value : null
}
const itemsOf = (item: DicomJson, tag: string) => (item[tag]?.Value ?? []) as DicomJson[]

const referencedSopSequence = '00081199'
const failedSopSequence = '00081198'
const referencedSopInstanceUid = '00081155'
const failureReason = '00081197'

/** The stored and failed instances of a STOW-RS answer's body (DICOM JSON). */
export function readStowAnswer(body: unknown): StowResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { stored: [], failed: [] }
  const answer = body as DicomJson
  const stored = itemsOf(answer, referencedSopSequence).flatMap((item) => {
    const uid = stringOf(item, referencedSopInstanceUid)
    return uid ? [uid] : []
  })
  const failed = itemsOf(answer, failedSopSequence).map((item) => ({
    sopInstanceUid: stringOf(item, referencedSopInstanceUid) ?? '',
    reason: numberOf(item, failureReason),
  }))
  return { stored, failed }
}

async function jsonOrNull(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text.trim()) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** Stores `instances` (Part 10 files) in the archive: what it stored and what it refused. */
export async function stow(target: DicomWebTarget, instances: Buffer[]): Promise<StowResult> {
  const { body, contentType } = stowBody(instances)
  const response = await request(target, '/studies', {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/dicom+json' },
    body: new Uint8Array(body),
  })
  const answer = await jsonOrNull(response)
  if (response.status === 409) {
    const { failed } = readStowAnswer(answer)
    const codes = failed.flatMap((item) => (item.reason === null ? [] : [item.reason]))
    const reasons = [...new Set(failed.map((item) => item.reason?.toString(16) ?? '?'))].join(', ')
    throw new ArchiveError(
      'conflict',
      409,
      `every instance refused (reasons ${reasons || 'not given'})`,
      codes,
    )
  }
  if (!response.ok) throw errorOfStatus(response.status, 'STOW-RS refused')
  if (answer === null && response.status !== 204)
    throw new ArchiveError('bad_answer', response.status, 'no DICOM JSON')
  return readStowAnswer(answer)
}

/** A QIDO-RS search: the matches as DICOM JSON. */
async function qido(target: DicomWebTarget, path: string): Promise<DicomJson[]> {
  const response = await request(target, path, { headers: { accept: 'application/dicom+json' } })
  if (response.status === 204) return []
  if (!response.ok) throw errorOfStatus(response.status, 'QIDO-RS refused')
  const answer = await jsonOrNull(response)
  if (!Array.isArray(answer)) throw new ArchiveError('bad_answer', response.status, 'not a DICOM JSON array')
  return answer as DicomJson[]
}

export interface FoundStudy {
  studyUid: string
  patientId: string | null
}

/** The studies of a patient, by PatientID (the record number). */
export async function findStudies(target: DicomWebTarget, patientId: string): Promise<FoundStudy[]> {
  const found = await qido(target, `/studies?PatientID=${encodeURIComponent(patientId)}`)
  return found.flatMap((item) => {
    const studyUid = stringOf(item, '0020000D')
    return studyUid ? [{ studyUid, patientId: stringOf(item, '00100020') }] : []
  })
}

export interface FoundInstance {
  sopInstanceUid: string
  sopClassUid: string | null
  seriesUid: string | null
}

/** The instances of a study. */
export async function findInstances(target: DicomWebTarget, studyUid: string): Promise<FoundInstance[]> {
  const found = await qido(target, `/studies/${encodeURIComponent(studyUid)}/instances`)
  return found.flatMap((item) => {
    const sopInstanceUid = stringOf(item, '00080018')
    if (!sopInstanceUid) return []
    return [
      { sopInstanceUid, sopClassUid: stringOf(item, '00080016'), seriesUid: stringOf(item, '0020000E') },
    ]
  })
}
