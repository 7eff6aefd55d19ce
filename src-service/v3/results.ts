/**
 * The v3 results of a batch (`face_skin_metrics_3`), as the real service's migration guide shows the envelope:
 * `parameters` once every uploaded side is analysed after compute (`all_algorithms_calculated`), the masks as
 * signed links to SVG files per side, and the photos (`predicted_images`) as signed links. What is inside
 * `parameters` is chosen (`analysis/results/skinAnalysis3.ts`); so is `errors`, the sides without a usable face.
 */
import {
  MASKED_PARAMETERS,
  skinAnalysis3Parameters,
  type MaskedParameter,
} from '../analysis/results/skinAnalysis3'
import type { ServiceContext } from '../context'
import type { ImageRow } from '../db/repoImages'
import type { V3BatchRow } from '../db/repoV3'
import { sideTechName } from '../images/sides'
import type { FaceFeatures, ImageAnalysis } from '../processing/analysisTypes'
import type { StorageHost } from '../storage/storageHost'
import { maskSvg } from './maskSvg'

export interface ResultsOptions {
  /** How long the links live, in seconds. */
  ttlSeconds: number
  withMasks: boolean
  svgMasks: boolean
}

/** The three base images the documentation names; this service has only the original photo. */
const baseImages = (original: string | null) => ({ original, aligned_face: null, anonymised: null })

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null)

export function presentV3Results(
  ctx: ServiceContext,
  storage: StorageHost,
  batch: V3BatchRow,
  options: ResultsOptions,
) {
  const { images } = ctx.store
  const rows = images.listByBatch(batch.batch_id).filter((row) => row.api_version === 3)
  const calculated = batch.computed === 1 && rows.length > 0 && rows.every((r) => r.analysis_state === 'done')
  const bySide = new Map<string, ImageRow>()
  for (const row of rows) bySide.set(sideTechName(row.side_id) ?? String(row.side_id), row)

  const parameters: Record<string, Record<string, unknown>> = {}
  const errors: Record<string, string> = {}
  if (calculated) {
    const analyses = new Map(
      [...bySide].map(([side, row]) => [side, parse<ImageAnalysis>(images.analysisOf(row.id))]),
    )
    for (const [side, analysis] of analyses)
      if (!analysis?.ok) errors[side] = analysis ? analysis.error : 'Image could not be decoded'
    const front = analyses.get('front')
    if (front?.ok) {
      // the sides whose analysis found a face to draw on, read once for every parameter
      const drawable = new Set(
        [...bySide].flatMap(([side, row]) => (parse<FaceFeatures>(images.featuresOf(row.id)) ? [side] : [])),
      )
      const values = skinAnalysis3Parameters(front)
      for (const [name, value] of Object.entries(values)) {
        parameters[name] = (MASKED_PARAMETERS as readonly string[]).includes(name)
          ? { ...value, masks: options.withMasks ? masksOf(name as MaskedParameter, drawable) : null }
          : value
      }
    } else if (!bySide.has('front')) errors.front = 'No front image'
  }

  function masksOf(parameter: MaskedParameter, drawable: ReadonlySet<string>) {
    const out: Record<string, ReturnType<typeof baseImages> | null> = {}
    for (const [side, row] of bySide) {
      out[side] =
        drawable.has(side) && options.svgMasks
          ? baseImages(storage.maskUrlFor(row.id, parameter, options.ttlSeconds))
          : null
    }
    return out
  }

  const predicted: Record<string, ReturnType<typeof baseImages>> = {}
  for (const [side, row] of bySide)
    predicted[side] = baseImages(row.original_erased ? null : storage.urlFor(row.id, options.ttlSeconds))

  return {
    face_skin_metrics_3: {
      image_batch_id: batch.batch_id,
      subject_id: batch.subject_id,
      parameters,
      survey_results: [],
      all_algorithms_calculated: calculated,
      sc_app_id: null,
      can_watch_predicted_images: true,
      predicted_images: predicted,
      ...(Object.keys(errors).length > 0 ? { errors } : {}),
    },
  }
}

/** The SVG behind a mask link, or null (not a v3 image, not analysed, no usable face, no such parameter). */
export function maskOf(ctx: ServiceContext, imageId: string, parameter: string): string | null {
  if (!(MASKED_PARAMETERS as readonly string[]).includes(parameter)) return null
  const features = parse<FaceFeatures>(ctx.store.images.featuresOf(imageId))
  return features ? maskSvg(parameter as MaskedParameter, features) : null
}
