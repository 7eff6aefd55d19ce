import type { z } from 'zod'
import { errorItem, invalidField, validationError, type ErrorItem } from './errors'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input
  for (const key of path) {
    if (!isPlainObject(current) || typeof key === 'symbol') return undefined
    current = current[String(key)]
  }
  return current
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value))
}

function toErrorItem(issue: z.core.$ZodIssue, input: unknown): ErrorItem {
  const attr = issue.path.length > 0 ? issue.path.map(String).join('.') : null
  const value = valueAt(input, issue.path)
  if (attr !== null && value === undefined)
    return errorItem('required_field', 'This field is required.', attr)
  switch (issue.code) {
    case 'invalid_type':
      return errorItem('invalid_field_value', `Expected a ${issue.expected}.`, attr)
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) {
        return errorItem('field_too_short', 'This field may not be blank.', attr)
      }
      return issue.origin === 'string'
        ? errorItem('field_too_short', `Ensure this field has at least ${issue.minimum} characters.`, attr)
        : errorItem('invalid_field_value', `Ensure this value is at least ${issue.minimum}.`, attr)
    case 'too_big':
      return issue.origin === 'string'
        ? errorItem('field_too_long', `Ensure this field has no more than ${issue.maximum} characters.`, attr)
        : errorItem('invalid_field_value', `Ensure this value is at most ${issue.maximum}.`, attr)
    case 'invalid_value':
      return errorItem('invalid_choice', `${describe(value)} is not a valid choice.`, attr, issue.values)
    default:
      return errorItem('invalid_field_value', issue.message, attr)
  }
}

/**
 * Validates a JSON request body. A missing body counts as `{}` (so required fields are reported),
 * anything that is not a JSON object is rejected; one error per field, in the spec's codes.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body === undefined ? {} : body
  if (!isPlainObject(input)) throw invalidField(null, 'Expected a JSON object.')
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const byAttr = new Map<string | null, ErrorItem>()
  for (const issue of result.error.issues) {
    const item = toErrorItem(issue, input)
    if (!byAttr.has(item.attr)) byAttr.set(item.attr, item)
  }
  throw validationError([...byAttr.values()])
}
