import { z } from 'zod'
import { dictionaryItem, idText, optional, timestampText } from './fields'

/** `male`, `female`, `other`: the tech names the app knows; anything else reads as unknown. */
export type BiologicalSex = 'male' | 'female' | 'other'

function sexOf(value: string | null | undefined): BiologicalSex | null {
  const text = value?.trim().toLowerCase()
  return text === 'male' || text === 'female' || text === 'other' ? text : null
}

/**
 * A subject. `biological_sex` is a string (local service) or a dictionary item `{id, name, tech_name}`
 * (documented); `meta` any JSON; `author_id` a number, a string or null; `dataset` and `company` objects.
 */
export const subjectRecord = z
  .looseObject({
    id: idText,
    name: z.string(),
    birth_date: optional(z.string()),
    biological_sex: optional(z.union([z.string(), dictionaryItem])),
    meta: optional(z.unknown()),
    creation_time: optional(timestampText),
    author_id: optional(idText),
    dataset: optional(z.looseObject({ id: idText, name: optional(z.string()) })),
    company: optional(z.looseObject({ id: idText, name: optional(z.string()) })),
  })
  .transform((s) => {
    const sex = s.biological_sex
    return {
      id: s.id,
      name: s.name,
      birth_date: s.birth_date,
      biological_sex:
        typeof sex === 'string' ? sexOf(sex) : (sexOf(sex?.tech_name) ?? sexOf(sex?.name) ?? null),
      /** How the service writes the sex: `text` (the spec's service), `item` (documented), null when unset. */
      biological_sex_form:
        sex === null ? null : typeof sex === 'string' ? ('text' as const) : ('item' as const),
      /** The dictionary id of the sex, where the record gives one: what create and update take (documented). */
      biological_sex_id: typeof sex === 'string' ? null : (sex?.id ?? null),
      meta:
        typeof s.meta === 'object' && s.meta !== null && !Array.isArray(s.meta)
          ? (s.meta as Record<string, unknown>)
          : null,
      creation_time: s.creation_time,
      author_id: s.author_id,
      dataset_id: s.dataset?.id ?? null,
      company_id: s.company?.id ?? null,
      /** The company's name where the record carries one (documented records: `company {id, name}`). */
      company_name: s.company?.name?.trim() || null,
    }
  })
export type Subject = z.output<typeof subjectRecord>

/** An item of the biological sexes dictionary (documented dialect: subjects take its id on create). */
export const biologicalSexItem = z
  .looseObject({ id: idText, name: optional(z.string()), tech_name: optional(z.string()) })
  .transform((item) => ({ id: item.id, sex: sexOf(item.tech_name) ?? sexOf(item.name) }))
