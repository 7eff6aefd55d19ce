/**
 * Lists of records: a bare JSON array or the pagination envelope (spec 2.3), read item by item. One item
 * that cannot be read is dropped and reported (endpoint and field, never values); the rest of the list stays.
 */
import { z } from 'zod'
import { intLike, optional } from './fields'

/** What was dropped from one answer: the item's position and the first problems, without any values. */
export interface DroppedRecord {
  index: number
  issues: string[]
}

/** The envelope with its items unread; `count` may come as a string too. */
export const rawPage = z.looseObject({
  count: intLike.pipe(z.number().nonnegative()),
  next: optional(z.string()),
  previous: optional(z.string()),
  results: z.array(z.unknown()),
})
export type RawPage = z.output<typeof rawPage>

/** A list answer: a bare array, or the envelope. */
export const rawList = z.union([z.array(z.unknown()), rawPage])

export function issuesOf(error: z.ZodError): string[] {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`)
}

/** Every item `reader` accepts, in order, and what it dropped. */
export function readItems<S extends z.ZodType>(
  reader: S,
  items: readonly unknown[],
): { items: z.output<S>[]; dropped: DroppedRecord[] } {
  const read: z.output<S>[] = []
  const dropped: DroppedRecord[] = []
  items.forEach((item, index) => {
    const parsed = reader.safeParse(item)
    if (parsed.success) read.push(parsed.data)
    else dropped.push({ index, issues: issuesOf(parsed.error) })
  })
  return { items: read, dropped }
}
