import { z } from 'zod'
import { idText, intLike, optional, timestampText } from './fields'

export const batchRecord = z
  .looseObject({
    id: idText,
    subject_id: optional(idText),
    creation_time: optional(timestampText),
    images_count: optional(intLike.pipe(z.number().nonnegative())),
  })
  .transform((b) => ({
    id: b.id,
    subject_id: b.subject_id,
    creation_time: b.creation_time,
    images_count: b.images_count,
  }))
export type Batch = z.output<typeof batchRecord>
