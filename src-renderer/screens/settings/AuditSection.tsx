/**
 * Settings → Audit trail (administrators): who did what to which patient, and when: filtered by patient (its
 * record id), operator and days, newest first; whether the chain holds (an entry edited, removed or cut off is
 * shown, never repaired); and the filtered entries exported as CSV (a patient's access request, a data-protection
 * audit). In Electron main asks where with the system's Save dialog; the browser host asks for a folder here.
 * Above them, whatever the filters, what the trail's anchor in the keychain found (issue 41: entries missing, a
 * trail set aside after a key loss) and whether the keychain keeps the anchor. The entries' table: AuditTable.tsx.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditAnchorState, AuditFilter, AuditFinding } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { TextField } from '../../ui/form/TextField'
import { formatDateTime } from '../../format/dates'
import { AuditTable } from './AuditTable'
import { FileExport } from './export/FileExport'
import { Alert, Select, Section, Text } from '../../ui'
import styles from './settings.module.css'

const today = () => new Date().toISOString().slice(0, 10)

function AnchorFindings({ findings, anchor }: { findings: AuditFinding[]; anchor: AuditAnchorState }) {
  const { t, i18n } = useTranslation()
  const at = (iso: string) => formatDateTime(iso, i18n.language)
  const text = (f: AuditFinding) => {
    const values = { from: f.from, to: f.to, seq: f.seq, at: at(f.at), file: f.file ?? '' }
    if (f.kind === 'setAside' && f.to === null) return t('settings.audit.finding.setAsideUncounted', values)
    return t(`settings.audit.finding.${f.kind}`, values)
  }
  return (
    <>
      {findings.map((f) => (
        <Alert
          key={f.seq}
          tone={f.kind === 'missing' ? 'error' : 'warning'}
          role={null}
          data-testid="audit-finding"
          data-kind={f.kind}
        >
          {text(f)}
        </Alert>
      ))}
      {anchor.failingSince ? (
        <Alert tone="warning" role={null} data-testid="audit-anchor-failing">
          {anchor.written === null
            ? t('settings.audit.anchorFailingNone', { since: at(anchor.failingSince) })
            : t('settings.audit.anchorFailing', { since: at(anchor.failingSince), seq: anchor.written })}
        </Alert>
      ) : null}
    </>
  )
}

export function AuditSection() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<AuditFilter>({
    subjectId: null,
    operatorId: null,
    from: today(),
    to: today(),
  })
  const [subjectText, setSubjectText] = useState('')
  const operators = useChannel('operators.list', {})
  const page = useChannel('audit.list', filter, { keepPrevious: true })
  const change = (part: Partial<AuditFilter>) => setFilter((now) => ({ ...now, ...part }))
  const chain = page.data?.chain
  const entries = [...(page.data?.entries ?? [])].reverse()

  return (
    <Section titleId="audit-title" title={t('settings.audit.title')}>
      <div className={styles.audit}>
        <Text tone="muted" size="sm">
          {t('settings.audit.explained')}
        </Text>
        {chain ? (
          chain.intact ? (
            <Alert tone="ok" data-testid="audit-chain">
              {t('settings.audit.intact', { count: chain.entries })}
            </Alert>
          ) : chain.brokenAt !== null ? (
            <Alert tone="error" data-testid="audit-chain">
              {t('settings.audit.broken', { seq: chain.brokenAt })}
            </Alert>
          ) : null
        ) : null}
        {page.data ? <AnchorFindings findings={page.data.findings} anchor={page.data.anchor} /> : null}
        <div className={styles.auditFilters} role="group" aria-label={t('settings.audit.filters')}>
          <Select
            id="audit-operator"
            label={t('settings.audit.operator')}
            value={filter.operatorId ?? ''}
            data-testid="audit-operator"
            onChange={(e) => change({ operatorId: e.target.value || null })}
          >
            <option value="">{t('settings.audit.everyone')}</option>
            {(operators.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <TextField
            id="audit-subject"
            label={t('settings.audit.subject')}
            value={subjectText}
            spellCheck={false}
            onChange={(e) => {
              setSubjectText(e.target.value)
              const id = e.target.value.trim()
              change({ subjectId: /^[A-Za-z0-9_-]+$/.test(id) ? id : null })
            }}
          />
          <TextField
            id="audit-from"
            type="date"
            label={t('settings.audit.from')}
            value={filter.from ?? ''}
            onChange={(e) => change({ from: e.target.value || null })}
          />
          <TextField
            id="audit-to"
            type="date"
            label={t('settings.audit.to')}
            value={filter.to ?? ''}
            onChange={(e) => change({ to: e.target.value || null })}
          />
        </div>
        <ErrorAlert error={page.status === 'error' ? page.error : null} testId="audit-list-error" />
        <AuditTable entries={entries} matched={page.data ? page.data.matched : null} />
        <div>
          <FileExport
            buttonTestId="audit-export"
            testId="audit"
            label={t('settings.audit.export')}
            busyLabel={t('settings.audit.exporting')}
            savedLabel={t('settings.audit.exported')}
            dialogTitle={t('settings.audit.saveTitle')}
            dialogBody={t('settings.audit.saveBody')}
            defaultFolder="audit"
            defaultFileName={() => `audit-trail-${filter.from ?? 'start'}_to_${filter.to ?? 'now'}.csv`}
            save={(where) => skin.audit.export({ ...filter, ...where })}
          />
        </div>
      </div>
    </Section>
  )
}
