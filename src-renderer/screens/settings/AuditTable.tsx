/**
 * The audit trail's entries as a table (Settings → Audit trail): when, who (or the workstation, or nobody signed
 * in), what, which patient's record id and the entry's details. A scrolling region reachable by keyboard.
 */
import { useTranslation } from 'react-i18next'
import type { AuditEntryView } from '../../../src-shared/contract'
import {
  AUDIT_BY_WORKSTATION,
  AUDIT_CONNECT_OPERATOR,
  AUDIT_UNKNOWN_OPERATOR,
} from '../../../src-shared/contractValues'
import { formatDateTime } from '../../format/dates'
import styles from './settings.module.css'

function detailText(entry: AuditEntryView): string {
  return Object.entries(entry.detail)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')
}

/** `entries` newest first; `matched`: how many the filters match (null until the first page is read). */
export function AuditTable({ entries, matched }: { entries: AuditEntryView[]; matched: number | null }) {
  const { t, i18n } = useTranslation()
  return (
    /* A scrolling region: reachable by keyboard, named by its table's caption. */
    <div className={styles.auditTableWrap} tabIndex={0} role="region" aria-labelledby="audit-caption">
      <table className={styles.table} data-testid="audit-table">
        <caption className={styles.caption} id="audit-caption">
          {matched !== null
            ? t('settings.audit.caption', { shown: entries.length, count: matched })
            : t('settings.audit.loading')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.audit.when')}</th>
            <th scope="col">{t('settings.audit.who')}</th>
            <th scope="col">{t('settings.audit.what')}</th>
            <th scope="col">{t('settings.audit.patient')}</th>
            <th scope="col">{t('settings.audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} data-testid="audit-row" data-action={entry.action}>
              <td>{formatDateTime(entry.at, i18n.language)}</td>
              <td>
                {entry.operatorId === AUDIT_CONNECT_OPERATOR
                  ? t('settings.audit.connectOperator')
                  : entry.operatorId === AUDIT_BY_WORKSTATION
                    ? t('settings.audit.byWorkstation')
                    : entry.operatorId === AUDIT_UNKNOWN_OPERATOR
                      ? t('settings.audit.unknownOperator')
                      : entry.operatorName}
              </td>
              <td>{t(`settings.audit.action.${entry.action}`, { defaultValue: entry.action })}</td>
              <td className={styles.mono}>{entry.subjectId ?? ''}</td>
              <td className={styles.mono}>{detailText(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {matched !== null && entries.length === 0 ? (
        <p className={styles.auditEmpty}>{t('settings.audit.empty')}</p>
      ) : null}
    </div>
  )
}
