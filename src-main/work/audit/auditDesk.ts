/**
 * Settings → Audit trail (administrators): the entries, filtered by patient, operator and days, with whether the
 * chain holds; and the same entries as a CSV file saved where the administrator chooses (written whole or not at
 * all), for a patient's access request or a data-protection audit.
 */
import type { AuditFilter, AuditPage, ChannelParsedArgs, ChannelResult } from '../../../src-shared/contract'
import type { SavePlace } from '../saving/savePlace'
import { saveTextFile } from '../saving/saveTextFile'
import { auditCsv } from './auditCsv'
import type { AuditLog } from './auditLog'

/** Where the browser host puts an audit export when the page names no folder (under `exports/`). */
export const AUDIT_FOLDER = 'audit'

export function auditFileName(filter: AuditFilter, today: Date): string {
  const span =
    filter.from || filter.to
      ? `${filter.from ?? 'start'}_to_${filter.to ?? 'now'}`
      : today.toISOString().slice(0, 10)
  return `audit-trail-${span}.csv`
}

export function createAuditDesk(deps: { log: AuditLog; savePlace: SavePlace; now?: () => Date }) {
  const now = deps.now ?? (() => new Date())
  return {
    list: async (filter: AuditFilter): Promise<AuditPage> => deps.log.list(filter),
    export: (args: ChannelParsedArgs<'audit.export'>): Promise<ChannelResult<'audit.export'>> =>
      saveTextFile(
        deps.savePlace,
        auditFileName(args, now()),
        { folder: args.folder ?? AUDIT_FOLDER, fileName: args.fileName },
        () => auditCsv(deps.log.all(args), deps.log.chain(), deps.log.findings()),
      ),
  }
}
export type AuditDesk = ReturnType<typeof createAuditDesk>
