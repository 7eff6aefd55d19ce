import { invalidField } from '../http/errors'

/**
 * The service's dictionary of biological sexes. The documented dialect shows a subject's sex as an item and takes
 * it by the item's id (the real service documents no endpoint for the dictionary: clients learn ids from records);
 * the spec dialect takes and shows the tech name.
 */
export const biologicalSexDictionary = [
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f01', name: 'Male', tech_name: 'male' },
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f02', name: 'Female', tech_name: 'female' },
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f03', name: 'Other', tech_name: 'other' },
] as const

export function sexItem(techName: string | null) {
  return biologicalSexDictionary.find((item) => item.tech_name === techName) ?? null
}

/**
 * A subject body whose `biological_sex` is an id of the dictionary (or null), with the tech name it stands for in
 * its place; anything else there (a tech name, an unknown id, a number) is `400 invalid_field_value`.
 */
export function sexIdInBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const value = (body as Record<string, unknown>).biological_sex
  if (value === undefined || value === null) return body
  const item = biologicalSexDictionary.find((candidate) => candidate.id === value)
  if (!item)
    throw invalidField(
      'biological_sex',
      'Use the id of a biological sex (as subject records show it), or null.',
    )
  return { ...body, biological_sex: item.tech_name }
}
