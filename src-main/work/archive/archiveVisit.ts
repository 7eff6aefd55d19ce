/**
 * Archiving one visit in the PACS (issue 44): each photo as a VL Photographic Image, each report as an
 * Encapsulated PDF, all in the visit's Study, stored with one STOW-RS. The UIDs come from the service's ids, so
 * archiving again stores the same instances and the archive keeps one copy.
 */
import type { ArchiveVisit } from './dicomFile'
import { stow, type DicomWebTarget, type StowResult } from './dicomWeb'
import type { ArchivableJpeg } from './jpegFacts'
import { pdfInstance, type ArchiveReport } from './pdfInstance'
import { photoInstance, type ArchivePhoto } from './photoInstance'
import { studyUid } from './uids'

/**
 * A photo's bytes as a baseline JPEG and its facts (jpegFacts.ts `archivableJpeg`): in the app, the parser
 * process's job (main decodes no image, issue 41); a test may run it in its own process.
 */
export type PrepareJpeg = (bytes: Buffer) => Promise<ArchivableJpeg>

/** A photo as the service gives it: its ids, its view, when it was taken, its bytes. */
export type VisitPhoto = Omit<ArchivePhoto, 'jpeg' | 'facts'> & { bytes: Buffer }

export interface VisitArchived extends StowResult {
  studyUid: string
  /** How many instances were sent. */
  sent: number
}

/** The visit's Part 10 files: its photos, then its reports. */
export async function visitInstances(
  visit: ArchiveVisit,
  photos: VisitPhoto[],
  reports: ArchiveReport[],
  prepare: PrepareJpeg,
): Promise<Buffer[]> {
  const images = await Promise.all(
    photos.map(async ({ bytes, ...photo }) => photoInstance(visit, { ...photo, ...(await prepare(bytes)) })),
  )
  return [...images, ...reports.map((report) => pdfInstance(visit, report))]
}

/** Builds and stores the visit; throws an ArchiveError when the archive does not take it. */
export async function archiveVisit(
  target: DicomWebTarget,
  visit: ArchiveVisit,
  photos: VisitPhoto[],
  reports: ArchiveReport[],
  prepare: PrepareJpeg,
): Promise<VisitArchived> {
  const instances = await visitInstances(visit, photos, reports, prepare)
  const result = await stow(target, instances)
  return { ...result, studyUid: studyUid(visit.key), sent: instances.length }
}
