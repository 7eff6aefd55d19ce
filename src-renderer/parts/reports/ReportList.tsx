/** A subject's saved reports as rows (newest first), or what to say when there are none or they cannot be read. */
import { useMemo } from 'react'
import type { SavedReport } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { SectionEmpty, Skeleton } from '../../ui'
import { ReportRow } from './ReportRow'
import styles from './reports.module.css'

type Props = {
  subjectId: string
  /** Which of the subject's reports to list (all, or one visit's). */
  pick?: (report: SavedReport) => boolean
  empty: string
  testId: string
  onView: (report: SavedReport) => void
}

const all = () => true

export function ReportList({ subjectId, pick = all, empty, testId, onView }: Props) {
  const loaded = useChannel('reports.list', { subjectId })
  const reports = useMemo(
    () => [...(loaded.data ?? [])].filter(pick).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [loaded.data, pick],
  )
  if (loaded.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton />
      </div>
    )
  }
  if (loaded.status === 'error') {
    return (
      <LoadFailed
        error={loaded.error}
        onRetry={loaded.retry}
        testId="reports-error"
        className={styles.alert}
      />
    )
  }
  if (reports.length === 0) {
    return <SectionEmpty data-testid="reports-empty">{empty}</SectionEmpty>
  }
  return (
    <ul className={styles.list} data-testid={testId}>
      {reports.map((report) => (
        <ReportRow key={report.id} report={report} onView={onView} />
      ))}
    </ul>
  )
}
