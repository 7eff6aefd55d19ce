/**
 * The library channels (datasets, subjects), read through the cache: every answer and every record is kept, and
 * served when the service cannot answer. Offline, a page never asked for is built from the kept records.
 *
 * Over one state (libraryState.ts): the reads (libraryReads.ts) and the writes through the outbox
 * (subjectWrites.ts).
 */
import type { ChannelParsedArgs } from '../../../src-shared/contract'
import { getDataset, getSubject, listDatasets, listSubjects } from './libraryReads'
import { createLibraryState, type LibraryDeps } from './libraryState'
import { createSubject, recordConsent, updateSubject } from './subjectWrites'

export type { LibraryDeps } from './libraryState'

export function createLibraryDesk(deps: LibraryDeps) {
  const state = createLibraryState(deps)
  return {
    listDatasets: (args: ChannelParsedArgs<'datasets.list'>) => listDatasets(state, args),
    getDataset: (args: ChannelParsedArgs<'datasets.get'>) => getDataset(state, args),
    /** A dataset's subjects; the first page also lists the ones created here and not sent yet. */
    listSubjects: (args: ChannelParsedArgs<'subjects.list'>) => listSubjects(state, args),
    getSubject: (args: ChannelParsedArgs<'subjects.get'>) => getSubject(state, args),
    createSubject: (args: ChannelParsedArgs<'subjects.create'>) => createSubject(state, args),
    updateSubject: (args: ChannelParsedArgs<'subjects.update'>) => updateSubject(state, args),
    /** Records the patient's photo consent now, by the signed-in operator `by`, in the subject's `meta.consent`. */
    recordConsent: (args: ChannelParsedArgs<'subjects.recordConsent'>, by: string) =>
      recordConsent(state, args, by),
  }
}
export type LibraryDesk = ReturnType<typeof createLibraryDesk>
