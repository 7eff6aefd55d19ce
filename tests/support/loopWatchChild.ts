/**
 * A process that only watches its own event loop, for the loop watch's test: `fork(this file)` under tsx.
 * Messages in: 'block' (hold the loop with 400 ms of CPU work, however long a busy machine makes that take),
 * 'report' (send the figures so far).
 * Messages out: {type: 'ready'}, {type: 'blocked'}, {type: 'figures', figures}.
 */
import { watchEventLoop } from './loopWatch'

const watch = watchEventLoop({ hangMs: 60_000 })
const keepAlive = setInterval(() => undefined, 1_000)

process.on('message', (message) => {
  if (message === 'block') {
    const start = process.cpuUsage()
    const spent = () => {
      const used = process.cpuUsage(start)
      return (used.user + used.system) / 1000
    }
    let spin = 0
    while (spent() < 400) spin += Math.sqrt(spin + 1)
    process.send?.({ type: 'blocked', spin: spin > 0 })
  } else if (message === 'report') {
    process.send?.({ type: 'figures', figures: watch.figures() })
  } else if (message === 'stop') {
    watch.stop()
    clearInterval(keepAlive)
    process.disconnect()
  }
})
// let the start-up's compiling settle before the parent measures anything
setTimeout(() => process.send?.({ type: 'ready' }), 300)
