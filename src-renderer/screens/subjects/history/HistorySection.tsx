/**
 * The subject's history: one chart per numeric face metric (the treatments marked on its time axis and listed in
 * its table), category timelines, and the visits themselves.
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Visit } from '../../../../src-shared/contract'
import { useChannel } from '../../../data/useChannel'
import { LoadFailed } from '../../../ui/feedback/LoadFailed'
import { Disclaimer } from '../../../parts/results/Disclaimer'
import { useNavigation, type SubjectTarget } from '../../../store/navigation'
import { CategoryTimeline } from './CategoryTimeline'
import { FreshnessNote } from '../../../ui/feedback/FreshnessNote'
import { HistoryControls, type HistorySettings } from './HistoryControls'
import { MetricChart } from './MetricChart'
import { formatDate } from '../../../format/dates'
import { useTreatments } from '../../../parts/treatments/useTreatments'
import { treatmentTitle } from '../../../parts/treatments/treatmentWords'
import { marksByDay } from './treatmentMarks'
import { sinceFor } from './period'
import { buildSeries, type SeriesPoint } from './series'
import { useKeepCurrent } from './useKeepCurrent'
import { VisitList } from './VisitList'
import { Section, SectionEmpty, Skeleton, Text } from '../../../ui'
import styles from './history.module.css'

const defaults: HistorySettings = { period: '12', method: 'mean', window: 5 }

type Props = {
  target: SubjectTarget
  /**
   * Called once the history has settled (its charts made with their treatment marks, or it is empty, or a read
   * failed), after its charts' own effects have drawn them: the subject's screen makes its treatment log after that.
   */
  onSettled?: () => void
}

/** Rendered again for its own props and answers (memo), not with each render of the subject's screen. */
export const HistorySection = memo(function HistorySection({ target, onSettled }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const openVisit = useNavigation((s) => s.openVisit)
  const [settings, setSettings] = useState(defaults)
  const since = useMemo(() => sinceFor(settings.period, new Date()), [settings.period])
  const { datasetId, subjectId, datasetName, subjectName } = target
  const loaded = useChannel('history.forSubject', { datasetId, subjectId, since })
  const history = loaded.data
  useKeepCurrent({ datasetId, subjectId, since }, history)
  const pending = history?.pending ?? 0
  const visits = useMemo(() => history?.visits ?? [], [history])
  const series = useMemo(() => buildSeries(visits), [visits])
  const treatmentsRead = useTreatments(datasetId, subjectId)
  const treatments = treatmentsRead.list
  const { marks, treatmentRows } = useMemo(() => {
    const day = (time: number) => formatDate(new Date(time).toISOString(), language) ?? ''
    const rows = treatments
      .map((e) => ({ id: e.id, time: Date.parse(e.performedAt), text: treatmentTitle(t, e) }))
      .filter((e) => !Number.isNaN(e.time))
      .sort((a, b) => a.time - b.time)
      .map((e) => ({ ...e, day: day(e.time) }))
    const byDay = marksByDay(
      rows.map((e) => ({ performedAt: new Date(e.time).toISOString(), text: e.text })),
      day,
    )
    return { marks: byDay, treatmentRows: rows }
  }, [treatments, t, language])
  // One function for as long as the subject is the same, so the charts, timelines and visits (memo) are not
  // made again each time the history or the subject is read again.
  const open = useCallback(
    (point: SeriesPoint | Visit) =>
      openVisit({ datasetId, subjectId, datasetName, subjectName }, point.imageId, point.capturedAt),
    [openVisit, datasetId, subjectId, datasetName, subjectName],
  )
  const anyOk = visits.some((v) => v.results.some((r) => r.is_ok))
  // the history and its treatment marks both read (or failed); when the marks come after the history, the charts
  // were drawn again for them
  const settled = loaded.status !== 'loading' && treatmentsRead.status !== 'loading'
  // a parent's effects run after its children's: the charts (MetricChart's effect) are drawn by now
  useEffect(() => {
    if (settled) onSettled?.()
  }, [settled, onSettled])

  return (
    <Section
      className={styles.history}
      headClassName={styles.head}
      title={t('history.title')}
      titleId="history-title"
      aside={
        <>
          {history ? <FreshnessNote {...history} /> : null}
          <HistoryControls settings={settings} onChange={setSettings} />
        </>
      }
      data-testid="history"
    >
      <Disclaimer className={styles.disclaimer} />
      {loaded.status === 'error' ? (
        <LoadFailed
          error={loaded.error}
          onRetry={loaded.retry}
          testId="history-error"
          className={styles.alert}
        />
      ) : loaded.status === 'loading' ? (
        <div className={styles.body} aria-busy="true">
          <Skeleton className={styles.skeleton} />
        </div>
      ) : visits.length === 0 ? (
        <SectionEmpty data-testid="history-empty" role="status" data-pending={pending}>
          {pending > 0 ? t('history.pending', { count: pending }) : t('history.empty')}
        </SectionEmpty>
      ) : !anyOk ? (
        // Only failed photos: no chart to draw, but each visit opens to say why and to retake it.
        <div className={styles.body}>
          <Text tone="muted" data-testid="history-empty">
            {t('history.onlyFailed')}
          </Text>
          <h3 className={styles.subtitle}>{t('history.visits', { count: visits.length })}</h3>
          <VisitList visits={visits} onOpen={open} />
        </div>
      ) : (
        <div className={styles.body}>
          {pending > 0 ? (
            <Text tone="muted" role="status" data-testid="history-pending">
              {t('history.pending', { count: pending })}
            </Text>
          ) : null}
          <div className={styles.charts}>
            {series.map((s) =>
              s.kind === 'numeric' ? (
                <MetricChart
                  key={s.techName}
                  series={s}
                  method={settings.method}
                  window={settings.window}
                  onOpen={open}
                  marks={marks}
                  treatmentRows={treatmentRows}
                />
              ) : (
                <CategoryTimeline key={s.techName} series={s} onOpen={open} />
              ),
            )}
          </div>
          <h3 className={styles.subtitle}>{t('history.visits', { count: visits.length })}</h3>
          <VisitList visits={visits} onOpen={open} />
        </div>
      )}
    </Section>
  )
})
