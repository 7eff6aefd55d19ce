/** The numeric main metric of area `face` in a stored result object, if it has one. */
export interface FaceMainMetric {
  algorithmTechName: string
  techName: string
  name: string
  value: number
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

export function faceMainMetric(resultJson: string): FaceMainMetric | null {
  const result = record(JSON.parse(resultJson))
  const areas = result && Array.isArray(result.area_results) ? (result.area_results as unknown[]) : []
  const face = areas.map(record).find((area) => area?.area_name === 'face')
  const main = record(face?.main_metric)
  if (
    !main ||
    typeof main.value !== 'number' ||
    !Number.isFinite(main.value) ||
    typeof main.tech_name !== 'string'
  )
    return null
  return {
    algorithmTechName: typeof result?.algorithm_tech_name === 'string' ? result.algorithm_tech_name : '',
    techName: main.tech_name,
    name: typeof main.name === 'string' ? main.name : main.tech_name,
    value: main.value,
  }
}
