/** How far "Keep available offline" has got, per subject, so the bar survives leaving and reopening the subject. */
import { create } from 'zustand'
import type { OfflineProgress } from '../../src-shared/contract'

type OfflineProgressStore = {
  bySubject: Record<string, OfflineProgress>
  record: (progress: OfflineProgress) => void
  clear: () => void
}

export const useOfflineProgress = create<OfflineProgressStore>()((set) => ({
  bySubject: {},
  record: (progress) =>
    set((store) => ({ bySubject: { ...store.bySubject, [progress.subjectId]: progress } })),
  clear: () => set({ bySubject: {} }),
}))
