/**
 * What main did not catch reaches the log before the host's own handling, which stays as it is: an uncaught
 * exception still ends Node (the browser host) or shows Electron's error dialog, through the monitor event that
 * changes nothing. A promise rejection nobody handled ends Node too (Node's default, `throw`), so the monitor
 * sees it; Electron only warns about one (`--unhandled-rejections=warn`), so there `rejections: true` logs it.
 */
import { logFor } from './log'

export function logUncaught(target: NodeJS.Process, options: { rejections: boolean }): () => void {
  const log = logFor('process')
  const onException = (error: unknown, origin: string) =>
    log.error(origin === 'unhandledRejection' ? 'unhandled rejection:' : 'uncaught exception:', error)
  const onRejection = (reason: unknown) => log.error('unhandled rejection:', reason)
  target.on('uncaughtExceptionMonitor', onException)
  if (options.rejections) target.on('unhandledRejection', onRejection)
  return () => {
    target.off('uncaughtExceptionMonitor', onException)
    target.off('unhandledRejection', onRejection)
  }
}
