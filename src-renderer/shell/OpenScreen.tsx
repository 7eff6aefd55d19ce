/** The screen navigation says is open. Each gets a key, so moving to another subject starts it afresh. */
import { CaptureScreen } from '../capture/CaptureScreen'
import { CompareScreen } from '../compare/CompareScreen'
import { DatasetsScreen } from '../datasets/DatasetsScreen'
import { QueueScreen } from '../queue/QueueScreen'
import { ReportsScreen } from '../reports/ReportsScreen'
import { ReportViewerScreen } from '../reports/viewer/ReportViewerScreen'
import { SettingsScreen } from '../settings/SettingsScreen'
import type { Screen } from '../store/navigation'
import { SubjectScreen } from '../subject/SubjectScreen'
import { SubjectsScreen } from '../subjects/SubjectsScreen'
import { VisitScreen } from '../results/VisitScreen'

export function OpenScreen({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'datasets':
      return <DatasetsScreen />
    case 'subjects':
      return <SubjectsScreen key={screen.dataset.id} dataset={screen.dataset} />
    case 'subject':
      return <SubjectScreen key={screen.target.subjectId} target={screen.target} />
    case 'capture':
      return <CaptureScreen key={screen.target.subjectId} target={screen.target} initialMode={screen.mode} />
    case 'queue':
      return <QueueScreen back={screen.back} />
    case 'visit':
      return (
        <VisitScreen
          key={screen.imageId}
          target={screen.target}
          imageId={screen.imageId}
          capturedAt={screen.capturedAt}
        />
      )
    case 'compare':
      return <CompareScreen key={screen.target.subjectId} target={screen.target} />
    case 'reports':
      return <ReportsScreen key={screen.target.subjectId} target={screen.target} />
    case 'report':
      return (
        <ReportViewerScreen
          key={screen.report.id}
          target={screen.target}
          report={screen.report}
          back={screen.back}
        />
      )
    case 'settings':
      return <SettingsScreen back={screen.back} />
  }
}
