/** The dataset and subject names a screen shows, loaded when it was opened without them (from the queue). */
import { useEffect, useState } from 'react'
import { skin } from '../bridge/skin'
import type { SubjectTarget } from '../store/navigation'

export type SubjectNames = { datasetName: string | null; subjectName: string | null }

export function useSubjectNames(target: SubjectTarget): SubjectNames {
  const [names, setNames] = useState<SubjectNames>({
    datasetName: target.datasetName,
    subjectName: target.subjectName,
  })
  const { datasetId, subjectId, datasetName, subjectName } = target

  useEffect(() => {
    let current = true
    if (datasetName === null) {
      skin.datasets.get({ datasetId }).then(
        (dataset) => current && setNames((n) => ({ ...n, datasetName: dataset.name })),
        () => undefined,
      )
    }
    if (subjectName === null) {
      skin.subjects.get({ datasetId, subjectId }).then(
        (subject) => current && setNames((n) => ({ ...n, subjectName: subject.name })),
        () => undefined,
      )
    }
    return () => {
      current = false
    }
  }, [datasetId, subjectId, datasetName, subjectName])

  return names
}
