/** Datasets and subjects of the service, mapped to the contract's shapes. */
import type { Dataset, Subject } from '../../../src-shared/contract'
import type { Dataset as ApiDataset, PageSlice, Subject as ApiSubject } from '../../api'
import type { PageAnswer } from '../../store/cache/libraryCache'
import { consentOf, patientIdOf } from './subjectMeta'
import { RECALL_MARKS_KEY, recallMarksOf } from './treatmentMeta'

export function toPage<A, B>(slice: PageSlice<A>, map: (item: A) => B): PageAnswer<B> {
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

/**
 * The subject in the contract's shape. One with treatments (issue 45) also carries their recall fields under
 * RECALL_MARKS_KEY, main's own: the roster copy keeps them for the recall search (the contract's Subject has no
 * such key; a parse of it drops them).
 */
export function toSubject(s: ApiSubject, datasetId: string): Subject {
  const subject: Subject = {
    id: s.id,
    datasetId: s.dataset_id ?? datasetId,
    name: s.name,
    birthDate: s.birth_date ?? null,
    biologicalSex: s.biological_sex,
    createdAt: s.creation_time ?? null,
    patientId: patientIdOf(s.meta),
    consent: consentOf(s.meta),
  }
  const marks = recallMarksOf(s.meta)
  return marks.length > 0 ? Object.assign(subject, { [RECALL_MARKS_KEY]: marks }) : subject
}
