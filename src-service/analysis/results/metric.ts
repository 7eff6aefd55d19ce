/** Builders of spec 2.2 metric objects and the `result` envelope. */
import { ALGORITHM_REVISION } from '../revision'
import type { AreaResult, Metric, ResultObject } from '../types'

/** A 0–100 score, higher is better, drawn as a bad–good line. */
export const scoreMetric = (name: string, techName: string, value: number): Metric => ({
  name,
  units: null,
  value,
  tech_name: techName,
  widget_meta: null,
  widget_type: 'bad_good_line',
  widget_show: true,
})

/** A plain number (count, per mille, density) shown as a value: widget type `number` (chosen). */
export const numberMetric = (
  name: string,
  techName: string,
  value: number,
  units: string | null,
): Metric => ({
  name,
  units,
  value,
  tech_name: techName,
  widget_meta: null,
  widget_type: 'number',
  widget_show: true,
})

/** A category label; `widget_meta.categories` lists every label in order. */
export const categoryMetric = (
  name: string,
  techName: string,
  value: string,
  categories: readonly string[],
): Metric => ({
  name,
  units: null,
  value,
  tech_name: techName,
  widget_meta: { categories: [...categories] },
  widget_type: 'category',
  widget_show: true,
})

export function resultObject(algorithmTechName: string, areaResults: AreaResult[]): ResultObject {
  return {
    revision: ALGORITHM_REVISION,
    image_type: 'selfie',
    area_results: areaResults,
    algorithm_tech_name: algorithmTechName,
    masks_restored: [],
    masks_original: [],
  }
}

/** The `result` of an `is_ok: false` record: no areas, and the error. */
export function failedResult(algorithmTechName: string, error: string): ResultObject {
  return { ...resultObject(algorithmTechName, []), error }
}

/** Rounds to one decimal (per mille values, densities). */
export const round1 = (v: number): number => Math.round(v * 10) / 10
