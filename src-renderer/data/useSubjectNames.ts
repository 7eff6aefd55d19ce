/** The dataset and subject names a screen shows, read when it was opened without them (from the queue). */
import { useChannel } from './useChannel'
import type { SubjectTarget } from '../store/navigation'

export type SubjectNames = { datasetName: string | null; subjectName: string | null }

export function useSubjectNames(target: SubjectTarget): SubjectNames {
  const { datasetId, subjectId } = target
  const dataset = useChannel('datasets.get', target.datasetName === null ? { datasetId } : null)
  const subject = useChannel('subjects.get', target.subjectName === null ? { datasetId, subjectId } : null)
  return {
    datasetName: target.datasetName ?? dataset.data?.name ?? null,
    subjectName: target.subjectName ?? subject.data?.name ?? null,
  }
}
