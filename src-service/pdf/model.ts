import { scoreBand, type ScoreBand } from './bands'
import { formatDate, formatDateTime, formatNumber } from './format'
import { algorithmLabel, areaLabel, errorLabel, metricLabel, metricValueText, sexLabel } from './labels'
import type { ReportStrings } from './locales'
import type { ReportInput, ReportMetric, ReportResult } from './types'

/** What the report shows, already translated and formatted; drawing only lays it out. */
export interface ReportModel {
  strings: ReportStrings
  companyName: string
  subjectName: string
  subjectFacts: Array<{ label: string; value: string }>
  scores: Array<{ label: string; value: number; valueText: string; band: ScoreBand; bandLabel: string }>
  findings: Array<{ label: string; value: string }>
  details: Array<{ heading: string; rows: Array<{ metric: string; area: string; value: string }> }>
  failures: Array<{ label: string; error: string }>
  imageId: string
  revisions: string[]
}

const MAIN_METRIC_ORDER = [
  'redness_score',
  'uniformness_score',
  'pigmentation_score',
  'acne_score',
  'pores_score',
  'skintone_class',
  'acne_class',
  'papules',
  'pustules',
  'acne_inflammation',
  'post_inflammatory_hyperpigmentation',
]
const AREA_ORDER = ['face', 'forehead', 'nose', 'left_cheek', 'right_cheek', 'chin']
const COUNT_TECH_NAMES = new Set(['papules', 'pustules', 'number_of_regions', 'pores_number'])

function rank(order: readonly string[], key: string): number {
  const index = order.indexOf(key)
  return index === -1 ? order.length : index
}

/** A 0–100 score drawn as a banded bar; everything else is shown as a labelled value. */
export function isScore(metric: ReportMetric): metric is ReportMetric & { value: number } {
  if (typeof metric.value !== 'number' || metric.value < 0 || metric.value > 100) return false
  if (metric.units || COUNT_TECH_NAMES.has(metric.tech_name)) return false
  return metric.widget_type === 'bad_good_line' || metric.tech_name.endsWith('_score')
}

function faceMetric(result: ReportResult): ReportMetric | undefined {
  return result.result.area_results.find((area) => area.area_name === 'face')?.main_metric
}

function sortKey(result: ReportResult): [number, string] {
  const main = faceMetric(result)
  return [rank(MAIN_METRIC_ORDER, main?.tech_name ?? ''), result.algorithm_family_tech_name]
}

/** Spec 2.2: the order of results means nothing, so the report imposes its own. */
function sortResults(results: ReportResult[]): ReportResult[] {
  return [...results].sort((a, b) => {
    const [rankA, nameA] = sortKey(a)
    const [rankB, nameB] = sortKey(b)
    return rankA - rankB || nameA.localeCompare(nameB)
  })
}

function detailRows(
  result: ReportResult,
  strings: ReportStrings,
  locale: string,
): ReportModel['details'][number]['rows'] {
  const areas = [...result.result.area_results].sort(
    (a, b) => rank(AREA_ORDER, a.area_name) - rank(AREA_ORDER, b.area_name),
  )
  return areas.flatMap((area) => {
    const metrics = area.area_name === 'face' ? area.sub_metrics : [area.main_metric, ...area.sub_metrics]
    return metrics.map((metric) => ({
      metric: metricLabel(metric, strings),
      area: areaLabel(area.area_name, strings),
      value: metricValueText(metric, strings, locale),
    }))
  })
}

export function buildReportModel(input: ReportInput, strings: ReportStrings, locale: string): ReportModel {
  const results = sortResults(input.results)
  const succeeded = results.filter((result) => result.is_ok)
  const model: ReportModel = {
    strings,
    companyName: input.companyName,
    subjectName: input.subject.name,
    subjectFacts: [
      {
        label: strings.birthDate,
        value: input.subject.birthDate ? formatDate(input.subject.birthDate, locale) : strings.notProvided,
      },
      { label: strings.sex, value: sexLabel(input.subject.biologicalSex, strings) },
      { label: strings.captured, value: formatDateTime(input.capturedAt, locale) },
    ],
    scores: [],
    findings: [],
    details: [],
    failures: results
      .filter((result) => !result.is_ok)
      .map((result) => ({
        label: algorithmLabel(result, strings),
        error: errorLabel(result.result.error, strings),
      })),
    imageId: input.imageId,
    revisions: [...new Set(results.map((result) => result.result.revision).filter(Boolean))].sort(),
  }
  for (const result of succeeded) {
    const main = faceMetric(result)
    if (main && isScore(main)) {
      const band = scoreBand(main.value)
      model.scores.push({
        label: metricLabel(main, strings),
        value: main.value,
        valueText: formatNumber(main.value, locale),
        band,
        bandLabel: strings.bands[band],
      })
    } else if (main) {
      model.findings.push({
        label: metricLabel(main, strings),
        value: metricValueText(main, strings, locale),
      })
    }
    const rows = detailRows(result, strings, locale)
    if (rows.length > 0) model.details.push({ heading: algorithmLabel(result, strings), rows })
  }
  return model
}
