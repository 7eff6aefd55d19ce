/**
 * The screen navigation says is open. Each gets a key, so moving to another subject starts it afresh. The
 * lists come with the app; every other screen is its own chunk, loaded the first time it opens (the charts,
 * the camera and face guidance, the PDF viewer are large and not needed to start). The subject's screen, where
 * the lists lead, is loaded while a list is shown, and once loaded opens without suspending (issue 46); the
 * screens a screen leads to, and settings and the queue, are loaded once the page is idle.
 */
import { memo, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DatasetsScreen } from '../screens/subjects/DatasetsScreen'
import { PhotoPlaceContext } from '../parts/results/photoPlace'
import type { Screen } from '../store/navigation'
import { SubjectsScreen } from '../screens/subjects/SubjectsScreen'
import { Spinner, VisuallyHidden } from '../ui'
import { useReadAhead } from './useReadAhead'
import { screenChunk, usePreload, usePreloadWhenIdle } from './screenChunk'
import styles from './OpenScreen.module.css'

const subjectChunk = () => import('../screens/subjects/SubjectScreen')
const SubjectScreen = screenChunk(async () => (await subjectChunk()).SubjectScreen)
/** The history charts' code run once (history/warmCharts.ts), so the first subject is not drawn with cold code. */
const subjectCharts = { preload: async () => (await subjectChunk()).warmCharts() }
const CaptureScreen = screenChunk(
  async () => (await import('../screens/capture/CaptureScreen')).CaptureScreen,
)
const QueueScreen = screenChunk(async () => (await import('../screens/queue/QueueScreen')).QueueScreen)
const VisitScreen = screenChunk(async () => (await import('../screens/visit/VisitScreen')).VisitScreen)
const CompareScreen = screenChunk(
  async () => (await import('../screens/compare/CompareScreen')).CompareScreen,
)
const ReportsScreen = screenChunk(
  async () => (await import('../screens/reports/ReportsScreen')).ReportsScreen,
)
const ReportViewerScreen = screenChunk(
  async () => (await import('../screens/reports/viewer/ReportViewerScreen')).ReportViewerScreen,
)
const SettingsScreen = screenChunk(
  async () => (await import('../screens/settings/SettingsScreen')).SettingsScreen,
)

/** The screens whose next screen is loaded while they are shown: the lists lead to a subject's screen. */
const nextScreen: Partial<Record<Screen['name'], { preload(): Promise<unknown> }>> = {
  datasets: SubjectScreen,
  subjects: SubjectScreen,
}

/**
 * Loaded once the page has been idle a while after the screen opened (never during its own first reads), from any
 * screen: what the shell opens (settings, the queue).
 */
const fromAnywhere = [SettingsScreen, QueueScreen] as const
/** And what each screen leads to: from the lists, the subject's charts warmed; from a subject's screens, the next. */
const whenIdle: Partial<Record<Screen['name'], readonly { preload(): Promise<unknown> }[]>> = {
  datasets: [subjectCharts, ...fromAnywhere],
  subjects: [subjectCharts, ...fromAnywhere],
  subject: [...fromAnywhere, CaptureScreen, VisitScreen, CompareScreen, ReportsScreen],
  visit: [...fromAnywhere, CompareScreen, ReportsScreen, CaptureScreen],
  compare: [...fromAnywhere, VisitScreen, ReportsScreen],
  reports: [...fromAnywhere, ReportViewerScreen],
}

/**
 * Rendered again only when the screen changes (memo): the shell renders again for its own reasons (the
 * header's status, preferences read anew as a screen opens), and the open screen need not render with it.
 */
export const OpenScreen = memo(function OpenScreen({ screen }: { screen: Screen }) {
  useReadAhead(screen)
  usePreload(nextScreen[screen.name])
  usePreloadWhenIdle(whenIdle[screen.name] ?? fromAnywhere)
  return (
    <Suspense fallback={<ScreenLoading />}>
      <TheScreen screen={screen} />
    </Suspense>
  )
})

function ScreenLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.loading} role="status" aria-busy="true" data-testid="screen-loading">
      <Spinner />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </div>
  )
}

/** The screen, and for a subject's screens whose photos they show (parts/results/photoPlace.ts). */
function TheScreen({ screen }: { screen: Screen }) {
  const element = screenElement(screen)
  if (!('target' in screen)) return element
  const { datasetId, subjectId } = screen.target
  return <PhotoPlaceContext.Provider value={{ datasetId, subjectId }}>{element}</PhotoPlaceContext.Provider>
}

function screenElement(screen: Screen) {
  switch (screen.name) {
    case 'datasets':
      return <DatasetsScreen />
    case 'subjects':
      return <SubjectsScreen key={screen.dataset.id} dataset={screen.dataset} />
    case 'subject':
      return <SubjectScreen key={screen.target.subjectId} target={screen.target} />
    case 'capture':
      return (
        <CaptureScreen
          key={`${screen.target.subjectId}:${screen.retakeSide ?? ''}`}
          target={screen.target}
          initialMode={screen.mode}
          retakeSide={screen.retakeSide ?? null}
        />
      )
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
