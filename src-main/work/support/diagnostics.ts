/**
 * The diagnostics file a clinic sends to its support desk: one JSON document with the program's and the OS's
 * versions, the connection and the preferences without secrets, and the end of the log (the archive, then the
 * current file: just after the log was rotated, the current file alone would hold almost nothing). The clinic's
 * own texts (its name, address, clinician) are told as set or not, never shown; every text in the file goes
 * through the log's redactor once more, the log's included (it was redacted as it was written; secrets learnt
 * since then are caught now).
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { AuthStatus, Preferences } from '../../../src-shared/contract'
import { logFiles } from '../../log/logger'
import type { Redactor } from '../../log/redact'
import type { SystemFacts } from '../../log/systemFacts'

export const DIAGNOSTICS_KIND = 'skin-analysis-workstation-diagnostics'
/** The most of the log the file carries (the end of it): a little more than one log file. */
export const MAX_LOG_CHARS = 1_200_000

export interface DiagnosticsInput {
  facts: SystemFacts
  status: AuthStatus
  preferences: Preferences
  /** The log's text (the end of it), and the files it comes from, oldest first; null when there is none. */
  log: { files: string[]; text: string } | null
  createdAt: Date
}

/**
 * The end of the log, at most MAX_LOG_CHARS: the archive, then the current file, each where it is there and not
 * empty (cut at a line's start, so no half line leads); null when neither is there.
 */
export async function readLastLog(dir: string | null): Promise<DiagnosticsInput['log']> {
  if (dir === null) return null
  const files: string[] = []
  let text = ''
  for (const path of logFiles(dir)) {
    const part = await readFile(path, 'utf8').catch(() => '')
    if (part === '') continue
    files.push(basename(path))
    text += part.endsWith('\n') ? part : `${part}\n`
  }
  if (files.length === 0) return null
  if (text.length > MAX_LOG_CHARS) {
    const tail = text.slice(-MAX_LOG_CHARS)
    const lineStart = tail.indexOf('\n') + 1
    text = lineStart > 0 ? tail.slice(lineStart) : tail
  }
  return { files, text }
}

function redactStrings(value: unknown, redactor: Redactor): unknown {
  if (typeof value === 'string') return redactor.text(value)
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redactor))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactStrings(v, redactor)]))
  return value
}

export function diagnosticsDocument(input: DiagnosticsInput, redactor: Redactor): string {
  const { facts, status, preferences, log } = input
  const document = {
    kind: DIAGNOSTICS_KIND,
    format: 2,
    createdAt: input.createdAt.toISOString(),
    ...facts,
    connection: {
      connected: status.connected,
      mode: status.mode,
      baseUrl: status.baseUrl,
      companyId: status.companyId,
      companyName: status.companyName,
      keyAccepted: status.keyAccepted,
      keyExpiresAt: status.keyExpiresAt,
      online: status.online,
      lastOnlineAt: status.lastOnlineAt,
    },
    preferences: {
      reportLocale: preferences.reportLocale,
      photoConsentRequired: preferences.photoConsentRequired,
      cacheRetentionDays: preferences.cacheRetentionDays,
      privacyScreenMinutes: preferences.privacyScreenMinutes,
      clinicNameSet: preferences.clinicName !== '',
      clinicAddressSet: preferences.clinicAddress !== '',
      clinicianNameSet: preferences.clinicianName !== '',
    },
    log:
      log === null
        ? null
        : { files: log.files, lines: log.text.split(/\r?\n/).filter((line) => line !== '') },
  }
  // Each text is redacted on its own, before it is written as JSON, so a replacement cannot break the quoting.
  return `${JSON.stringify(redactStrings(document, redactor), null, 2)}\n`
}
