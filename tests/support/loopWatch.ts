/**
 * Main's responsiveness, measured: while a test drives the queue (faults, offline, a key change), a timer
 * scheduled every 20 ms records how late it fires, and `monitorEventLoopDelay` gives libuv's own figure. The
 * process under test is main: its handlers, upload worker and connectivity probe share this event loop.
 *
 * A loop that never turns again cannot be noticed from inside it (no timer fires, not even the test's timeout),
 * so a guard thread watches a heartbeat in shared memory. When it stops for `hangMs` while a watch is running,
 * the guard pauses the main thread through the inspector, prints where it is stuck, and kills the process: the
 * test run fails with that stack instead of hanging.
 */
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'

/** Linux's per-thread figures; the main thread's id is the process id. Clock ticks are 10 ms (USER_HZ 100). */
const mainThreadStat = `/proc/self/task/${process.pid}/stat`
const MS_PER_TICK = 10

/** User and system time of the main thread from /proc (fields 14 and 15, after the name in parentheses), ms. */
function mainThreadCpuFromProc(): number {
  const stat = readFileSync(mainThreadStat, 'latin1')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK
}

function processCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/**
 * CPU time of this process's main thread, ms: from /proc on Linux; elsewhere the whole process's, which counts
 * its other threads too. Chosen once, so two readings always come from the same clock.
 */
const mainThreadCpuMs: () => number = (() => {
  try {
    mainThreadCpuFromProc()
    return mainThreadCpuFromProc
  } catch {
    return processCpuMs
  }
})()

export interface LoopFigures {
  /** Worst lateness of the watch's own timer, ms (wall clock: includes time the OS gave the cores to others). */
  worstLateMs: number
  /**
   * Worst lateness the process itself caused, ms: for each firing, the lesser of its lateness and the CPU time the
   * main thread used since the previous firing. Code that holds the loop burns the main thread's CPU all the while
   * it is late; a process that waited for a core (a busy machine, another test file) used almost none, whatever
   * its other threads (libuv's pool, GC helpers, workers) did meanwhile.
   */
  worstBusyLateMs: number
  /** How many times it fired. */
  firings: number
  /** libuv's view: the largest and the 99th percentile event-loop delay, ms. */
  delayMaxMs: number
  delayP99Ms: number
}

export interface LoopWatch {
  figures(): LoopFigures
  stop(): LoopFigures
}

/** [0]: heartbeat counter; [1]: running watches; [2]: hang limit in ms. */
const shared = new Int32Array(new SharedArrayBuffer(12))
let guard: Worker | null = null

const guardSource = `
const { workerData } = require('node:worker_threads')
const { Session } = require('node:inspector')
const { writeSync } = require('node:fs')
const shared = workerData.shared
let last = Atomics.load(shared, 0)
let since = Date.now()
const die = (text) => {
  writeSync(2, text)
  process.kill(process.pid, 'SIGKILL')
}
const timer = setInterval(() => {
  const beat = Atomics.load(shared, 0)
  if (beat !== last || Atomics.load(shared, 1) === 0) {
    last = beat
    since = Date.now()
    return
  }
  const blockedMs = Date.now() - since
  if (blockedMs < Atomics.load(shared, 2)) return
  clearInterval(timer)
  const head = '\\n[loop watch] the event loop has not turned for ' + blockedMs + ' ms; main is stuck'
  const session = new Session()
  const scripts = new Map()
  session.connectToMainThread()
  session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, params.url))
  session.on('Debugger.paused', ({ params }) => {
    const frames = params.callFrames.slice(0, 12).map((frame) => {
      const url = scripts.get(frame.location.scriptId) || frame.url || '?'
      return '    at ' + (frame.functionName || '<anonymous>') + ' (' + url + ':' + (frame.location.lineNumber + 1) + ')'
    })
    die(head + ' in:\\n' + frames.join('\\n') + '\\n')
  })
  setTimeout(() => die(head + ' (no stack could be taken)\\n'), 3000)
  session.post('Debugger.enable', () => session.post('Debugger.pause'))
}, 250)
`

function ensureGuard(hangMs: number) {
  Atomics.store(shared, 2, hangMs)
  if (guard) return
  guard = new Worker(guardSource, { eval: true, workerData: { shared } })
  guard.unref()
}

/**
 * Starts watching. `hangMs` (default 20 s) is when a loop that stopped turning counts as stuck for good.
 * Pair with `expectResponsive(watch.stop())` (./responsive) at the end of the test.
 */
export function watchEventLoop(options: { everyMs?: number; hangMs?: number } = {}): LoopWatch {
  const everyMs = options.everyMs ?? 20
  ensureGuard(options.hangMs ?? 20_000)
  Atomics.add(shared, 1, 1)
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let worstLateMs = 0
  let worstBusyLateMs = 0
  let firings = 0
  let expected = performance.now() + everyMs
  let cpuAtLast = mainThreadCpuMs()
  const lateness = (at: number) => {
    const late = at - expected
    const cpu = mainThreadCpuMs()
    return { late, busyLate: Math.min(late, cpu - cpuAtLast), cpu }
  }
  const timer = setInterval(() => {
    const at = performance.now()
    const { late, busyLate, cpu } = lateness(at)
    worstLateMs = Math.max(worstLateMs, late)
    worstBusyLateMs = Math.max(worstBusyLateMs, busyLate)
    firings += 1
    expected = at + everyMs
    cpuAtLast = cpu
    Atomics.add(shared, 0, 1)
  }, everyMs)
  timer.unref()
  let stopped: LoopFigures | null = null
  const figures = (): LoopFigures => {
    // the time since the last firing counts too: a loop stuck right now is late already
    const now = lateness(performance.now())
    return {
      worstLateMs: Math.round(Math.max(worstLateMs, now.late)),
      worstBusyLateMs: Math.round(Math.max(worstBusyLateMs, now.busyLate)),
      firings,
      delayMaxMs: Math.round(histogram.max / 1e6),
      delayP99Ms: Math.round(histogram.percentile(99) / 1e6),
    }
  }
  return {
    figures: () => stopped ?? figures(),
    stop() {
      if (stopped) return stopped
      stopped = figures()
      clearInterval(timer)
      histogram.disable()
      Atomics.sub(shared, 1, 1)
      return stopped
    },
  }
}
