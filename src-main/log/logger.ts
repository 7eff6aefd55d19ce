/**
 * A log built on electron-log: one file in the folder the host names (Electron: `app.getPath('logs')`; the
 * browser host: `logs/` in its data folder), private like the rest of the app's data (folder 0700, files 0600),
 * rotated at a size (the full file becomes `main.old.log`, the one archive kept), and the console in
 * development. Every line goes through the redactor first (redact.ts), whichever transport writes it.
 */
import { chmodSync, existsSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import electronLog from 'electron-log/node'
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../store/files/privateFiles'
import type { Redactor } from './redact'

export const LOG_FILE = 'main.log'
export const ARCHIVED_LOG_FILE = 'main.old.log'
/** The file is archived once it is larger than this; with the one archive, the folder holds about twice it. */
export const DEFAULT_MAX_LOG_BYTES = 1024 * 1024

export type LogLevel = 'error' | 'warn' | 'info'

export interface AppLogger {
  /** The folder of the log file; null when this log writes no file. */
  readonly dir: string | null
  write(level: LogLevel, scope: string, parts: readonly unknown[]): void
}

export interface LoggerOptions {
  /** Where the file goes; null: no file (the console only). */
  dir: string | null
  redactor: Redactor
  /** Lines at this level and above go to the console too (false: none). */
  console: LogLevel | false
  maxBytes?: number
}

let created = 0

/** The log's files, oldest first (the archive, then the current file). */
export const logFiles = (dir: string): string[] => [join(dir, ARCHIVED_LOG_FILE), join(dir, LOG_FILE)]

export function createLogger(options: LoggerOptions): AppLogger {
  created += 1
  const logger = electronLog.create({ logId: `workstation-${created}` })
  logger.scope.labelPadding = false
  const { file, console: toConsole } = logger.transports
  for (const name of ['ipc', 'remote'] as const) {
    const transport = logger.transports[name]
    if (transport) transport.level = false
  }
  toConsole.level = options.console

  const dir = options.dir
  if (dir === null) {
    file.level = false
  } else {
    makePrivateDirSync(dir)
    for (const path of logFiles(dir)) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE)
    file.level = 'info'
    file.maxSize = options.maxBytes ?? DEFAULT_MAX_LOG_BYTES
    file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}{z}] [{level}]{scope} {text}'
    file.writeOptions = { flag: 'a', mode: PRIVATE_FILE_MODE, encoding: 'utf8' }
    // Named here, so electron-log never looks for a package.json to name the app by.
    file.setAppName('skin-analysis-workstation')
    file.resolvePathFn = () => join(dir, LOG_FILE)
    file.archiveLogFn = (full) => {
      try {
        renameSync(full.path, join(dir, ARCHIVED_LOG_FILE))
      } catch {
        // The file could not be moved aside (locked on Windows, say): it starts again empty instead.
        full.clear()
      }
    }
  }

  logger.hooks.push((message) => ({ ...message, data: [options.redactor.line(message.data)] }))

  return {
    dir,
    write(level, scope, parts) {
      logger.scope(scope)[level](...parts)
    },
  }
}
