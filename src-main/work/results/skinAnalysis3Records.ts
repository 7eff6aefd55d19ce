/**
 * Face Skin Analysis 3.0's parameters as the workstation's result records (spec 2.2's shape), so the visit screen,
 * history and reports read them as they read Face Skin Metrics 2.0's. Their family is
 * `face_skin_metrics_3.<parameter>`: a chart tells 2.0 and 3.0 points apart by it (their definitions differ).
 *
 * A parameter's main metric is its `score` (0–100, higher is better) where it has one; else its own figure:
 * `value`, `amount` or `density` (per mille). The score's tech name is `<parameter>_score`, as 2.0 names its
 * scores (`redness_score`), so one chart shows a concept across both versions, the version change marked. Areas
 * carry the same figure per area. The parameters' names are shown in the workstation's words where it knows them.
 */
import type { ResultMetric, ResultRecord } from '../../../src-shared/contract'
import { analysisVersion, SKIN_ANALYSIS_3_FAMILY } from '../../../src-shared/domain/analysisVersion'
import type { SkinAnalysis3Parameter, SkinAnalysis3Results, V3Side } from '../../api'

export const SKIN_ANALYSIS_3_NAME = 'Face Skin Analysis 3.0'

/** English names of the parameters the documentation shows (the renderer translates by tech name). */
const NAMES: Record<string, string> = {
  redness: 'Redness',
  pigmentation: 'Pigmentation',
  pores: 'Pores',
  pimples: 'Pimples',
  lines: 'Lines',
  breakouts: 'Breakouts',
  ita: 'Skin tone angle (ITA)',
}

const nameOf = (tech: string) =>
  NAMES[tech] ?? tech.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase())

type Figures = Pick<SkinAnalysis3Parameter, 'score' | 'value' | 'amount' | 'density'>

function metric(name: string, tech: string, value: number | string, widget: string, units: string | null) {
  return {
    name,
    tech_name: tech,
    value,
    widget_type: widget,
    units,
    widget_meta: null,
  } satisfies ResultMetric
}

/** The figure that speaks for a parameter (or one of its areas), or null when it has none. */
function mainOf(parameter: string, f: Figures): ResultMetric | null {
  const name = nameOf(parameter)
  if (f.score !== null) return metric(name, `${parameter}_score`, f.score, 'bad_good_line', null)
  if (typeof f.value === 'number')
    return metric(name, `${parameter}_value`, f.value, 'number', parameter === 'ita' ? '°' : null)
  if (f.amount !== null) return metric(name, `${parameter}_amount`, f.amount, 'number', null)
  if (f.density !== null) return metric(name, `${parameter}_density`, f.density, 'number', 'per mille')
  if (typeof f.value === 'string' && f.value.trim() !== '')
    return metric(name, `${parameter}_value`, f.value, 'category', null)
  return null
}

function subsOf(p: SkinAnalysis3Parameter, main: ResultMetric): ResultMetric[] {
  const subs: ResultMetric[] = []
  const add = (m: ResultMetric) => {
    if (m.tech_name !== main.tech_name) subs.push(m)
  }
  if (p.amount !== null) add(metric('Number found', `${p.name}_amount`, p.amount, 'number', null))
  if (p.density !== null) add(metric('Density', `${p.name}_density`, p.density, 'number', 'per mille'))
  if (p.grade !== null) add(metric('Grade', `${p.name}_grade`, p.grade, 'number', null))
  if (p.skin_tone !== null) add(metric('Skin tone', 'skintone_class', p.skin_tone, 'category', null))
  return subs
}

export interface RecordPlace {
  /** The image the records belong to: the front photo's (the visit's), or the first side's. */
  imageId: string
  batchId: string
  /** Each side's image id, for the records of a side without a usable face. */
  sideImages: Partial<Record<V3Side, string>>
  applicationId: string | null
}

export function skinAnalysis3Records(results: SkinAnalysis3Results, place: RecordPlace): ResultRecord[] {
  const records: ResultRecord[] = []
  for (const p of results.parameters) {
    const main = mainOf(p.name, p)
    if (main === null) continue
    const areas = Object.entries(p.areas).flatMap(([area, figures]) => {
      const areaMain = mainOf(p.name, figures)
      return areaMain ? [{ area_name: area, main_metric: areaMain, sub_metrics: [] }] : []
    })
    records.push({
      id: `${place.batchId}:${p.name}`,
      is_ok: true,
      image_id: place.imageId,
      application_id: place.applicationId,
      application_name: SKIN_ANALYSIS_3_NAME,
      algorithm_family_tech_name: `${SKIN_ANALYSIS_3_FAMILY}.${p.name}`,
      result: {
        algorithm_tech_name: p.name,
        area_results: [{ area_name: 'face', main_metric: main, sub_metrics: subsOf(p, main) }, ...areas],
      },
    })
  }
  for (const [side, error] of Object.entries(results.problems)) {
    const imageId = place.sideImages[side as V3Side] ?? place.imageId
    records.push({
      id: `${place.batchId}:${side}:failed`,
      is_ok: false,
      image_id: imageId,
      application_id: place.applicationId,
      application_name: SKIN_ANALYSIS_3_NAME,
      algorithm_family_tech_name: `${SKIN_ANALYSIS_3_FAMILY}.analysis`,
      result: { algorithm_tech_name: 'analysis', error, area_results: [] },
    })
  }
  return records
}

/** Whether a record is Face Skin Analysis 3.0's (its family), for charts that must not join the versions. */
export const isSkinAnalysis3Record = (record: Pick<ResultRecord, 'algorithm_family_tech_name'>) =>
  analysisVersion(record) === '3.0'
