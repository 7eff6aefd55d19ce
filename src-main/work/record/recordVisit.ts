/**
 * What a record system is sent of one visit (issue 44): the subject with its record number, the visit's photos
 * with their results, and its PDF report; and where it goes. Types only.
 */
import type { CaptureSide, ResultRecord, Subject } from '../../../src-shared/contract'

export interface RecordVisit {
  /** The subject as the service has it; `patientId` is the record number the record system knows it by. */
  subject: Pick<Subject, 'id' | 'name' | 'birthDate' | 'biologicalSex' | 'patientId'>
  /** The visit's photos (one capture's sides), with the service's results of each. */
  photos: readonly RecordPhoto[]
  /** The visit's PDF report (reports.generate's bytes) and the id it is kept under. */
  report: { id: string; pdf: Uint8Array; createdAt: string }
}

export interface RecordPhoto {
  imageId: string
  side: CaptureSide | null
  /** When it was taken, ISO-8601 UTC. */
  capturedAt: string
  results: readonly ResultRecord[]
}

export interface RecordTarget {
  /** The clinic's MRN system URI: the Patient's identifier system. */
  patientIdentifierSystem: string
}
