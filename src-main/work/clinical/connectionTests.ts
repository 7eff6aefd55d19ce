/**
 * "Test the connection" of both clinical targets (issue 44): the record system's CapabilityStatement
 * (`GET <base>/metadata`) and then a search with the token (the CapabilityStatement is often public, so a refused
 * token shows only there); a QIDO-RS search of the image archive with its credentials. Each refusal is the same
 * error a send would get; nothing of the answer is logged.
 */
import { findStudies, type DicomWebTarget } from '../archive/dicomWeb'
import { codeForStatus, issuesOf, RecordError } from '../record/recordError'
import type { RecordServer } from '../record/sendBundle'

const TEST_TIMEOUT_MS = 20_000

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null

/** A FHIR GET with the token: its JSON body, of the resource type expected, or a RecordError. */
async function read(
  server: RecordServer,
  path: string,
  expected: string,
  fetchImpl: typeof fetch,
): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetchImpl(`${server.baseUrl.replace(/\/+$/, '')}/${path}`, {
      headers: { accept: 'application/fhir+json', authorization: `Bearer ${server.token}` },
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new RecordError({ code: timedOut ? 'record_timeout' : 'record_unreachable', status: null })
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok)
    throw new RecordError({
      code: codeForStatus(response.status),
      status: response.status,
      issues: issuesOf(body),
    })
  if (body?.resourceType !== expected)
    throw new RecordError({ code: 'record_unreadable_answer', status: response.status })
  return body
}

/**
 * The server's software and version as its CapabilityStatement names them, once a search for a Patient by the
 * clinic's MRN system (which a wrong token or a missing scope refuses) was answered.
 */
export async function testRecordServer(
  server: RecordServer,
  patientIdentifierSystem: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ software: string | null; version: string | null }> {
  const capabilities = await read(server, 'metadata', 'CapabilityStatement', fetchImpl)
  const identifier = encodeURIComponent(
    `${patientIdentifierSystem}|skin-analysis-workstation-connection-test`,
  )
  await read(server, `Patient?identifier=${identifier}`, 'Bundle', fetchImpl)
  const software = (capabilities.software ?? {}) as Record<string, unknown>
  return {
    software: textOf(software.name),
    version: textOf(software.version) ?? textOf(capabilities.fhirVersion),
  }
}

/** A QIDO-RS search for a PatientID nobody has: the archive answers and takes the credentials. */
export async function testArchive(target: DicomWebTarget): Promise<{ software: null; version: null }> {
  await findStudies({ ...target, timeoutMs: TEST_TIMEOUT_MS }, 'skin-analysis-workstation-connection-test')
  return { software: null, version: null }
}
