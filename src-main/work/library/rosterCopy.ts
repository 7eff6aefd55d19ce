/**
 * The kept copy of every dataset's subjects, read from the service: whole, a few datasets at a time, once at a
 * time; or, for a first answer, the service's own name search in every dataset at once.
 */
import type { Subject } from '../../../src-shared/contract'
import { toDataset, toSubject } from '../libraryRecords/records'
import { eachWithLimit } from '../offline/eachWithLimit'
import type { SearchState } from './searchState'

/** Datasets read at once while the copy is read again (the service also answers the clinic's other work). */
const READ_LANES = 4
/** The service's name search asks this many subjects of each dataset for a first answer. */
const FIRST_PAGE_SIZE = 100

/** Reads every dataset's subjects whole into the cache (a few datasets at a time); answers when. */
async function readAll({ deps, store, meta, now }: SearchState): Promise<string> {
  const datasets = (await deps.api((api) => api.datasets.all())).map(toDataset)
  store.putDatasets(datasets, now())
  await eachWithLimit(
    datasets,
    READ_LANES,
    async (dataset) => {
      const subjects = await deps.api((api) => api.subjects.all(dataset.id))
      store.replaceSubjects(
        dataset.id,
        subjects.map((s) => toSubject(s, dataset.id)),
        now(),
      )
    },
    () => undefined,
  )
  const at = now()
  meta.setSubjectsIndexedAt(at)
  return at.toISOString()
}

/** The copy read again, once at a time; a failed read is not tried again within the fresh minute. */
export function readAgain(state: SearchState): Promise<string> {
  state.lastTry = state.now().getTime()
  state.reading ??= readAll(state).finally(() => (state.reading = null))
  return state.reading
}

/**
 * The service's own search (names only) in every dataset at once; what it finds is kept, so the index answers
 * with it and with the kept subjects that match (record numbers, birth dates, what the first pages left out).
 */
export async function askService({ deps, store, now }: SearchState, query: string): Promise<void> {
  const datasets = (await deps.api((api) => api.datasets.all())).map(toDataset)
  store.putDatasets(datasets, now())
  const pages = await Promise.all(
    datasets.map((dataset) =>
      deps.api((api) =>
        api.subjects.list({ datasetId: dataset.id, search: query, page: 1, pageSize: FIRST_PAGE_SIZE }),
      ),
    ),
  )
  const listed: Subject[] = pages.flatMap((page, i) =>
    page.results.map((s) => toSubject(s, datasets[i]?.id ?? '')),
  )
  store.putSubjects(listed, now())
}
