/** Datasets and subjects of the connected company, mapped to the contract's shapes. */
import type { ChannelParsedArgs, ChannelResult, Dataset, Subject } from '../../src-preload/contract'
import type { Dataset as ApiDataset, PageSlice, Subject as ApiSubject } from '../api'
import { AppFailure } from './appFailure'
import type { Session } from './session'

function toPage<A, B>(slice: PageSlice<A>, map: (item: A) => B) {
  return {
    count: slice.count,
    page: slice.page,
    pageSize: slice.pageSize,
    hasNext: slice.next,
    hasPrevious: slice.previous,
    results: slice.results.map(map),
  }
}

export function toDataset(d: ApiDataset): Dataset {
  return {
    id: d.id,
    name: d.name,
    imageTypeName: d.image_type_name ?? null,
    createdAt: d.creation_time ?? null,
  }
}

export function toSubject(s: ApiSubject, datasetId: string): Subject {
  const sex = s.biological_sex
  return {
    id: s.id,
    datasetId: s.dataset?.id ?? datasetId,
    name: s.name,
    birthDate: s.birth_date ?? null,
    biologicalSex: sex === 'male' || sex === 'female' || sex === 'other' ? sex : null,
    createdAt: s.creation_time ?? null,
  }
}

export function createLibrary(session: Session) {
  return {
    listDatasets: (args: ChannelParsedArgs<'datasets.list'>): Promise<ChannelResult<'datasets.list'>> =>
      session.withApi(async (api) => toPage(await api.datasets.list(args), toDataset)),
    getDataset: (args: ChannelParsedArgs<'datasets.get'>) =>
      session.withApi(async (api) => toDataset(await api.datasets.get(args.datasetId))),
    listSubjects: (args: ChannelParsedArgs<'subjects.list'>): Promise<ChannelResult<'subjects.list'>> =>
      session.withApi(async (api) =>
        toPage(
          await api.subjects.list({
            datasetId: args.datasetId,
            page: args.page,
            pageSize: args.pageSize,
            search: args.search,
          }),
          (s) => toSubject(s, args.datasetId),
        ),
      ),
    getSubject: (args: ChannelParsedArgs<'subjects.get'>) =>
      session.withApi(async (api) =>
        toSubject(await api.subjects.get(args.datasetId, args.subjectId), args.datasetId),
      ),
    createSubject: (args: ChannelParsedArgs<'subjects.create'>) => {
      const name = args.name.trim()
      if (!name) return Promise.reject(new AppFailure('validation', { message: '' }, 'name'))
      return session.withApi(async (api) =>
        toSubject(
          await api.subjects.create(args.datasetId, {
            name,
            birth_date: args.birthDate,
            biological_sex: args.biologicalSex,
          }),
          args.datasetId,
        ),
      )
    },
  }
}
