/**
 * Soak: 50 captures (every fifth a triplet) against the local service failing 30% of its requests (500, 502,
 * 503, 429, 3 s stalls, dropped connections, some after the write committed), with the queue's shipped pace.
 * Main, the whole app (session, connectivity watch, worker, handlers), runs in a child process; it is killed
 * with SIGKILL once 20 captures are done and started again on the same data folder. Goal: every capture
 * stored once, and main's worst event-loop lag under 100 ms.
 */
import { consentMeta } from '../support/consent'
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { CaptureMode, QueueState } from '../../src-shared/contract'
import { createSkinApi } from '../../src-main/api'
import { startService } from '../../src-service/server'
import type { LoopFigures } from '../support/loopWatch'
import type { ToChild } from '../support/mainAppChild'
import { facePhoto } from '../support/photos'

export const title = 'Soak: 50 captures at 30% service faults, main killed and restarted once'

const CAPTURES = 50
const KILL_AFTER_DONE = 20
const FAULTS = { rate: 0.3, seed: 20261122, stallMs: 3_000 }
const GIVE_UP_MS = 20 * 60_000
const childEntry = resolve(__dirname, '..', 'support', 'mainAppChild.ts')
const projectRoot = resolve(__dirname, '..', '..')
const finished = new Set<QueueState>(['done', 'failed', 'cancelled'])

type FromChild =
  | { type: 'started' }
  | { type: 'connected'; items: { id: string; state: QueueState }[] }
  | { type: 'submitted'; id: string }
  | { type: 'changed'; id: string; state: QueueState }
  | { type: 'loop'; figures: LoopFigures; connected: LoopFigures | null }

interface MainChild {
  child: ChildProcess
  exited: Promise<void>
  next<T extends FromChild['type']>(type: T): Promise<Extract<FromChild, { type: T }>>
  send(message: ToChild): void
  figures: LoopFigures | null
  connected: LoopFigures | null
}

function startMain(dataDir: string, states: Map<string, QueueState>): MainChild {
  const child = fork(childEntry, [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SKIN_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const waiting: { type: string; resolve(message: FromChild): void }[] = []
  const main: MainChild = {
    child,
    exited: new Promise((done) => child.once('exit', () => done())),
    figures: null,
    connected: null,
    next: (type) =>
      new Promise((resolve) => waiting.push({ type, resolve: resolve as (m: FromChild) => void })),
    send: (message) => void child.send(message),
  }
  child.on('message', (message: FromChild) => {
    if (message.type === 'changed') states.set(message.id, message.state)
    if (message.type === 'connected') for (const item of message.items) states.set(item.id, item.state)
    if (message.type === 'loop') {
      main.figures = message.figures
      main.connected = message.connected
    }
    const index = waiting.findIndex((w) => w.type === message.type)
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message)
  })
  return main
}

const count = (states: Map<string, QueueState>, wanted: (state: QueueState) => boolean) =>
  [...states.values()].filter(wanted).length

async function until(check: () => boolean, deadline: number): Promise<boolean> {
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

export async function run(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'skin-soak-'))
  const service = await startService({ dbPath: join(root, 'service.sqlite') })
  const mains: MainChild[] = []
  try {
    const companyId = service.admin.createCompany('Soak clinic').id
    service.admin.setAcneEnabled(companyId, true)
    const apiKey = service.admin.createKey(companyId, { name: 'soak' }).token
    const api = createSkinApi({ baseUrl: service.baseUrl, companyId, apiKey })
    const datasetId = (await api.datasets.create({ name: 'Soak' })).id
    const subjectIds: string[] = []
    // with a recorded consent: main refuses a capture without one while the clinic requires it
    for (let i = 1; i <= 5; i++)
      subjectIds.push((await api.subjects.create(datasetId, { name: `P${i}`, meta: consentMeta() })).id)
    const photoPath = join(root, 'face.jpg')
    await writeFile(photoPath, await facePhoto(1280, 1024))
    const connect: ToChild = { type: 'connect', baseUrl: service.baseUrl, companyId, apiKey }
    const dataDir = join(root, 'app')

    const states = new Map<string, QueueState>()
    let main = startMain(dataDir, states)
    mains.push(main)
    await main.next('started')
    main.send(connect)
    await main.next('connected')
    service.admin.setFaults(FAULTS)
    const started = performance.now()
    const deadline = Date.now() + GIVE_UP_MS
    let sides = 0
    for (let i = 0; i < CAPTURES; i++) {
      const mode: CaptureMode = i % 5 === 0 ? 'triplet' : 'front'
      sides += mode === 'triplet' ? 3 : 1
      const subjectId = subjectIds[i % subjectIds.length] ?? ''
      main.send({ type: 'submit', datasetId, subjectId, mode, photoPath })
      await main.next('submitted')
    }

    await until(() => count(states, (s) => s === 'done') >= KILL_AFTER_DONE, deadline)
    const killedAt = performance.now() - started
    const doneBeforeKill = count(states, (s) => s === 'done')
    main.child.kill('SIGKILL')
    await main.exited
    main = startMain(dataDir, states)
    mains.push(main)
    await main.next('started')
    main.send(connect)
    await main.next('connected')
    const allFinished = await until(
      () => states.size === CAPTURES && count(states, (s) => finished.has(s)) === CAPTURES,
      deadline,
    )
    const elapsed = performance.now() - started
    service.admin.setFaults(null)
    main.send('stop')
    await main.exited

    const consistency = await service.admin.checkConsistency()
    const stored = service.admin.uploadCount()
    const worst = (pick: (m: MainChild) => LoopFigures | null) => {
      const figures = mains.flatMap((m) => pick(m) ?? [])
      return {
        delay: Math.max(...figures.map((f) => f.delayMaxMs)),
        late: Math.max(...figures.map((f) => f.worstLateMs)),
        p99: Math.max(...figures.map((f) => f.delayP99Ms)),
      }
    }
    const running = worst((m) => m.connected)
    const whole = worst((m) => m.figures)
    console.log(
      `faults: rate ${FAULTS.rate}, seed ${FAULTS.seed}, stalls ${FAULTS.stallMs} ms; shipped queue pace`,
    )
    console.log(
      `main killed (SIGKILL) after ${(killedAt / 1000).toFixed(1)} s with ${doneBeforeKill} captures done, restarted`,
    )
    console.log(
      `captures: ${count(states, (s) => s === 'done')} of ${CAPTURES} done, ` +
        `${count(states, (s) => s === 'failed')} failed` +
        (allFinished ? '' : `, ${CAPTURES - count(states, (s) => finished.has(s))} unfinished (gave up)`),
    )
    console.log(
      `images stored: ${stored} for ${sides} sides; duplicates: ${Math.max(0, stored - sides)} extra uploads, ` +
        `${consistency.duplicateSides} duplicate sides in a batch`,
    )
    console.log(`time until all were done: ${(elapsed / 1000).toFixed(1)} s`)
    console.log(
      `main's worst event-loop lag while connected: ${running.delay} ms (monitorEventLoopDelay max; ` +
        `p99 ${running.p99} ms), a 20 ms timer at worst ${running.late} ms late; target < 100 ms`,
    )
    console.log(
      `  the same from process start (module loading, database open, first connect): ${whole.delay} ms, ` +
        `timer ${whole.late} ms late`,
    )
  } finally {
    for (const m of mains) m.child.kill('SIGKILL')
    await service.close()
    await rm(root, { recursive: true, force: true })
  }
}
