/**
 * Face Skin Analysis 3.0's answers (the v3 flow), read as the real service's documentation shows them
 * (service-gaps.md, "Read again 2026-11-25"; the migration guide and "API for Masks"):
 *
 * - the upload call answers, per side asked, `{url, method, headers, content_type, id}`, and `image_batch_id`;
 * - the results answer `{face_skin_metrics_3: {image_batch_id, subject_id, parameters, all_algorithms_calculated,
 *   predicted_images, …}}`. The docs elide what a parameter holds (`{...}`); the masks page shows a parameter with
 *   `areas.<area>.amount` and `masks.<side>.<original|aligned_face|anonymised>` (signed links to SVG, or null),
 *   inside `metrics` rather than `parameters`. So both names are read, and a parameter's figures are taken where
 *   they are: `score`, `value`, `amount`, `density`, `grade`, `tag`, per area the same. A mask may be a link or
 *   (tolerated) the SVG itself. Anything else in a parameter is ignored, and a parameter that is not an object is
 *   dropped, never the answer.
 */
import { z } from 'zod'
import { idText, numberLike, optional } from './fields'

export const V3_SIDES = ['front', 'left', 'right'] as const
export type V3Side = (typeof V3_SIDES)[number]

const headersRecord = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((headers) => {
    const out: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers))
      if (typeof value === 'string' || typeof value === 'number') out[name] = String(value)
    return out
  })

const uploadTarget = z.looseObject({
  url: z.string().trim().min(1),
  method: optional(z.string().trim().min(1)),
  headers: headersRecord.nullish().transform((headers) => headers ?? {}),
  content_type: optional(z.string()),
  id: optional(idText),
})

/** Where each side's bytes go; `imageId` is the side's image id when the answer names it. */
export interface UploadTarget {
  side: V3Side
  url: string
  method: string
  headers: Record<string, string>
  imageId: string | null
}

