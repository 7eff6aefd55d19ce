/**
 * The treatment log on the visit screen (that visit's entries) and the subject's screen (all of them): each
 * entry's date, kind, product, lot, zones and settings, who recorded it, "Waiting to be sent" while the outbox
 * holds it; the newest five, then "Show all"; "Record a treatment"; an entry's title opens it to change or remove.
 */
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Treatment } from '../../../src-shared/contract'
import { formatDateTime } from '../../format/dates'
import { formatNumber } from '../results/formatNumber'
import { Badge, Button, LinkButton, Section, SectionEmpty } from '../../ui'
import { LoadFailed } from '../../ui/feedback/LoadFailed'
import { useSeen } from '../../ui/useSeen'
import { TreatmentDialog } from './TreatmentDialog'
import { detailsText, treatmentTitle, zonesText } from './treatmentWords'
import { useTreatments } from './useTreatments'
import styles from './treatments.module.css'

/** Entries shown before "Show all". */
const FIRST = 5

type Props = {
  datasetId: string
  subjectId: string
  /** The visit's key: only its entries are listed, and new ones belong to it. Absent: every entry. */
  visitKey?: string | null
  /** The visit's time, the default of a new entry. */
  visitAt?: string | null
  /**
   * Below the fold (the subject's screen, under the history): the entries are made once the log comes near the
   * window, not with the screen (the history-render bench: the log's entries cost the history's first draw 4 ms).
   */
  whenSeen?: boolean
}

function Entry({ treatment, onChange }: { treatment: Treatment; onChange: () => void }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const zones = zonesText(t, treatment)
  const details = detailsText(t, treatment, (n) => formatNumber(n, language))
  return (
    <li
      className={styles.entry}
      data-testid="treatment-entry"
      data-kind={treatment.details.kind}
      data-lot={treatment.lot}
    >
      <div className={styles.entryHead}>
        {/* the title opens the entry to change or remove it: one control per entry (a course can have 50) */}
        <LinkButton className={styles.entryTitle} onClick={onChange} data-testid="treatment-change">
          {treatmentTitle(t, treatment)}
        </LinkButton>
        {treatment.pending ? (
          <Badge tone="warning" data-testid="treatment-pending">
            {t('treatments.pending')}
          </Badge>
        ) : null}
      </div>
      <p className={styles.entryMeta}>
        {formatDateTime(treatment.performedAt, language)} ·{' '}
        {t('treatments.recordedBy', { name: treatment.operator.name })}
      </p>
      {zones && treatment.details.kind !== 'injectable' ? <p>{zones}</p> : null}
      {details ? <p data-testid="treatment-details">{details}</p> : null}
      {treatment.notes ? <p className={styles.entryNotes}>{treatment.notes}</p> : null}
    </li>
  )
}

/** Rendered again only for its own props, state and answers (memo), not with each render of its screen. */
export const TreatmentLog = memo(function TreatmentLog({
  datasetId,
  subjectId,
  visitKey,
  visitAt = null,
  whenSeen = false,
}: Props) {
  const { t } = useTranslation()
  const loaded = useTreatments(datasetId, subjectId)
  const [place, seen] = useSeen<HTMLDivElement>('200px')
  const [open, setOpen] = useState<{ editing: Treatment | null } | null>(null)
  const [all, setAll] = useState(false)
  const listed = visitKey === undefined ? loaded.list : loaded.list.filter((e) => e.visitKey === visitKey)
  // the newest few until asked: a course of 50 treatments is 50 entries of buttons on every render of the screen
  const shown = all ? listed : listed.slice(0, FIRST)
  return (
    <Section
      title={t('treatments.title')}
      titleId="treatments-title"
      data-testid="treatments"
      actions={
        <Button variant="primary" data-testid="treatment-record" onClick={() => setOpen({ editing: null })}>
          {t('treatments.record')}
        </Button>
      }
    >
      {loaded.status === 'error' ? (
        <LoadFailed error={loaded.error} onRetry={loaded.retry} testId="treatments-error" />
      ) : loaded.status === 'loading' || (whenSeen && !seen) ? (
        <div ref={place} className={styles.notYet} />
      ) : shown.length === 0 ? (
        <SectionEmpty data-testid="treatments-empty">
          {t(visitKey === undefined ? 'treatments.emptySubject' : 'treatments.emptyVisit')}
        </SectionEmpty>
      ) : (
        <ul className={styles.entries} aria-labelledby="treatments-title">
          {shown.map((treatment) => (
            <Entry
              key={treatment.id}
              treatment={treatment}
              onChange={() => setOpen({ editing: treatment })}
            />
          ))}
        </ul>
      )}
      {listed.length > shown.length ? (
        <div className={styles.more}>
          <LinkButton onClick={() => setAll(true)} data-testid="treatments-all">
            {t('treatments.showAll', { count: listed.length })}
          </LinkButton>
        </div>
      ) : null}
      {open ? (
        <TreatmentDialog
          datasetId={datasetId}
          subjectId={subjectId}
          visitKey={visitKey ?? null}
          defaultAt={visitAt}
          editing={open.editing}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null)
            loaded.reread()
          }}
          onRemoved={() => {
            setOpen(null)
            loaded.reread()
          }}
        />
      ) : null}
    </Section>
  )
})
