/**
 * Analysis result records (spec 2.2), read the same way for polling, one image's results and a subject's
 * history: into the contract's `ResultRecord`, the app's own type. A record without its identity is dropped; a
 * metric or area that does not fit is dropped; an optional field of the wrong type is removed; `sub_metrics:
 * null` is no sub-metrics; a value that is a numeric string is read as the number. Other strings stay (categories).
 * A failed record's `result` may be its reason as text (readResult).
 */
import type { z } from 'zod'
import { ResultMetric, ResultRecord } from '../../../src-shared/contract'
import { issuesOf, type DroppedRecord } from './lists'

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

function valueOf(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
}

function readMetric(raw: unknown): ResultMetric | null {
  const metric = objectOf(raw)
  if (!metric) return null
  const cleaned = withoutMisfits(metric, {
    units: isString,
    widget_meta: isObject,
    widget_type: isString,
    widget_show: isBoolean,
  })
  // A `percentage` widget without units is a percentage all the same: the screens show units, not widgets.
  if (cleaned.widget_type === 'percentage' && !cleaned.units) cleaned.units = '%'
  const parsed = ResultMetric.safeParse({ ...cleaned, value: valueOf(cleaned.value) })
  return parsed.success ? parsed.data : null
}

function readArea(raw: unknown): Json | null {
  const area = objectOf(raw)
  if (!area || typeof area.area_name !== 'string') return null
  const main = readMetric(area.main_metric)
  if (!main) return null
  const subs = Array.isArray(area.sub_metrics) ? area.sub_metrics : []
  const sub_metrics = subs.map(readMetric).filter((m): m is ResultMetric => m !== null)
  return { ...area, main_metric: main, sub_metrics }
}

/**
 * The record's `result`. A failed analysis (`is_ok: false`) says why "in the result attribute", in a shape the
 * documentation does not show: `{error}`, the text itself, `{}` or nothing; each is read as `{error}` (null when
 * it gives no reason).
 */
function readResult(raw: unknown, failed: boolean): Json | null {
  if (failed && typeof raw === 'string') return { error: raw.trim() || null, area_results: [] }
  if (failed && (raw === null || raw === undefined)) return { error: null, area_results: [] }
  const result = objectOf(raw)
  if (!result) return null
  const cleaned = withoutMisfits(result, {
    revision: isString,
    algorithm_tech_name: isString,
    error: isString,
  })
  const areas = Array.isArray(result.area_results) ? result.area_results : []
  cleaned.area_results = areas.map(readArea).filter((a): a is Json => a !== null)
  return cleaned
}

function read(raw: unknown): { record: ResultRecord } | { issues: string[] } {
  const record = objectOf(raw)
  if (!record) return { issues: ['(record): not an object'] }
  const result = readResult(record.result, record.is_ok === false)
  if (!result) return { issues: ['result: not an object'] }
  const cleaned = withoutMisfits(record, {
    creation_time: isString,
    application_id: isString,
    application_name: isString,
    application_description: isString,
    algorithm_family_tech_name: isString,
  })
  const id = typeof cleaned.id === 'number' ? String(cleaned.id) : cleaned.id
  const imageId = typeof cleaned.image_id === 'number' ? String(cleaned.image_id) : cleaned.image_id
  const parsed = ResultRecord.safeParse({ ...cleaned, id, image_id: imageId, result })
  return parsed.success ? { record: parsed.data } : { issues: issuesOf(parsed.error as z.ZodError) }
}

export function readResultRecord(raw: unknown): ResultRecord | null {
  const answer = read(raw)
  return 'record' in answer ? answer.record : null
}

/** Every record that can be read, in the order given, and what was dropped. */
export function readResultRecords(raw: readonly unknown[]): {
  records: ResultRecord[]
  dropped: DroppedRecord[]
} {
  const records: ResultRecord[] = []
  const dropped: DroppedRecord[] = []
  raw.forEach((item, index) => {
    const answer = read(item)
    if ('record' in answer) records.push(answer.record)
    else dropped.push({ index, issues: answer.issues })
  })
  return { records, dropped }
}
