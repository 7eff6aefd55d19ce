/**
 * The main app (session, connectivity watch, upload worker, handlers) alone in a process, so that a soak run
 * can kill it and start it again on the same data folder: `fork(this file)` under tsx with SKIN_DATA_DIR set.
 *
 * Messages in: {type: 'connect', baseUrl, companyId, apiKey} (retried until the service lets it through),
 * {type: 'submit', datasetId, subjectId, mode, photoPath}, 'stop'.
 * Messages out: {type: 'connected', items} (the queue as it stands), {type: 'submitted', id},
 * {type: 'changed', id, state}, and every 250 ms {type: 'loop', figures, connected} (its own event loop,
 * measured from the process start, and from the moment it was connected, i.e. without loading and start-up).
 * The keychain is a stand-in kept in a file in the data folder (fileSecrets.ts), so what a real one keeps (the
 * data key above all) outlives the kill; the API key also comes with 'connect' at every start. Once connected, the
 * test administrator is made or signed in (main refuses patient data to nobody), as a person at the screen would.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {
  CaptureMode,
  CaptureSide,
  ChannelName,
  ChannelResult,
  OutcomeOf,
} from '../../src-shared/contract'
import { createMainApp } from '../../src-main/app'
import { testAppParts } from './mainApp'
import { dispatch } from '../../src-main/ipc/dispatch'
import { watchEventLoop, type LoopWatch } from './loopWatch'
import { fileSecrets } from './fileSecrets'
import { ensureTestOperator } from './operators'

export type ToChild =
  | { type: 'connect'; baseUrl: string; companyId: string; apiKey: string }
  | { type: 'submit'; datasetId: string; subjectId: string; mode: CaptureMode; photoPath: string }
  | 'stop'

const dataDir = process.env.SKIN_DATA_DIR
if (!dataDir) throw new Error('SKIN_DATA_DIR is not set')

const send = (message: unknown) => process.send?.(message)
const loop = watchEventLoop()
let sinceConnected: LoopWatch | null = null
const figures = () => ({
  type: 'loop',
  figures: loop.figures(),
  connected: sinceConnected?.figures() ?? null,
})
const app = createMainApp({
  dataDir,
  secrets: fileSecrets(join(dataDir, 'bench-keychain.json')),
  ...testAppParts('soak'),
  onStatus: () => undefined,
  onQueueChanged: (item) => send({ type: 'changed', id: item.id, state: item.state }),
})
const report = setInterval(() => send(figures()), 250)

const sidesOf = (mode: CaptureMode): CaptureSide[] =>
  mode === 'triplet' ? ['front', 'left', 'right'] : ['front']
const call = <C extends ChannelName>(channel: C, args: unknown) =>
  dispatch(app.handlers, channel, args, { checkResults: true }) as Promise<OutcomeOf<ChannelResult<C>>>
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function connect(args: Extract<ToChild, { type: 'connect' }>) {
  // a start after the kill is connected already (restore, with the key the keychain kept)
  const status = await call('auth.status', {})
  for (let attempt = 1; !(status.ok && status.value.connected); attempt++) {
    const outcome = await call('auth.connect', args)
    if (outcome.ok) break
    if (attempt >= 30) throw new Error(`could not connect: ${JSON.stringify(outcome.error)}`)
    await pause(500)
  }
  await ensureTestOperator((channel, args) => call(channel, args ?? {}))
  sinceConnected ??= watchEventLoop()
  const items = await call('queue.list', {})
  send({ type: 'connected', items: items.ok ? items.value.map(({ id, state }) => ({ id, state })) : [] })
}

async function submit(args: Extract<ToChild, { type: 'submit' }>) {
  const bytes = new Uint8Array(await readFile(args.photoPath))
  const shots = sidesOf(args.mode).map((side) => ({ side, source: 'camera' as const, bytes }))
  const outcome = await call('capture.submit', {
    datasetId: args.datasetId,
    subjectId: args.subjectId,
    mode: args.mode,
    shots,
  })
  if (!outcome.ok) throw new Error(`submit failed: ${JSON.stringify(outcome.error)}`)
  send({ type: 'submitted', id: outcome.value.id })
}

process.on('message', (message: ToChild) => {
  if (message === 'stop') {
    clearInterval(report)
    send(figures())
    void app.close().then(() => process.exit(0))
    return
  }
  const work = message.type === 'connect' ? connect(message) : submit(message)
  work.catch((e: unknown) => {
    console.error('[main app child]', e instanceof Error ? e.message : e)
    process.exit(1)
  })
})
void app.restore().then(() => send({ type: 'started' }))
