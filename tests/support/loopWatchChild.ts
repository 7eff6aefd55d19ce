/**
 * A process that only watches its own event loop, for the loop watch's test: `fork(this file)` under tsx.
 * Messages in: 'block' (hold the loop with CPU work for 400 ms), 'report' (send the figures so far).
 * Messages out: {type: 'ready'}, {type: 'blocked'}, {type: 'figures', figures}.
 */
import { watchEventLoop } from './loopWatch'

const watch = watchEventLoop({ hangMs: 60_000 })
const keepAlive = setInterval(() => undefined, 1_000)

process.on('message', (message) => {
  if (message === 'block') {
    const until = performance.now() + 400
    let spin = 0
    while (performance.now() < until) spin += Math.sqrt(spin + 1)
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
