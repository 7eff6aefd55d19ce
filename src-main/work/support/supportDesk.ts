/**
 * The Settings screen's Support section: "Open logs folder" (in the system file manager where the host has one;
 * the browser host answers with the folder's path, to show) and "Export diagnostics" (a JSON file saved where the
 * user chooses, written whole or not at all).
 */
import type { AuthStatus, ChannelParsedArgs, ChannelResult, Preferences } from '../../../src-shared/contract'
import { logFor, redactor as processRedactor } from '../../log/log'
import type { Redactor } from '../../log/redact'
import type { SystemFacts } from '../../log/systemFacts'
import { AppFailure } from '../appFailure'
import { saveTextFile } from '../saving/saveTextFile'
import type { SavePlace } from '../saving/savePlace'
import { diagnosticsFileName } from '../../../src-shared/domain/diagnosticsFileName'
import { diagnosticsDocument, readLastLog } from './diagnostics'

/** Where the browser host puts a diagnostics file when the page names no folder (under `exports/`). */
export const DIAGNOSTICS_FOLDER = 'diagnostics'

const log = logFor('support')

export interface SupportDeps {
  /** The log's folder; null when this app writes no log file. */
  logsDir: string | null
  /** Opens a folder in the system file manager (Electron); absent where there is none (the browser host). */
  openFolder?: (path: string) => Promise<boolean>
  savePlace: SavePlace
  facts: SystemFacts
  status(): AuthStatus
  preferences(): Promise<Preferences>
  redactor?: Redactor
  now?: () => Date
}

export function createSupportDesk(deps: SupportDeps) {
  const now = deps.now ?? (() => new Date())
  return {
    async openLogs(): Promise<ChannelResult<'support.openLogs'>> {
      if (deps.logsDir === null) throw new AppFailure('not_supported')
      const opened = deps.openFolder ? await deps.openFolder(deps.logsDir) : false
      log.info(`logs folder ${opened ? 'opened' : 'shown'}`)
      return { opened, folder: deps.logsDir }
    },

    async exportDiagnostics(
      args: ChannelParsedArgs<'support.exportDiagnostics'>,
    ): Promise<ChannelResult<'support.exportDiagnostics'>> {
      const createdAt = now()
      return saveTextFile(
        deps.savePlace,
        diagnosticsFileName(createdAt),
        { folder: args.folder ?? DIAGNOSTICS_FOLDER, fileName: args.fileName },
        async () => {
          // Before the log is read, so the file shows when it was made.
          log.info('exporting diagnostics')
          return diagnosticsDocument(
            {
              facts: deps.facts,
              status: deps.status(),
              preferences: await deps.preferences(),
              log: await readLastLog(deps.logsDir),
              createdAt,
            },
            deps.redactor ?? processRedactor,
          )
        },
      )
    },
  }
}
export type SupportDesk = ReturnType<typeof createSupportDesk>
