/**
 * What the practice software asked and the page has not shown yet (issue 43): requests without a patient here wait
 * for the operator's answer, one dialog at a time; notices say what could not be done (a patient not known, a file
 * that could not be read). `seen` keeps the ids already acted on, so a request read again (after an unlock, or from
 * `practice.requests` after its event) is not acted on twice. Only ids stay while locked: `clear` drops the rest (and
 * the ids of requests still waiting, so they are asked again).
 */
import { create } from 'zustand'
import type { PracticeRequestView } from '../../../src-shared/contract'
import type { SubjectTarget } from '../../store/navigation'

export type PracticeNotice =
  | { id: string; kind: 'unknown'; request: PracticeRequestView }
  /** A request that would open another screen while a capture is open: waits for the operator's "Open". */
  | { id: string; kind: 'held'; request: PracticeRequestView; target: SubjectTarget }
  | { id: string; kind: 'problem'; fileName: string; reason: string; line: number | null }

type Inbox = {
  waiting: PracticeRequestView[]
  notices: PracticeNotice[]
  seen: ReadonlySet<string>
  /** Marks the request seen; false when it was already. */
  take: (id: string) => boolean
  ask: (request: PracticeRequestView) => void
  answered: (id: string) => void
  tell: (notice: PracticeNotice) => void
  dismissNotice: (id: string) => void
  clear: () => void
}

export const usePracticeInbox = create<Inbox>()((set, get) => ({
  waiting: [],
  notices: [],
  seen: new Set(),
  take: (id) => {
    if (get().seen.has(id)) return false
    set(({ seen }) => ({ seen: new Set([...seen, id]) }))
    return true
  },
  ask: (request) => set(({ waiting }) => ({ waiting: [...waiting, request] })),
  answered: (id) => set(({ waiting }) => ({ waiting: waiting.filter((r) => r.id !== id) })),
  tell: (notice) =>
    set(({ notices }) => ({ notices: [...notices.filter((n) => n.id !== notice.id), notice] })),
  dismissNotice: (id) => set(({ notices }) => ({ notices: notices.filter((n) => n.id !== id) })),
  // a request still waiting is asked again after the unlock: main still has it
  clear: () =>
    set(({ seen, waiting }) => ({
      waiting: [],
      notices: [],
      seen: new Set([...seen].filter((id) => !waiting.some((r) => r.id === id))),
    })),
}))

/** Forgets everything, seen ids too (a test's start; another account). */
export function resetPracticeInbox(): void {
  usePracticeInbox.setState({ waiting: [], notices: [], seen: new Set() })
}
