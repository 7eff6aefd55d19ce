/**
 * DICOM UIDs for the image archive (issue 44), derived from the service's ids, so archiving a visit again makes the
 * same UIDs and the PACS keeps one copy. Under the `2.25.` root (a UUID as one decimal number, PS3.5 B.2): the UUID
 * is the first 128 bits of a SHA-256 over a namespace and the ids, marked as an RFC 9562 version 8 (custom) UUID.
 * One Study per visit (the service's batch), one Series per capture, one SOP Instance per image; the account is in
 * every key, so two clinics' equal ids never meet. Pure.
 */
import { createHash } from 'node:crypto'

/** One visit: the account (the service and its company), the subject and the batch. */
export interface VisitKey {
  account: string
  subjectId: string
  batchId: string
}

const namespace = 'skin-analysis-workstation/dicom/v1'

/** `2.25.<decimal>` of the version-8 UUID made from a SHA-256 of the namespace and `parts`. */
export function uidFrom(...parts: string[]): string {
  // JSON keeps the parts apart: ['a', 'bc'] and ['ab', 'c'] hash differently.
  const digest = createHash('sha256')
    .update(JSON.stringify([namespace, ...parts]))
    .digest()
  const uuid = Buffer.from(digest.subarray(0, 16))
  uuid[6] = ((uuid[6] ?? 0) & 0x0f) | 0x80 // version 8
  uuid[8] = ((uuid[8] ?? 0) & 0x3f) | 0x80 // the RFC variant
  return `2.25.${BigInt(`0x${uuid.toString('hex')}`).toString(10)}`
}

const visitParts = (visit: VisitKey) => [visit.account, visit.subjectId, visit.batchId]

/** The Study of a visit. */
export const studyUid = (visit: VisitKey) => uidFrom('study', ...visitParts(visit))

/** The Series of one capture in a visit. */
export const seriesUid = (visit: VisitKey, captureId: string) =>
  uidFrom('series', ...visitParts(visit), captureId)

/** The SOP Instance of one image in a visit. */
export const instanceUid = (visit: VisitKey, imageId: string) =>
  uidFrom('instance', ...visitParts(visit), imageId)

/** The Series of a visit's report PDFs. */
export const reportSeriesUid = (visit: VisitKey) => uidFrom('report-series', ...visitParts(visit))

/** The SOP Instance of one report PDF in a visit. */
export const reportInstanceUid = (visit: VisitKey, reportId: string) =>
  uidFrom('report', ...visitParts(visit), reportId)
