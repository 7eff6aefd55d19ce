/**
 * Field readers for records of the Skin Analysis Service, tolerant at the boundary (service-gaps.md): null and
 * absent mean the same, an optional field of the wrong type is read as absent, ids may come as numbers, and
 * numbers may come as numeric strings. What comes out is strict: the app's own types.
 */
import { z } from 'zod'

/** An id: a non-empty string, or an integer (some dictionaries number their items), read as a string. */
export const idText = z.union([z.string().trim().min(1), z.number().int()]).transform(String)

/** A number, or a string that holds exactly one ("72", "-3.5"). */
export const numberLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])

/** A whole number, also from a string. */
export const intLike = numberLike.pipe(z.number().int())

/** A timestamp as text: `YYYY-MM-DD HH:MM:SS` (UTC) or ISO-8601; `src-shared/domain/serviceTime.ts` reads both. */
export const timestampText = z.string().trim().min(1)

/** An optional field: absent, null, or a value of the wrong type all read as null. */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null)
}

/** `{id, name, tech_name}` as dictionaries (sides, lights, image types, biological sexes) send them. */
export const dictionaryItem = z.looseObject({
  id: optional(idText),
  name: optional(z.string()),
  tech_name: optional(z.string()),
})
export type DictionaryItem = z.output<typeof dictionaryItem>
