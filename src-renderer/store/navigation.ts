/** Which screen is open, and where each list was, so going back returns to the same page. */
import { create } from 'zustand'
import { DEFAULT_PAGE_SIZE, type PageSize } from '../lists/paging'

export type DatasetRef = { id: string; name: string }
export type Paging = { page: number; pageSize: PageSize }
export type Screen = { name: 'datasets' } | { name: 'subjects'; dataset: DatasetRef }

type Navigation = {
  screen: Screen
  datasetsPaging: Paging
  subjectsPageSize: PageSize
  openDatasets: () => void
  openSubjects: (dataset: DatasetRef) => void
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
  setDatasetsPaging: (datasetsPaging) => set({ datasetsPaging }),
  setSubjectsPageSize: (subjectsPageSize) => set({ subjectsPageSize }),
  reset: () => set(initial),
}))
