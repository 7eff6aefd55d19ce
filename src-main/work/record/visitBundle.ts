/**
 * One visit as a FHIR R4 transaction Bundle (issue 44, "Send to the patient's record"): the Patient as a
 * conditional create on the clinic's MRN, one Media per photo, one Observation per metric, a DiagnosticReport with
 * the PDF and a DocumentReference for it. Every entry is a conditional create on an identifier made from the
 * service's ids (identifiers.ts), so sending the visit again creates nothing new. Pure: data in, JSON out.
 */
import { createHash } from 'node:crypto'
import type {
  Attachment,
  Bundle,
  BundleEntry,
  DiagnosticReport,
  DocumentReference,
  Media,
  Observation,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes'
import type { CaptureSide } from '../../../src-shared/contract'
import {
  codeSystems,
  fullUrlOf,
  identifierSystems,
  identifierValue,
  ifNoneExist,
  terminology,
  type StableIdentifier,
} from './identifiers'
import { metricObservations } from './metricObservations'
import type { RecordPhoto, RecordTarget, RecordVisit } from './recordVisit'

/** The visit has no record number: the record system could not tell which patient it belongs to. */
export class NoRecordNumberError extends Error {
  readonly code = 'record_number_missing'
  constructor() {
    super('the subject has no record number')
    this.name = 'NoRecordNumberError'
  }
}

type Entry = BundleEntry & { fullUrl: string }

/** A conditional create of `resource`, found again by its first identifier. */
export function createEntry(resource: Resource, identifier: StableIdentifier): Entry {
  return {
    fullUrl: fullUrlOf(identifier),
    resource,
    request: { method: 'POST', url: resource.resourceType, ifNoneExist: ifNoneExist(identifier) },
  }
}

/** A reference to the entry's resource by its fullUrl (the server puts `Type/id` in its place). */
export const referenceTo = <T extends Resource>(entry: Entry): Reference<T> => ({ reference: entry.fullUrl })

function patientEntry(visit: RecordVisit, target: RecordTarget): Entry {
  const { subject } = visit
  if (!subject.patientId) throw new NoRecordNumberError()
  const identifier = { system: target.patientIdentifierSystem, value: subject.patientId }
  const patient: Patient = {
    resourceType: 'Patient',
    identifier: [{ use: 'usual', type: mrnType, ...identifier }],
    name: [{ text: subject.name }],
    ...(subject.birthDate ? { birthDate: subject.birthDate.slice(0, 10) } : {}),
    ...(subject.biologicalSex ? { gender: subject.biologicalSex } : {}),
  }
  return createEntry(patient, identifier)
}

const mrnType = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR', display: 'Medical record number' },
  ],
}

function mediaEntry(photo: RecordPhoto, patient: Entry): Entry {
  const identifier = { system: identifierSystems.media, value: identifierValue(photo.imageId) }
  const side = photo.side ?? 'front'
  const media: Media = {
    resourceType: 'Media',
    identifier: [identifier],
    status: 'completed',
    type: { coding: [{ system: terminology.mediaType, code: 'image', display: 'Image' }] },
    view: {
      coding: [{ system: codeSystems.view, code: side, display: viewNames[side] }],
      text: viewNames[side],
    },
    subject: referenceTo(patient),
    createdDateTime: photo.capturedAt,
    bodySite: {
      coding: [{ system: terminology.snomed, ...terminology.faceStructure }],
      text: 'Face',
    },
    content: { contentType: 'image/jpeg', title: `${viewNames[side]} photo` },
  }
  return createEntry(media, identifier)
}

const viewNames: Record<CaptureSide, string> = {
  front: 'Front view',
  left: 'Left side view',
  right: 'Right side view',
}

/** The PDF as an attachment: its bytes, size and SHA-1 (base64, as R4's Attachment.hash is). */
export function pdfAttachment(report: RecordVisit['report']): Attachment {
  const bytes = Buffer.from(report.pdf.buffer, report.pdf.byteOffset, report.pdf.byteLength)
  return {
    contentType: 'application/pdf',
    data: bytes.toString('base64'),
    size: bytes.byteLength,
    hash: createHash('sha1').update(bytes).digest('base64'),
    title: 'Skin analysis report',
    creation: report.createdAt,
  }
}

const reportCode = {
  coding: [{ system: codeSystems.document, code: 'skin-analysis-report', display: 'Skin analysis report' }],
  text: 'Skin analysis report',
}

function reportEntries(visit: RecordVisit, patient: Entry, media: Entry[], observations: Entry[]): Entry[] {
  const attachment = pdfAttachment(visit.report)
  const effective = visit.photos[0]?.capturedAt ?? visit.report.createdAt
  const reportId = { system: identifierSystems.report, value: identifierValue(visit.report.id) }
  const diagnosticReport: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    identifier: [reportId],
    status: 'final',
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'OTH' }] }],
    code: reportCode,
    subject: referenceTo(patient),
    effectiveDateTime: effective,
    issued: visit.report.createdAt,
    result: observations.map((entry) => referenceTo<Observation>(entry)),
    media: media.map((entry) => ({ link: referenceTo(entry) })),
    presentedForm: [attachment],
  }
  const reportEntry = createEntry(diagnosticReport, reportId)
  const documentId = { system: identifierSystems.document, value: identifierValue(visit.report.id) }
  const document: DocumentReference = {
    resourceType: 'DocumentReference',
    identifier: [documentId],
    status: 'current',
    type: reportCode,
    subject: referenceTo(patient),
    date: visit.report.createdAt,
    content: [{ attachment }],
    context: { related: [referenceTo(reportEntry)] },
  }
  return [reportEntry, createEntry(document, documentId)]
}

/** The visit's transaction Bundle: Patient, Media, Observations, DiagnosticReport, DocumentReference. */
export function visitBundle(visit: RecordVisit, target: RecordTarget): Bundle {
  const patient = patientEntry(visit, target)
  const media = visit.photos.map((photo) => mediaEntry(photo, patient))
  const observations = visit.photos.flatMap((photo, i) =>
    metricObservations(photo, { patient: referenceTo(patient), media: referenceTo(media[i]!) }).map(
      ({ observation, identifier }) => createEntry(observation satisfies Observation, identifier),
    ),
  )
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [patient, ...media, ...observations, ...reportEntries(visit, patient, media, observations)],
  }
}
