/**
 * The process's log, as every call site in main writes to it: `logFor('api').warn('…', error)`. Where the lines
 * go is the entry point's choice (src-main/index.ts, src-main/browser-host/launch.ts): it makes a logger with
 * a file and hands it to `useLogger`; until then, and in tests that start no host, warnings and errors go to the
 * console only. The one redactor of the process lives here, so a secret told to it is kept out of every line.
 */
import { createLogger, type AppLogger, type LogLevel } from './logger'
import { createRedactor } from './redact'

export const redactor = createRedactor()

export interface Log {
  error(...parts: unknown[]): void
  warn(...parts: unknown[]): void
  info(...parts: unknown[]): void
}

const inUse: AppLogger[] = []
let consoleOnly: AppLogger | null = null

function current(): AppLogger {
  return inUse.at(-1) ?? (consoleOnly ??= createLogger({ dir: null, redactor, console: 'warn' }))
}

const writer =
  (scope: string, level: LogLevel) =>
  (...parts: unknown[]) =>
    current().write(level, scope, parts)

/** The log, its lines labelled with `scope` (a part of main: `api`, `ipc`, `account`, …). */
export function logFor(scope: string): Log {
  return { error: writer(scope, 'error'), warn: writer(scope, 'warn'), info: writer(scope, 'info') }
}

/** `logger` takes the process's lines until the returned function is called (then the one before it again). */
export function useLogger(logger: AppLogger): () => void {
  inUse.push(logger)
  return () => {
    const at = inUse.lastIndexOf(logger)
    if (at >= 0) inUse.splice(at, 1)
  }
}

/** A secret main holds now (a key, a token, a password): no log line will show it. */
export function keepOutOfLog(secret: string | null | undefined): void {
  redactor.addSecret(secret)
}
