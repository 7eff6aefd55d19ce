/**
 * The recall channels (issue 45): the search by product and/or lot over every subject this workstation's roster
 * copy holds (read again first when it is old; offline, as kept) with the treatments waiting in the outbox, saying
 * how current the copy is (`asOf`); and the same list as CSV, saved where the user chooses as the audit's export
 * is (written whole or not at all).
 */
import type { ChannelParsedArgs, RecallQuery, RecallResult } from '../../../src-shared/contract'
import type { OutboxStore } from '../../store/accountDb/outbox'
import type { LibraryCache } from '../../store/cache/libraryCache'
import { AppFailure } from '../appFailure'
import type { SubjectSearch } from '../library/subjectSearch'
import type { SavePlace } from '../saving/savePlace'
import { saveTextFile } from '../saving/saveTextFile'
import { cleanFileNamePart } from '../saving/fileNamePart'
import { recallCsv } from './recallCsv'
import { recallHits, recallPatients } from './recallSearch'

/** Where the browser host puts a recall export when the page names no folder (under `exports/`). */
export const RECALL_FOLDER = 'recall'

export interface RecallDeps {
  library: Pick<LibraryCache, 'subjectRowsSince' | 'dataset'>
  outbox: Pick<OutboxStore, 'unsent'>
  search: Pick<SubjectSearch, 'current'>
  savePlace: SavePlace
  now?: () => Date
}

export function recallFileName(query: RecallQuery, today: Date): string {
  const parts = [query.product, query.lot]
    .map((p) => cleanFileNamePart(p, 40).replaceAll(' ', '_'))
    .filter((p) => p !== '')
  return `recall-${parts.join('-')}-${today.toISOString().slice(0, 10)}.csv`
}

export function createRecallDesk(deps: RecallDeps) {
  const now = deps.now ?? (() => new Date())
  async function search(query: RecallQuery): Promise<RecallResult> {
    if (query.product.trim() === '' && query.lot.trim() === '') throw new AppFailure('recall_query_empty')
    const asOf = await deps.search.current()
    const patients = recallPatients(deps.library.subjectRowsSince(0), deps.outbox.unsent())
    const names = new Map<string, string | null>()
    const datasetName = (id: string) => {
      if (!names.has(id)) names.set(id, deps.library.dataset(id)?.value.name ?? null)
      return names.get(id) ?? null
    }
    return { hits: recallHits(patients, query, datasetName), searched: patients.length, asOf }
  }
  return {
    search,
    async export(args: ChannelParsedArgs<'recall.export'>) {
      const query = { product: args.product, lot: args.lot }
      const result = await search(query)
      return saveTextFile(
        deps.savePlace,
        recallFileName(query, now()),
        { folder: args.folder ?? RECALL_FOLDER, fileName: args.fileName },
        () => recallCsv(query, result),
      )
    },
  }
}
export type RecallDesk = ReturnType<typeof createRecallDesk>
