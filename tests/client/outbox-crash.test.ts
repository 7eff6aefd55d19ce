/**
 * A fault test of the outbox (issue 29): main is killed with SIGKILL right after the service stored a new subject
 * but before its answer reached the app. Started again on the same data folder, the app finds the subject by the
 * workstation reference in its `meta` (sendWrite.ts, findCreated) instead of creating it a second time: the service
 * ends with one subject, and the outbox with nothing unsent.
 *
 * Main runs in a child process (tests/support/outboxChild.ts) so that it can really die mid-request; its keychain is
 * a JSON file there, a stand-in that the restarted process reads again (the real keychain is tested in
 * tests/keychain).
 */
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from '../support/fixtures'
import { z } from 'zod'
import { OutboxItem, Subject } from '../../src-shared/contract'
import type { RunningService } from '../../src-service/server'
import type { ToOutboxChild } from '../support/outboxChild'
import { forkSupport } from '../support/children'
import { type World, type Clinic } from '../support/world'

const ChildMessage = z.union([
  z.object({ type: z.literal('started') }),
  z.object({ type: z.literal('connected') }),
  z.object({ type: z.literal('created'), subject: Subject }),
  z.object({ type: z.literal('outbox'), items: z.array(OutboxItem), killing: z.boolean().optional() }),
])
type ChildMessage = z.infer<typeof ChildMessage>

const children = new Set<ChildProcess>()

afterEach(() => {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
})

interface Main {
  send(message: ToOutboxChild): void
  /** The next message of `type` (messages are kept from the start, each taken once). */
  next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>>
  /** Every message so far. */
  messages: ChildMessage[]
  /** How the process ended: its signal, else its exit code. */
  exited: Promise<NodeJS.Signals | number | null>
}

/** Forks main on the world's data folder and a secrets file beside it. */
function startMain(world: World, extraEnv: Record<string, string> = {}): Main {
  const { child, exited } = forkSupport('outboxChild.ts', {
    env: {
      SKIN_DATA_DIR: world.dataDir,
      SKIN_SECRETS_FILE: join(world.dataDir, '..', 'secrets.json'),
      ...extraEnv,
    },
    running: children,
  })
  const messages: ChildMessage[] = []
  const unread: ChildMessage[] = []
  const waiters: Array<() => void> = []
  let ended = false
  void exited.then(() => {
    ended = true
    for (const wake of waiters.splice(0)) wake()
  })
  child.on('message', (raw) => {
    const message = ChildMessage.parse(raw)
    messages.push(message)
    unread.push(message)
    for (const wake of waiters.splice(0)) wake()
  })
  async function next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>> {
    for (;;) {
      const at = unread.findIndex((message) => message.type === type)
      if (at >= 0) return unread.splice(at, 1)[0] as Extract<ChildMessage, { type: T }>
      if (ended) throw new Error(`main ended without a '${type}' message`)
      await new Promise<void>((wake) => waiters.push(wake))
    }
  }
  return { send: (message) => child.send(message), next, messages, exited }
}

async function connect(main: Main, service: RunningService, clinic: Clinic): Promise<void> {
  await main.next('started')
  main.send({ type: 'connect', baseUrl: service.baseUrl, companyId: clinic.companyId, apiKey: clinic.apiKey })
  await main.next('connected')
}

const crashPatients = async (clinic: Clinic) =>
  (await clinic.api.subjects.all(clinic.datasetId)).filter((subject) => subject.name === 'Crash Patient')

const unsent = (items: OutboxItem[]) =>
  items.filter((item) => item.state === 'waiting' || item.state === 'sending')

/** Asks main for its outbox every 100 ms until nothing in it waits or is being sent (up to 15 s); its last list. */
async function outboxOnceSent(main: Main): Promise<OutboxItem[]> {
  for (const end = Date.now() + 15_000; ;) {
    main.send({ type: 'outbox' })
    const { items } = await main.next('outbox')
    if (unsent(items).length === 0 || Date.now() > end) return items
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

describe('the outbox, main killed mid-create', () => {
  it('kills main right after the service stored the new subject but before the answer arrived, and ends with one subject', async ({
    world,
  }) => {
    const { service, clinic } = await world.startClinic('Already There', 'Outbox crash clinic')

    const first = startMain(world, { SKIN_KILL_AFTER: 'subject-create' })
    await connect(first, service, clinic)
    first.send({ type: 'create', datasetId: clinic.datasetId, name: 'Crash Patient', patientId: 'C-1' })
    expect(await first.exited).toBe('SIGKILL')
    expect(first.messages.map((message) => message.type)).not.toContain('created')
    // As it died: the create was marked as being sent (durably, before its request went), tried once.
    const { items: before } = await first.next('outbox')
    expect(before).toHaveLength(1)
    const write = before[0]
    expect(write).toMatchObject({ kind: 'subject.create', state: 'sending', attempts: 1 })
    // The service stored it; the workstation never heard.
    expect(await crashPatients(clinic)).toHaveLength(1)

    const second = startMain(world)
    await connect(second, service, clinic)
    const items = await outboxOnceSent(second)
    expect(unsent(items)).toEqual([])
    expect(items.filter((item) => item.state === 'refused')).toEqual([])

    const onService = await crashPatients(clinic)
    expect(onService).toHaveLength(1)
    const meta: Record<string, unknown> = onService[0]?.meta ?? {}
    expect(meta.patient_id).toBe('C-1')
    expect(meta.workstation_ref).toBe(write?.id)

    second.send('stop')
    expect(await second.exited).toBe(0)
  })
})
