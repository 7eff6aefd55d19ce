/**
 * The account's sex book (api/subjects.ts SexBook): how its service writes a subject's sex and the dictionary ids
 * it takes, learnt from the records read and kept in the cache's meta, so a new subject gets its sex by id on
 * the next start too, offline-learnt or not. It holds no patient data: only the service's dictionary.
 */
import { z } from 'zod'
import { biologicalSexes } from '../../../src-shared/contractValues'
import { sexBookKeeper, type SexBook, type SexBookKeeper } from '../../api'
import type { CacheMeta } from '../../store/cache/cacheMeta'

const Stored = z.object({
  form: z.enum(['text', 'item']).nullable(),
  ids: z.partialRecord(z.enum(biologicalSexes), z.string().min(1)),
})

function read(json: string | null): SexBook {
  if (json === null) return { form: null, ids: {} }
  try {
    const parsed = Stored.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : { form: null, ids: {} }
  } catch {
    return { form: null, ids: {} }
  }
}

export function createSexBook(meta: Pick<CacheMeta, 'sexBook' | 'setSexBook'>): SexBookKeeper {
  return sexBookKeeper(read(meta.sexBook()), (book) => meta.setSexBook(JSON.stringify(book)))
}
