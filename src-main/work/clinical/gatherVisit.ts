/**
 * A visit gathered for delivery (issue 44), from the account's desks: the subject with its record number, every
 * analysed photo of the capture (the service's batch) the image belongs to, with its bytes and its full result
 * records, and the visit's PDF report as reports.generate makes it. Refusals before anything is sent are
 * AppFailures: record_number_missing (no record number: neither the record nor the archive could file it), and
 * clinical_visit_empty (no photo of the visit has a successful analysis yet).
 */
import type {
  CaptureSide,
  ClinicalVisitRef,
  ResultRecord,
  Subject,
  SubjectHistory,
} from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'

export interface GatherDeps {
  subject(place: { datasetId: string; subjectId: string }): Promise<Subject>
  history(place: { datasetId: string; subjectId: string; refresh: boolean }): Promise<SubjectHistory>
  results(imageId: string): Promise<readonly ResultRecord[]>
  original(imageId: string, place: { datasetId: string; subjectId: string }): Promise<Uint8Array>
  /** The visit's report in the report locale (kept, else made): its bytes and when it was made. */
  report(args: { datasetId: string; subjectId: string; subjectName: string; imageId: string }): Promise<{
    pdf: Uint8Array
    createdAt: string
  }>
}

export interface GatheredPhoto {
  imageId: string
  side: CaptureSide | null
  capturedAt: string
  results: readonly ResultRecord[]
  bytes: Uint8Array
}

export interface GatheredVisit {
  /** The capture: the service's batch id, or the image's when it has none. */
  visitKey: string
  subject: Subject & { patientId: string }
  /** When the visit was (its first photo). */
  visitAt: string
  photos: GatheredPhoto[]
  report: { pdf: Uint8Array; createdAt: string }
}

const sideOrder: Record<string, number> = { front: 0, left: 1, right: 2 }

/** The images of the image's capture, as the subject's history lists them (the image alone when it has no batch). */
function captureOf(history: SubjectHistory, imageId: string) {
  const visit = history.visits.find((v) => v.imageId === imageId)
  if (!visit) return null
  const visitKey = visit.batchId ?? visit.imageId
  const members = visit.batchId ? history.visits.filter((v) => v.batchId === visit.batchId) : [visit]
  const sorted = [...members].sort(
    (a, b) =>
      (sideOrder[a.side ?? ''] ?? 3) - (sideOrder[b.side ?? ''] ?? 3) || a.imageId.localeCompare(b.imageId),
  )
  return { visitKey, members: sorted }
}

/** The visit's key (its batch), from the subject's history as last read (the service's if that is old). */
export async function visitKeyOf(deps: Pick<GatherDeps, 'history'>, ref: ClinicalVisitRef): Promise<string> {
  const place = { datasetId: ref.datasetId, subjectId: ref.subjectId }
  const found =
    captureOf(await deps.history({ ...place, refresh: false }), ref.imageId) ??
    captureOf(await deps.history({ ...place, refresh: true }), ref.imageId)
  return found?.visitKey ?? ref.imageId
}

/** Everything a delivery sends of the visit the image belongs to. */
export async function gatherVisit(deps: GatherDeps, ref: ClinicalVisitRef): Promise<GatheredVisit> {
  const place = { datasetId: ref.datasetId, subjectId: ref.subjectId }
  const subject = await deps.subject(place)
  const patientId = subject.patientId?.trim() ?? ''
  if (patientId === '') throw new AppFailure('record_number_missing')
  const capture = captureOf(await deps.history({ ...place, refresh: true }), ref.imageId)
  if (!capture) throw new AppFailure('clinical_visit_empty')
  const photos: GatheredPhoto[] = []
  for (const member of capture.members) {
    const results = await deps.results(member.imageId)
    if (!results.some((record) => record.is_ok)) continue
    const bytes = await deps.original(member.imageId, place)
    photos.push({ imageId: member.imageId, side: member.side, capturedAt: member.capturedAt, results, bytes })
  }
  const first = photos[0]
  if (!first) throw new AppFailure('clinical_visit_empty')
  const report = await deps.report({ ...place, subjectName: subject.name, imageId: first.imageId })
  return {
    visitKey: capture.visitKey,
    subject: { ...subject, patientId },
    visitAt: first.capturedAt,
    photos,
    report,
  }
}
