/**
 * Two visits of a subject compared: the same side's photos under a slider, each main metric's change, and the
 * treatments done between them.
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Visit } from '../../../src-shared/contract'
import { formatDate } from '../../format/dates'
import { useChannel } from '../../data/useChannel'
import { useErrorText } from '../../i18n/useErrorText'
import { Disclaimer } from '../../parts/results/Disclaimer'
import { TreatmentsBetween } from '../../parts/treatments/TreatmentsBetween'
import { SheetButton } from '../../parts/sheets/SheetButton'
import { useNoiseFloors } from '../../data/useNoiseFloors'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { Alert, Card, Screen, ScreenHead, SectionEmpty, Text } from '../../ui'
import { CompareDeltas } from './CompareDeltas'
import { ComparePhotos } from './ComparePhotos'
import { metricDeltas, versionOf } from '../../../src-shared/domain/metricChange'
import { VisitSelect } from './VisitSelect'
import { VisitStrip } from './VisitStrip'
import styles from './CompareScreen.module.css'

export function CompareScreen({ target }: { target: SubjectTarget }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const openSubjects = useNavigation((s) => s.openSubjects)
  const openSubject = useNavigation((s) => s.openSubject)
  const { datasetId, subjectId } = target
  const loaded = useChannel('history.forSubject', { datasetId, subjectId, since: null })
  const history = loaded.data
  const language = i18n.resolvedLanguage ?? 'en'
  const visits = useMemo(
    () => (history?.visits ?? []).filter((v) => v.results.some((r) => r.is_ok)),
    [history],
  )
  const [chosen, setChosen] = useState<{ a: string | null; b: string | null }>({ a: null, b: null })
  const newest = visits[0]
  const b = visits.find((v) => v.imageId === chosen.b) ?? newest
  // "Before" is another visit of the same side: a visit is never compared with itself.
  const sameSide = visits.filter((v) => v.side === b?.side && v.imageId !== b?.imageId)
  const a = sameSide.find((v) => v.imageId === chosen.a) ?? sameSide[sameSide.length - 1]
  const floors = useNoiseFloors()
  const rows = useMemo(() => (a && b ? metricDeltas(a, b, floors) : []), [a, b, floors])
  const label = (v: Visit) => formatDate(v.capturedAt, language) ?? v.imageId
  const earlier = useMemo(() => (a ? { key: a.batchId ?? a.imageId, at: a.capturedAt } : null), [a])
  const later = useMemo(() => (b ? { key: b.batchId ?? b.imageId, at: b.capturedAt } : null), [b])

  return (
    <Screen aria-labelledby="compare-title" data-testid="compare-view">
      <Breadcrumb
        steps={[
          {
            label: target.datasetName || t('subject.dataset'),
            onOpen: () => openSubjects({ id: target.datasetId, name: target.datasetName ?? '' }),
          },
          {
            label: target.subjectName || '…',
            testId: 'breadcrumb-subject',
            onOpen: () => openSubject(target),
          },
        ]}
        current={t('compare.title')}
      />
      <ScreenHead
        eyebrow={target.subjectName}
        title={t('compare.title')}
        titleId="compare-title"
        actions={
          <SheetButton
            target={target}
            wanted={earlier && later ? { before: earlier.key, after: later.key } : null}
            disabled={visits.length < 2}
          />
        }
      />
      <Disclaimer />
      {loaded.status === 'error' ? <Alert tone="error">{errorText(loaded.error)}</Alert> : null}
      {loaded.status === 'ready' && visits.length < 2 ? (
        <Card>
          <SectionEmpty data-testid="compare-empty">{t('compare.needTwo')}</SectionEmpty>
        </Card>
      ) : null}
      {b && visits.length >= 2 ? (
        <Card className={styles.pickers}>
          {a ? (
            <VisitSelect
              testId="compare-a"
              label={t('compare.before')}
              visits={sameSide}
              value={a.imageId}
              onChange={(id) => setChosen({ ...chosen, a: id })}
            />
          ) : (
            <Text tone="muted" data-testid="compare-no-other">
              {t('compare.noOtherOfSide')}
            </Text>
          )}
          <VisitSelect
            testId="compare-b"
            label={t('compare.after')}
            visits={visits}
            value={b.imageId}
            onChange={(id) => setChosen({ a: null, b: id })}
          />
        </Card>
      ) : null}
      {a && b && sameSide.length > 1 ? (
        <VisitStrip
          label={t('compare.pickVisits')}
          visits={sameSide}
          value={a.imageId}
          onPick={(id) => setChosen({ ...chosen, a: id })}
        />
      ) : null}
      {a && b && visits.length >= 2 ? (
        <div className={styles.layout}>
          <Card className={styles.photos}>
            <ComparePhotos
              key={`${a.imageId}-${b.imageId}`}
              before={{ imageId: a.imageId, label: label(a) }}
              after={{ imageId: b.imageId, label: label(b) }}
            />
          </Card>
          <Card className={styles.deltas}>
            <CompareDeltas rows={rows} versionsDiffer={a && b ? versionOf(a) !== versionOf(b) : false} />
          </Card>
        </div>
      ) : null}
      {earlier && later && visits.length >= 2 ? (
        <TreatmentsBetween datasetId={datasetId} subjectId={subjectId} earlier={earlier} later={later} />
      ) : null}
    </Screen>
  )
}
