/**
 * The main app alone in a process, for the outbox crash test (tests/client/outbox-crash.test.ts): `fork(this file)`
 * under tsx with SKIN_DATA_DIR and SKIN_SECRETS_FILE set. It restores the saved connection at start, as the app
 * does, and says {type: 'started'}.
 *
 * Messages in: {type: 'connect', baseUrl, companyId, apiKey} ('auth.connect', then the test operator signs in),
 * {type: 'create', datasetId, name, patientId} ('subjects.create'), {type: 'outbox'} ('outbox.list'), 'stop'.
 * Messages out: {type: 'started'}, {type: 'connected'}, {type: 'created', subject}, {type: 'outbox', items}.
 * A failed step is written to stderr and the process exits with 1.
 *
 * With SKIN_KILL_AFTER=subject-create it kills itself with SIGKILL (a stand-in for a crash at that instant) once the
 * answer to a POST to `…/subjects/` has arrived, its body read, before the app sees it: the service has stored the
 * subject, the workstation never learns so. Just before, it reports the outbox as it stands then
 * ({type: 'outbox', items, killing: true}): the test learns the write's id, which a sent create no longer shows.
 *
 * The keychain is a JSON file (SKIN_SECRETS_FILE), a stand-in that outlives the process so that the next one opens
 * the same sealed account data; the real keychain is tested in tests/keychain.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { ChannelName, ChannelResult, OutcomeOf } from '../../src-shared/contract'
import { createMainApp } from '../../src-main/app'
import { testAppParts } from './mainApp'
import { dispatch } from '../../src-main/ipc/dispatch'
import type { SecretStore } from '../../src-main/secrets/keychain'
import { ensureTestOperator } from './operators'

export type ToOutboxChild =
  | { type: 'connect'; baseUrl: string; companyId: string; apiKey: string }
  | { type: 'create'; datasetId: string; name: string; patientId: string }
  | { type: 'outbox' }
  | 'stop'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const dataDir = required('SKIN_DATA_DIR')
const secretsFile = required('SKIN_SECRETS_FILE')
const killAfter = process.env.SKIN_KILL_AFTER ?? null
if (killAfter !== null && killAfter !== 'subject-create')
  throw new Error(`SKIN_KILL_AFTER=${killAfter}: only subject-create is known`)

/** A keychain in a JSON file, written whole (and at once) on every change. */
function fileSecrets(path: string): SecretStore {
  const read = (): Record<string, string> =>
    existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {}
  const write = (entries: Record<string, string>) => {
    writeFileSync(`${path}.tmp`, JSON.stringify(entries))
    renameSync(`${path}.tmp`, path)
  }
  return {
    get: async (account) => read()[account] ?? null,
    set: async (account, secret) => write({ ...read(), [account]: secret }),
    async delete(account) {
      const entries = read()
      if (!(account in entries)) return false
      delete entries[account]
      write(entries)
      return true
    },
  }
}

const send = (message: unknown) => process.send?.(message)

const fail = (e: unknown): never => {
  console.error('[outbox child]', e instanceof Error ? e.message : e)
  process.exit(1)
}

const isSubjectCreate = (url: string, method: string) => method === 'POST' && /\/subjects\/$/.test(url)

/** Kills the process once a subject's create was answered, after the outbox was reported to the parent. */
const killingFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const response = await fetch(input, init)
  if (killAfter === 'subject-create' && isSubjectCreate(url, method)) {
    await response.clone().arrayBuffer()
    const items = await call('outbox.list', {})
    // the message is handed to the parent before the process dies
    await new Promise<void>((done) =>
      process.send?.({ type: 'outbox', items: items.ok ? items.value : [], killing: true }, () => done()),
    )
    process.kill(process.pid, 'SIGKILL')
    throw new Error('killed')
  }
  return response
}

const app = createMainApp({
  dataDir,
  secrets: fileSecrets(secretsFile),
  ...testAppParts(),
  onStatus: () => undefined,
  apiOptions: { retries: 0, timeoutMs: 3_000, fetchImpl: killingFetch },
})

function call<C extends ChannelName>(channel: C, args: unknown = {}): Promise<OutcomeOf<ChannelResult<C>>> {
  return dispatch(app.handlers, channel, args, { checkResults: true }) as Promise<OutcomeOf<ChannelResult<C>>>
}
async function value<C extends ChannelName>(channel: C, args: unknown): Promise<ChannelResult<C>> {
  const outcome = await call(channel, args)
  if (!outcome.ok) throw new Error(`${channel}: ${JSON.stringify(outcome.error)}`)
  return outcome.value
}

async function handle(message: Exclude<ToOutboxChild, 'stop'>): Promise<void> {
  switch (message.type) {
    case 'connect': {
      const { baseUrl, companyId, apiKey } = message
      await value('auth.connect', { baseUrl, companyId, apiKey })
      await ensureTestOperator(call)
      send({ type: 'connected' })
      return
    }
    case 'create': {
      const { datasetId, name, patientId } = message
      send({ type: 'created', subject: await value('subjects.create', { datasetId, name, patientId }) })
      return
    }
    case 'outbox':
      send({ type: 'outbox', items: await value('outbox.list', {}) })
      return
  }
}

process.on('message', (message: ToOutboxChild) => {
  if (message === 'stop') {
    void app.close().then(() => process.exit(0), fail)
    return
  }
  handle(message).catch(fail)
})

void (async () => {
  const status = await app.restore()
  if (status.connected) await ensureTestOperator(call)
  send({ type: 'started' })
})().catch(fail)
