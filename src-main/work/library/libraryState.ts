/**
 * What the library desk's reads and writes share (libraryDesk.ts builds it): the cached copies of datasets and
 * subjects, the outbox every write goes through, and its view of the writes not sent yet.
 */
import type { Subject } from '../../../src-shared/contract'
import type { OutboxStore } from '../../store/accountDb/outbox'
import type { CacheDb } from '../../store/cache/cacheDb'
import { createLibraryCache, type LibraryCache } from '../../store/cache/libraryCache'
import { AppFailure } from '../appFailure'
import type { OutboxSender } from '../outbox/outboxSender'
import type { PendingView } from '../outbox/pendingView'
import type { ApiRunner } from '../uploadQueue/worker'

export interface LibraryDeps {
  api: ApiRunner
  cache: CacheDb
  /** Every write goes through the outbox (issue 29): kept here first, sent at once when the service answers. */
  outbox: { sender: OutboxSender; view: PendingView }
  now?: () => Date
}

export interface LibraryState {
  readonly deps: LibraryDeps
  readonly store: LibraryCache
  readonly now: () => Date
  readonly outbox: { store: OutboxStore; sender: OutboxSender }
  readonly view: PendingView
}

export function createLibraryState(deps: LibraryDeps): LibraryState {
  return {
    deps,
    store: createLibraryCache(deps.cache),
    now: deps.now ?? (() => new Date()),
    outbox: { store: deps.outbox.sender.store, sender: deps.outbox.sender },
    view: deps.outbox.view,
  }
}

/** The subject created here (not sent yet) of that local id. */
export function localSubject({ view }: LibraryState, subjectId: string): Subject {
  const local = view.local(subjectId)
  if (!local) throw new AppFailure('not_found')
  return local
}
