/**
 * A process with main's log and logUncaught, for the uncaught-error test: `fork(this file, [logsDir, what,
 * rejections])` under tsx. `what` is 'exception' (thrown from a timer) or 'rejection' (a rejected promise nobody
 * handles); either carries a secret main was told to keep out of the log. It says 'alive' on stdout if it lives on.
 */
import { keepOutOfLog, redactor, useLogger } from '../../src-main/log/log'
import { createLogger } from '../../src-main/log/logger'
import { logUncaught } from '../../src-main/log/uncaught'

const [logsDir, what, rejections] = process.argv.slice(2)
if (!logsDir || !what) throw new Error('usage: uncaughtChild <logsDir> exception|rejection [rejections]')
useLogger(createLogger({ dir: logsDir, redactor, console: false }))
logUncaught(process, { rejections: rejections === 'true' })
const secret = 'sk-live-0123456789abcdef'
keepOutOfLog(secret)
setTimeout(() => {
  if (what === 'exception') throw new Error(`the ${what} while using ${secret}`)
  void Promise.reject(new Error(`the ${what} while using ${secret}`))
}, 10)
setTimeout(() => process.stdout.write('alive\n'), 200)
