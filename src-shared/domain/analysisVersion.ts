/**
 * Which version of the analysis a result record comes from, by its algorithms' family: Face Skin Analysis 3.0's
 * records are `face_skin_metrics_3.<parameter>` (main makes them from the v3 results), everything else is 2.0
 * or another application. Their measures are defined differently, so charts and compare never join them.
 */
export const SKIN_ANALYSIS_3_FAMILY = 'face_skin_metrics_3'

/** '3.0' for a Face Skin Analysis 3.0 record, null for any other. */
export function analysisVersion(record: { algorithm_family_tech_name?: string | null }): '3.0' | null {
  return (record.algorithm_family_tech_name ?? '').startsWith(`${SKIN_ANALYSIS_3_FAMILY}.`) ? '3.0' : null
}
