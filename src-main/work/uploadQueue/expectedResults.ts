/**
 * When a capture's analysis is complete: each application it waits for has answered (a result or a failure) on
 * the images it analyses. Face Skin Metrics answers on every image, acne on the front image when an acne run
 * applies, and any other application attached to the dataset (the documented service lists them) on the front
 * image; those others are waited for only within a grace time, since the workstation does not know whether
 * they analyse single images at all. Results are found by application and technical name, never by position
 * (spec 2.2); the service may send them application by application.
 */
import { z } from 'zod'
import type { CaptureSide, ResultRecord } from '../../../src-shared/contract'
import type { Application } from '../../api'
import { findAcneApplication } from '../../api'

export interface UploadedSide {
  side: CaptureSide
  imageId: string
}

/** One application the capture waits for; `applicationId` null: known only by its records' tech names. */
export const ExpectedAnalysis = z.object({
  kind: z.enum(['skin', 'acne', 'other']),
  applicationId: z.string().nullable(),
})
export type ExpectedAnalysis = z.infer<typeof ExpectedAnalysis>
const ExpectedList = z.array(ExpectedAnalysis)

/** Face Skin Metrics 3.0 has its own upload flow: it never answers a v1 upload. */
const answersV1Upload = (application: Application) => !/3\.0$|_v3$/i.test(application.tech_name ?? '')

/** What a capture into a dataset waits for, besides acne (decided by the run step): JSON for the queue row. */
export function expectedApplications(face: Application | null, attached: readonly Application[]): string {
  const acne = findAcneApplication(attached)
  const others = attached.filter(
    (application) =>
      application.id !== face?.id && application.id !== acne?.id && answersV1Upload(application),
  )
  const list: ExpectedAnalysis[] = [
    { kind: 'skin', applicationId: face?.id ?? null },
    ...others.map((application) => ({ kind: 'other' as const, applicationId: application.id })),
  ]
  return JSON.stringify(list)
}

/** The row's list (skin metrics alone when it has none: rows queued before it was kept), and acne when expected. */
export function expectedAnalyses(stored: string | null, expectAcne: boolean): ExpectedAnalysis[] {
  let list: ExpectedAnalysis[] = [{ kind: 'skin', applicationId: null }]
  if (stored !== null) {
    try {
      const parsed = ExpectedList.safeParse(JSON.parse(stored))
      if (parsed.success && parsed.data.length > 0) list = parsed.data
    } catch {
      // An unreadable list waits for skin metrics, as before lists were kept.
    }
  }
  return expectAcne ? [...list, { kind: 'acne', applicationId: null }] : list
}

export function isAcneResult(result: ResultRecord): boolean {
  return /^acne(\.|$)/i.test(result.algorithm_family_tech_name ?? '')
}

function answered(expected: ExpectedAnalysis, results: readonly ResultRecord[]): boolean {
  const { kind, applicationId } = expected
  if (kind === 'acne') return results.some(isAcneResult)
  if (kind === 'other') return results.some((result) => result.application_id === applicationId)
  // Skin metrics: by the application's id where both sides know it, else any record that is not acne.
  return results.some((result) =>
    applicationId !== null && result.application_id
      ? result.application_id === applicationId
      : !isAcneResult(result),
  )
}

export interface AnalysesCount {
  ready: number
  total: number
  /** Every analysis but the optional ones (other applications) has answered. */
  requiredReady: boolean
}

/** How many (image, application) analyses have answered, of how many the capture waits for. */
export function countAnalyses(
  sides: readonly UploadedSide[],
  resultsByImage: ReadonlyMap<string, readonly ResultRecord[]>,
  expected: readonly ExpectedAnalysis[],
): AnalysesCount {
  let ready = 0
  let total = 0
  let requiredReady = true
  for (const { side, imageId } of sides) {
    const results = resultsByImage.get(imageId) ?? []
    for (const analysis of expected) {
      if (analysis.kind !== 'skin' && side !== 'front') continue
      total += 1
      if (answered(analysis, results)) ready += 1
      else if (analysis.kind !== 'other') requiredReady = false
    }
  }
  return { ready, total, requiredReady }
}

/** Results the algorithms could not compute (`is_ok: false`), one entry per side and reason. */
export function rejectedSides(
  sides: readonly UploadedSide[],
  resultsByImage: ReadonlyMap<string, readonly ResultRecord[]>,
): { side: CaptureSide; reason: string }[] {
  const found: { side: CaptureSide; reason: string }[] = []
  for (const { side, imageId } of sides) {
    for (const result of resultsByImage.get(imageId) ?? []) {
      if (result.is_ok) continue
      const reason = result.result.error ?? ''
      if (!found.some((entry) => entry.side === side && entry.reason === reason)) found.push({ side, reason })
    }
  }
  return found
}
