/**
 * Result records from the network, made to fit the contract's `ResultRecord` before they go anywhere: a record
 * without its identity is dropped, a metric or area that does not fit is dropped, an optional field of the
 * wrong type is removed. Strings where numbers were expected stay (the UI shows them as they are).
 */
import { ResultMetric, ResultRecord } from '../../../src-preload/contract'

type Json = Record<string, unknown>

function objectOf(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null
}

/** Copies `source` without the named optional fields whose values fail `fits` (null and absent always fit). */
function withoutMisfits(source: Json, fields: Record<string, (value: unknown) => boolean>): Json {
  const copy: Json = { ...source }
  for (const [name, fits] of Object.entries(fields)) {
    const value = copy[name]
    if (value !== undefined && value !== null && !fits(value)) delete copy[name]
  }
  return copy
}

const isString = (value: unknown) => typeof value === 'string'
const isBoolean = (value: unknown) => typeof value === 'boolean'
const isObject = (value: unknown) => objectOf(value) !== null

function sanitizeMetric(raw: unknown): ResultMetric | null {
  const metric = objectOf(raw)
  if (!metric) return null
  const cleaned = withoutMisfits(metric, {
    units: isString,
    widget_meta: isObject,
    widget_type: isString,
    widget_show: isBoolean,
  })
  const parsed = ResultMetric.safeParse(cleaned)
  return parsed.success ? parsed.data : null
}

function sanitizeArea(raw: unknown): Json | null {
  const area = objectOf(raw)
  if (!area || typeof area.area_name !== 'string') return null
  const main = sanitizeMetric(area.main_metric)
  if (!main) return null
  const subs = Array.isArray(area.sub_metrics) ? area.sub_metrics : []
  const sub_metrics = subs.map(sanitizeMetric).filter((m): m is ResultMetric => m !== null)
  return { ...area, main_metric: main, sub_metrics }
}

function sanitizeResult(raw: unknown): Json | null {
  const result = objectOf(raw)
  if (!result) return null
  const cleaned = withoutMisfits(result, {
    revision: isString,
    algorithm_tech_name: isString,
    error: isString,
  })
  const areas = Array.isArray(result.area_results) ? result.area_results : []
  cleaned.area_results = areas.map(sanitizeArea).filter((a): a is Json => a !== null)
  return cleaned
}

export function sanitizeRecord(raw: unknown): ResultRecord | null {
  const record = objectOf(raw)
  if (!record) return null
  const result = sanitizeResult(record.result)
  if (!result) return null
  const cleaned = withoutMisfits(record, {
    creation_time: isString,
    application_id: isString,
    application_name: isString,
    application_description: isString,
    algorithm_family_tech_name: isString,
  })
  const parsed = ResultRecord.safeParse({ ...cleaned, result })
  return parsed.success ? parsed.data : null
}

/** Every record that fits, in the order given. */
export function sanitizeRecords(raw: readonly unknown[]): ResultRecord[] {
  return raw.map(sanitizeRecord).filter((r): r is ResultRecord => r !== null)
}
