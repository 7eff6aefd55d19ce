/**
 * What every archived instance shares (issue 44): the Patient and General Study modules from the visit, the
 * equipment, the SOP Common module's character set, and the Part 10 file written by dcmjs (never by hand). Pure.
 */
import dcmjs from 'dcmjs'
import { studyUid, type VisitKey } from './uids'

const { DicomDict, DicomMetaDictionary } = dcmjs.data

/** The patient as the archive gets it; the record number is the PatientID. Made-up in every test. */
export interface ArchivePatient {
  recordNumber: string
  familyName: string
  givenName: string
  /** YYYY-MM-DD, or null when unknown. */
  birthDate: string | null
  sex: 'M' | 'F' | 'O' | null
}

/** One visit to archive: its ids, its patient, when it was. */
export interface ArchiveVisit {
  key: VisitKey
  patient: ArchivePatient
  /** ISO 8601: the visit's time, the Study's date and time. */
  visitAt: string
}

/** Implementation Class UID of the workstation's writer (a 2.25 UID of its own, fixed). */
export const implementationClassUid = '2.25.137038125948464847900039011591283211397'
const implementationVersionName = 'SKINWS_DCMJS'

/** DICOM DA and TM of an ISO time, in UTC (the offset is written beside them). */
export function dicomDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) throw new Error('not a time')
  const text = at.toISOString() // YYYY-MM-DDTHH:MM:SS.sssZ
  return { date: text.slice(0, 10).replaceAll('-', ''), time: text.slice(11, 19).replaceAll(':', '') }
}

/** The Patient, General Study, General Equipment and SOP Common attributes of any instance of the visit. */
export function visitAttributes(visit: ArchiveVisit): Record<string, unknown> {
  const { date, time } = dicomDateTime(visit.visitAt)
  const { patient } = visit
  return {
    SpecificCharacterSet: 'ISO_IR 192',
    TimezoneOffsetFromUTC: '+0000',
    PatientName: [{ Alphabetic: `${patient.familyName}^${patient.givenName}` }],
    PatientID: patient.recordNumber,
    PatientBirthDate: patient.birthDate ? patient.birthDate.replaceAll('-', '') : '',
    PatientSex: patient.sex ?? '',
    StudyInstanceUID: studyUid(visit.key),
    StudyDate: date,
    StudyTime: time,
    StudyID: '',
    AccessionNumber: '',
    ReferringPhysicianName: '',
    StudyDescription: 'Skin analysis',
    Manufacturer: 'Skin Analysis Workstation',
  }
}

const pixelDataTag = '7FE00010'

/**
 * A Part 10 file of `dataset` (naturalized attributes) in `transferSyntax`, with `frames` as its encapsulated Pixel
 * Data when given.
 */
export function writePart10(
  dataset: Record<string, unknown>,
  transferSyntax: string,
  frames?: Buffer[],
): Buffer {
  const { SOPClassUID, SOPInstanceUID } = dataset
  if (typeof SOPClassUID !== 'string' || typeof SOPInstanceUID !== 'string') throw new Error('no SOP UIDs')
  const meta = DicomMetaDictionary.denaturalizeDataset({
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
    MediaStorageSOPClassUID: SOPClassUID,
    MediaStorageSOPInstanceUID: SOPInstanceUID,
    TransferSyntaxUID: transferSyntax,
    ImplementationClassUID: implementationClassUid,
    ImplementationVersionName: implementationVersionName,
  })
  const file = new DicomDict(meta)
  file.dict = DicomMetaDictionary.denaturalizeDataset(dataset)
  // dcmjs's dictionary says "OB or OW" for Pixel Data; encapsulated (compressed) frames are OB (PS3.5 A.4).
  if (frames)
    file.dict[pixelDataTag] = { vr: 'OB', Value: frames.map((frame) => new Uint8Array(frame).buffer) }
  // One fragment per frame: a single JPEG stays whole in the encapsulated Pixel Data.
  return Buffer.from(file.write({ fragmentMultiframe: false }))
}
