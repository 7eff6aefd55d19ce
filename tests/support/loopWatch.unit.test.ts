/**
 * The loop watch tells main's own blocking from a busy machine: a process stopped by the OS (SIGSTOP, as when
 * another test file has the cores) is late by the wall clock but not "busy late"; a process whose own code holds
 * the loop is both. `expectResponsive` asserts on the busy figure, so a loaded CI machine does not fail it while
 * a blocking bug still does.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoopFigures } from './loopWatch'

const childEntry = resolve(__dirname, 'loopWatchChild.ts')
let child: ChildProcess | null = null

afterEach(() => {
  child?.kill('SIGKILL')
  child = null
})

function start(): Promise<ChildProcess> {
  const started = fork(childEntry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  child = started
  return new Promise((done, fail) => {
    started.once('error', fail)
    started.on('message', (message: { type: string }) => {
      if (message.type === 'ready') done(started)
    })
  })
}

function next<T>(process: ChildProcess, type: string, send: string): Promise<T> {
  return new Promise((done) => {
    const listen = (message: { type: string }) => {
      if (message.type !== type) return
      process.off('message', listen)
      done(message as T)
    }
    process.on('message', listen)
    process.send(send)
  })
}

const figures = (process: ChildProcess) =>
  next<{ figures: LoopFigures }>(process, 'figures', 'report').then((message) => message.figures)

describe('loop watch', () => {
  it('counts a process the OS stopped as late, not as blocked by its own work', async () => {
    const watched = await start()
    watched.kill('SIGSTOP')
    await new Promise((done) => setTimeout(done, 600))
    watched.kill('SIGCONT')
    const seen = await figures(watched)
    expect(seen.worstLateMs).toBeGreaterThanOrEqual(500)
    expect(seen.worstBusyLateMs).toBeLessThan(250)
  }, 20_000)

  it('counts code that holds the loop as blocked', async () => {
    const watched = await start()
    await next(watched, 'blocked', 'block')
    const seen = await figures(watched)
    expect(seen.worstLateMs).toBeGreaterThanOrEqual(350)
    expect(seen.worstBusyLateMs).toBeGreaterThanOrEqual(300)
  }, 20_000)
})
