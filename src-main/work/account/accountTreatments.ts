/**
 * Issue 45's desks wired to the account's parts: the treatment log (through the outbox, its copy in the cache),
 * the clinic's product list (in the account database), the recall search over the roster copy, and the
 * before/after sheets (accountSheets.ts).
 */
import { createProductListStore } from '../../store/accountDb/productList'
import { createLibraryCache } from '../../store/cache/libraryCache'
import { createTreatmentCopies } from '../../store/cache/treatmentCopies'
import type { LibraryDesk } from '../library/libraryDesk'
import type { SubjectSearch } from '../library/subjectSearch'
import type { OutboxSender } from '../outbox/outboxSender'
import { createProductDesk } from '../treatments/productDesk'
import { createRecallDesk } from '../treatments/recallDesk'
import { createTreatmentDesk } from '../treatments/treatmentDesk'
import type { AccountBase } from './accountParts'
import { openAccountSheets, type SheetParts } from './accountSheets'

export interface TreatmentParts extends Omit<SheetParts, 'treatments'> {
  sender: OutboxSender
  library: Pick<LibraryDesk, 'getSubject'>
  search: Pick<SubjectSearch, 'current'>
}

export function openAccountTreatments(base: AccountBase, parts: TreatmentParts) {
  const { space, deps, api } = base
  const treatments = createTreatmentDesk({
    api,
    outbox: { store: parts.sender.store, sender: parts.sender },
    copies: createTreatmentCopies(space.cache),
    subjectName: async (place) => (await parts.library.getSubject(place)).name,
    now: deps.now,
  })
  return {
    treatments,
    /** Part 4: before/after sheets, kept with the reports. */
    sheets: openAccountSheets(base, { ...parts, treatments }),
    products: createProductDesk(createProductListStore(space.db)),
    recall: createRecallDesk({
      library: createLibraryCache(space.cache),
      outbox: parts.sender.store,
      search: parts.search,
      savePlace: deps.savePlace,
      now: deps.now,
    }),
  }
}
