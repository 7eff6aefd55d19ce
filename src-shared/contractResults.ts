/**
 * The contract's results: the service's analysis records as main hands them on, a subject's visits and history,
 * and a photo's bytes. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Freshness } from './contractBase'
import { CaptureSide, FaceShotSchema } from './contractCapture'

/** A metric as the service sends it (spec 2.2). Loose on purpose: values may be strings, widget types unknown. */
export const ResultMetric = z.looseObject({
  name: z.string(),
  units: z.string().nullish(),
  value: z.union([z.number(), z.string(), z.null()]),
  tech_name: z.string(),
  widget_meta: z.record(z.string(), z.unknown()).nullish(),
  widget_type: z.string().nullish(),
  widget_show: z.boolean().nullish(),
})
export type ResultMetric = z.infer<typeof ResultMetric>

/** One analysis result record (spec 2.2), kept close to the wire; find one by tech name, never by position. */
export const ResultRecord = z.looseObject({
  id: z.string(),
  is_ok: z.boolean(),
  image_id: z.string(),
  creation_time: z.string().nullish(),
  application_id: z.string().nullish(),
  application_name: z.string().nullish(),
  /** HTML from the network: the renderer must sanitize it before it reaches the DOM. */
  application_description: z.string().nullish(),
  algorithm_family_tech_name: z.string().nullish(),
  result: z.looseObject({
    revision: z.string().nullish(),
    algorithm_tech_name: z.string().nullish(),
    error: z.string().nullish(),
    area_results: z
      .array(
        z.looseObject({
          area_name: z.string(),
          main_metric: ResultMetric,
          sub_metrics: z.array(ResultMetric).default([]),
        }),
      )
      .default([]),
  }),
})
export type ResultRecord = z.infer<typeof ResultRecord>

export const Visit = z.object({
  imageId: z.string(),
  batchId: z.string().nullable(),
  side: CaptureSide.nullable(),
  /** When the photo was taken (the batch's creation time), ISO-8601 UTC. */
  capturedAt: z.string(),
  /**
   * In a subject's history, each record as its charts read it: the face area's main metric only (no
   * description, other areas or sub-metrics). One image's full records: `results.forImage`.
   */
  results: z.array(ResultRecord),
  /** The photo's face as the workstation that took it measured it; null when not known here (issue 28). */
  faceShot: FaceShotSchema.nullable().optional(),
})
export type Visit = z.infer<typeof Visit>

export const ImageResults = Freshness.extend({ imageId: z.string(), results: z.array(ResultRecord) })
export type ImageResults = z.infer<typeof ImageResults>

export const SubjectHistory = Freshness.extend({
  subjectId: z.string(),
  since: z.string().nullable(),
  /** Newest first; one entry per image that has results. */
  visits: z.array(Visit),
  /**
   * Photos of the period the service holds without any result yet (still being analysed, or never to be), as last
   * read from the service; absent when not known (issue 29: the open screen keeps asking while there are some).
   */
  pending: z.number().int().min(0).optional(),
})
export type SubjectHistory = z.infer<typeof SubjectHistory>

export const ImageBytes = z.object({ bytes: z.instanceof(Uint8Array), mediaType: z.string() })

/**
 * Face Skin Analysis 3.0's masks of one image: per parameter, the SVG as the service sent it. Untrusted: the
 * renderer sanitises it (DOMPurify's SVG profile) before it reaches the page.
 */
export const ImageMasks = z.object({
  imageId: z.string(),
  masks: z.array(z.object({ parameter: z.string(), svg: z.string() })),
})
export type ImageMasks = z.infer<typeof ImageMasks>