export const uploadAnswerRecord = z
  .looseObject({
    image_batch_id: idText,
    front: optional(uploadTarget),
    left: optional(uploadTarget),
    right: optional(uploadTarget),
  })
  .transform((answer) => ({
    batchId: answer.image_batch_id,
    targets: V3_SIDES.flatMap((side): UploadTarget[] => {
      const target = answer[side]
      if (!target) return []
      const headers = { ...target.headers }
      // the answer's content_type is the one the link was signed with, when the headers leave it out
      if (target.content_type && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
        headers['Content-Type'] = target.content_type
      return [
        {
          side,
          url: target.url,
          method: (target.method ?? 'PUT').toUpperCase(),
          headers,
          imageId: target.id,
        },
      ]
    }),
  }))
export type UploadAnswer = z.output<typeof uploadAnswerRecord>

/** A base image's mask: a link to an SVG file, or (tolerated) the SVG text itself. */
export type MaskSource = { kind: 'link'; url: string } | { kind: 'inline'; svg: string }

const maskSource = optional(z.string().trim().min(1)).transform((text): MaskSource | null => {
  if (text === null) return null
  if (/^(<\?xml|<svg)/i.test(text)) return { kind: 'inline', svg: text }
  return /^https?:\/\//i.test(text) ? { kind: 'link', url: text } : null
})

/** Per side, the mask that lies on the original photo (the one the workstation shows). */
const masksRecord = optional(z.record(z.string(), z.unknown())).transform((masks) => {
  const out: Partial<Record<V3Side, MaskSource>> = {}
  for (const side of V3_SIDES) {
    const entry = masks?.[side]
    const source =
      typeof entry === 'string'
        ? maskSource.parse(entry)
        : typeof entry === 'object' && entry !== null
          ? maskSource.parse((entry as Record<string, unknown>).original)
          : null
    if (source) out[side] = source
  }
  return out
})

const figures = {
  score: optional(numberLike),
  value: optional(z.union([numberLike, z.string()])),
  amount: optional(numberLike),
  density: optional(numberLike),
  grade: optional(numberLike),
  tag: optional(z.string()),
}

const areaRecord = z.looseObject(figures)
const parameterRecord = z.looseObject({
  ...figures,
  skin_tone: optional(z.string()),
  areas: optional(z.record(z.string(), z.unknown())).transform((areas) => {
    const out: Record<string, z.output<typeof areaRecord>> = {}
    for (const [name, value] of Object.entries(areas ?? {})) {
      const read = areaRecord.safeParse(value)
      if (read.success) out[name] = read.data
    }
    return out
  }),
  masks: masksRecord,
})
export type SkinAnalysis3Parameter = z.output<typeof parameterRecord> & { name: string }

function readParameters(raw: unknown): SkinAnalysis3Parameter[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return []
  const out: SkinAnalysis3Parameter[] = []
  for (const [name, value] of Object.entries(raw)) {
    const read = parameterRecord.safeParse(value)
    if (read.success) out.push({ ...read.data, name })
  }
  return out
}

const basePhotos = optional(z.record(z.string(), z.unknown())).transform((photos) => {
  const out: Partial<Record<V3Side, string>> = {}
  for (const side of V3_SIDES) {
    const entry = photos?.[side]
    const original =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).original : null
    if (typeof original === 'string' && /^https?:\/\//i.test(original)) out[side] = original
  }
  return out
})

const resultsBody = z.looseObject({
  image_batch_id: optional(idText),
  subject_id: optional(idText),
  parameters: z.unknown().optional(),
  metrics: z.unknown().optional(),
  all_algorithms_calculated: optional(z.boolean()),
  predicted_images: basePhotos,
  errors: optional(z.record(z.string(), z.unknown())),
})

/** The v3 results of a batch; `parameters` before `metrics`, the envelope key optional. */
export const resultsAnswerRecord = z
  .union([
    z.looseObject({ face_skin_metrics_3: resultsBody }),
    resultsBody.transform((body) => ({ face_skin_metrics_3: body })),
  ])
  .transform(({ face_skin_metrics_3: body }) => {
    const parameters = readParameters(body.parameters ?? body.metrics)
    const problems: Partial<Record<V3Side, string>> = {}
    for (const side of V3_SIDES) {
      const text = body.errors?.[side]
      if (typeof text === 'string' && text.trim() !== '') problems[side] = text.trim()
    }
    return {
      batchId: body.image_batch_id,
      subjectId: body.subject_id,
      complete: body.all_algorithms_calculated === true,
      parameters,
      photos: body.predicted_images,
      problems,
    }
  })
export type SkinAnalysis3Results = z.output<typeof resultsAnswerRecord>

/**
 * When a signed link stops working (ms since the epoch), read from the link itself: Google's `X-Goog-Date` and
 * `X-Goog-Expires`, an `Expires` or `expires` time in seconds, or `Signature`-style `se` (an ISO time); null
 * when the link does not say (the caller assumes the lifetime it asked for).
 */
export function linkExpiry(link: string): number | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  const q = (name: string) => {
    for (const [key, value] of url.searchParams) if (key.toLowerCase() === name) return value
    return null
  }
  const date = q('x-goog-date') ?? q('x-amz-date')
  const lifetime = q('x-goog-expires') ?? q('x-amz-expires')
  if (date && lifetime && /^\d{8}T\d{6}Z$/.test(date) && /^\d+$/.test(lifetime)) {
    const start = Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(4, 6)) - 1,
      Number(date.slice(6, 8)),
      Number(date.slice(9, 11)),
      Number(date.slice(11, 13)),
      Number(date.slice(13, 15)),
    )
    return start + Number(lifetime) * 1000
  }
  const expires = q('expires')
  if (expires && /^\d+$/.test(expires)) return Number(expires) * 1000
  const se = q('se')
  if (se && !Number.isNaN(Date.parse(se))) return Date.parse(se)
  return null
}
