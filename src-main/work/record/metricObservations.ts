/**
 * A photo's results as FHIR R4 Observations (issue 44): one per metric of each record's face (first) area, its
 * main metric and its sub-metrics; category exam, a code from the workstation's metric CodeSystem with the
 * metric's name, the value with its unit, `method` naming the analysis and its version, `derivedFrom` the photo's
 * Media. A record that failed, or a metric without a value, sends nothing. Pure.
 */
import type { Media, Observation, Patient, Quantity, Reference } from '@medplum/fhirtypes'
import type { ResultMetric, ResultRecord } from '../../../src-shared/contract'
import {
  codeSystems,
  identifierSystems,
  identifierValue,
  terminology,
  type StableIdentifier,
} from './identifiers'
import type { RecordPhoto } from './recordVisit'

export interface MetricObservation {
  observation: Observation
  identifier: StableIdentifier
}

interface Links {
  patient: Reference<Patient>
  media: Reference<Media>
}

const examCategory = {
  coding: [{ system: terminology.observationCategory, code: 'exam', display: 'Exam' }],
}

/** The metric's value: a number as a Quantity (a score has no unit: `{score}` in UCUM's annotation), else text. */
function valueOf(metric: ResultMetric): Pick<Observation, 'valueQuantity' | 'valueString'> | null {
  const { value } = metric
  if (value === null || value === '') return null
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number)) return { valueString: String(value) }
  const units = metric.units?.trim()
  const quantity: Quantity = units
    ? { value: number, unit: units, ...(units === '%' ? { system: terminology.ucum, code: '%' } : {}) }
    : { value: number, unit: 'score', system: terminology.ucum, code: '{score}' }
  return { valueQuantity: quantity }
}

/** The analysis that measured it: its algorithm family, with the service's revision as the version. */
function methodOf(record: ResultRecord): Observation['method'] {
  const code = record.algorithm_family_tech_name ?? record.result.algorithm_tech_name ?? 'skin-analysis'
  const name = record.application_name ?? code
  const revision = record.result.revision ?? null
  return {
    coding: [
      { system: codeSystems.analysis, code, display: name, ...(revision ? { version: revision } : {}) },
    ],
    text: revision ? `${name}, version ${revision}` : name,
  }
}

function observationOf(
  record: ResultRecord,
  photo: RecordPhoto,
  metric: ResultMetric,
  path: readonly string[],
  links: Links,
): MetricObservation | null {
  const value = valueOf(metric)
  if (!value) return null
  const identifier = { system: identifierSystems.observation, value: identifierValue(record.id, ...path) }
  const code = path.slice(1).join('.')
  const observation: Observation = {
    resourceType: 'Observation',
    identifier: [identifier],
    status: 'final',
    category: [examCategory],
    code: { coding: [{ system: codeSystems.metric, code, display: metric.name }], text: metric.name },
    subject: links.patient,
    effectiveDateTime: photo.capturedAt,
    ...value,
    method: methodOf(record),
    derivedFrom: [links.media],
  }
  return { observation, identifier }
}

/** The Observations of one photo's results, in the records' order, main metric before its sub-metrics. */
export function metricObservations(photo: RecordPhoto, links: Links): MetricObservation[] {
  const observations: MetricObservation[] = []
  for (const record of photo.results) {
    if (!record.is_ok || record.result.error) continue
    const area = record.result.area_results[0]
    if (!area) continue
    const main = area.main_metric
    const found = [
      observationOf(record, photo, main, [area.area_name, main.tech_name], links),
      ...area.sub_metrics.map((sub) =>
        observationOf(record, photo, sub, [area.area_name, main.tech_name, sub.tech_name], links),
      ),
    ]
    for (const one of found) if (one) observations.push(one)
  }
  return observations
}
