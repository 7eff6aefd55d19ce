/** Which screen is open, and where each list was, so going back returns to the same page. */
import { create } from 'zustand'
import type { CaptureMode, CaptureSide, SavedReport } from '../../src-shared/contract'
import { DEFAULT_PAGE_SIZE, type PageSize } from './paging'

export type DatasetRef = { id: string; name: string }
export type Paging = { page: number; pageSize: PageSize }

/** A subject opened from a queue entry may arrive without names; its screen loads what is missing. */
export type SubjectTarget = {
  datasetId: string
  subjectId: string
  datasetName: string | null
  subjectName: string | null
}

export type Screen =
  | { name: 'datasets' }
  | { name: 'subjects'; dataset: DatasetRef }
  | { name: 'subject'; target: SubjectTarget }
  | { name: 'capture'; target: SubjectTarget; mode: CaptureMode; retakeSide?: CaptureSide }
  | { name: 'queue'; back: Screen }
  | { name: 'visit'; target: SubjectTarget; imageId: string; capturedAt: string | null }
  | { name: 'compare'; target: SubjectTarget }
  | { name: 'reports'; target: SubjectTarget }
  | { name: 'report'; target: SubjectTarget; report: SavedReport; back: Screen }
  | { name: 'settings'; back: Screen }

type Navigation = {
  screen: Screen
  datasetsPaging: Paging
  subjectsPageSize: PageSize
  openDatasets: () => void
  openSubjects: (dataset: DatasetRef) => void
  openSubject: (target: SubjectTarget) => void
  /** `retakeSide`: the side whose analysis failed, to be taken again ("Retake this side" on a visit). */
  openCapture: (target: SubjectTarget, mode?: CaptureMode, retakeSide?: CaptureSide) => void
  openQueue: () => void
  /** One image's results (a visit), opened from the subject's history. */
  openVisit: (target: SubjectTarget, imageId: string, capturedAt?: string | null) => void
  openCompare: (target: SubjectTarget) => void
  /** The PDF reports saved on this workstation for one subject. */
  openReports: (target: SubjectTarget) => void
  /** One saved report in the built-in viewer; "back" returns to the screen it was opened from. */
  openReport: (target: SubjectTarget, report: SavedReport) => void
  openSettings: () => void
  setDatasetsPaging: (paging: Paging) => void
  setSubjectsPageSize: (pageSize: PageSize) => void
  reset: () => void
}

const initial = {
  screen: { name: 'datasets' } as Screen,
  datasetsPaging: { page: 1, pageSize: DEFAULT_PAGE_SIZE },
  subjectsPageSize: DEFAULT_PAGE_SIZE,
}

export const useNavigation = create<Navigation>()((set) => ({
  ...initial,
  openDatasets: () => set({ screen: { name: 'datasets' } }),
  openSubjects: (dataset) => set({ screen: { name: 'subjects', dataset } }),
  openSubject: (target) => set({ screen: { name: 'subject', target } }),
  openCapture: (target, mode = 'front', retakeSide) =>
    set({ screen: { name: 'capture', target, mode, ...(retakeSide ? { retakeSide } : {}) } }),
  openQueue: () =>
    set(({ screen }) => ({
      screen: { name: 'queue', back: screen.name === 'queue' ? screen.back : screen },
    })),
  openVisit: (target, imageId, capturedAt = null) =>
    set({ screen: { name: 'visit', target, imageId, capturedAt } }),
  openCompare: (target) => set({ screen: { name: 'compare', target } }),
  openReports: (target) => set({ screen: { name: 'reports', target } }),
  openReport: (target, report) =>
    set(({ screen }) => ({ screen: { name: 'report', target, report, back: screen } })),
  openSettings: () =>
    set(({ screen }) => ({
      screen: { name: 'settings', back: screen.name === 'settings' ? screen.back : screen },
    })),
  setDatasetsPaging: (datasetsPaging) => set({ datasetsPaging }),
  setSubjectsPageSize: (subjectsPageSize) => set({ subjectsPageSize }),
  reset: () => set(initial),
}))
