import { describe, expect, it } from 'vitest'
import type { ClinicalStore, DeliveryRow } from '../../store/accountDb/clinicalDeliveries'
import { AppFailure } from '../appFailure'
import { RecordError } from '../record/recordError'
import { createDeliveryQueue } from './deliveryQueue'

/** The queue's store in memory: the same rows and states as clinical_deliveries. */
function memoryStore() {
  const rows = new Map<string, DeliveryRow>()
  const key = (target: string, visitKey: string) => `${target}|${visitKey}`
  const open = () => [...rows.values()].filter((r) => r.state === 'queued' || r.state === 'waiting')
  const store = {
    get: (target: string, visitKey: string) => rows.get(key(target, visitKey)) ?? null,
    put: (row: DeliveryRow) => void rows.set(key(row.target, row.visit_key), { ...row }),
    pending: (target: string) => open().filter((r) => r.target === target),
    open,
    waitingDueNow: () => {
      for (const row of rows.values()) if (row.state === 'waiting') row.next_try_at = null
      return 0
    },
    requeueSending: () => {
      for (const row of rows.values()) if (row.state === 'sending') row.state = 'queued'
      return 0
    },
    settings: () => null,
    setSettings: () => undefined,
  }
  return { store: store as unknown as ClinicalStore, rows }
}

const ref = { datasetId: 'd1', subjectId: 's1', imageId: 'i1' }
const busy = () => new RecordError({ code: 'record_server_error', status: 503 })

function queueWith(deliver: (row: DeliveryRow) => Promise<{ created: number; total: number }>) {
  const { store, rows } = memoryStore()
  let at = Date.parse('2026-03-04T10:00:00Z')
  const moves: string[] = []
  const queue = createDeliveryQueue({
    store,
    deliver,
    emit: (d) => moves.push(d.state),
    sent: () => undefined,
    onError: () => undefined,
    now: () => new Date(at),
  })
  return { queue, rows, moves, advance: (ms: number) => (at += ms), at: () => at }
}

const waitFor = (row: DeliveryRow | null | undefined, at: number) =>
  row?.next_try_at ? Date.parse(row.next_try_at) - at : null

describe('the clinical delivery queue', () => {
  it('waits 5 s after a try the server could not take, doubling each time up to 10 min', async () => {
    const { queue, rows, advance, at } = queueWith(() => Promise.reject(busy()))
    queue.send('record', ref, 'batch-1')
    await queue.idle()
    const waits: (number | null)[] = [waitFor(rows.get('record|batch-1'), at())]
    for (let i = 0; i < 9; i++) {
      advance(1_000)
      queue.tryWaitingNow()
      await queue.idle()
      waits.push(waitFor(rows.get('record|batch-1'), at()))
    }
    expect(waits.map((ms) => (ms === null ? null : ms / 1000))).toEqual([
      5, 10, 20, 40, 80, 160, 320, 600, 600, 600,
    ])
    expect(rows.get('record|batch-1')).toMatchObject({ state: 'waiting', tries: 10 })
    await queue.stop()
  })

  it('keeps a refusal as failed with its code, and tries it no more until it is sent again', async () => {
    let answer: () => Promise<{ created: number; total: number }> = () =>
      Promise.reject(new RecordError({ code: 'record_unauthorized', status: 401 }))
    const { queue, rows, moves } = queueWith(() => answer())
    queue.send('record', ref, 'batch-1')
    await queue.idle()
    const failed = rows.get('record|batch-1')
    expect(failed).toMatchObject({ state: 'failed', next_try_at: null, tries: 1 })
    expect(JSON.parse(failed?.problem ?? 'null')).toMatchObject({ code: 'record_unauthorized', status: 401 })
    queue.tryWaitingNow()
    await queue.idle()
    expect(rows.get('record|batch-1')?.tries).toBe(1)

    answer = () => Promise.resolve({ created: 12, total: 12 })
    expect(queue.send('record', ref, 'batch-1')).toMatchObject({ state: 'queued', tries: 0, problem: null })
    await queue.idle()
    expect(rows.get('record|batch-1')).toMatchObject({ state: 'sent', problem: null })
    expect(moves).toEqual(['queued', 'sending', 'failed', 'queued', 'sending', 'sent'])
    await queue.stop()
  })

  it('waits when the visit cannot be gathered now (the account not open yet), refuses when it never can', async () => {
    const errors = [new AppFailure('not_connected'), new AppFailure('record_number_missing')]
    const { queue, rows } = queueWith(() => Promise.reject(errors.shift()))
    queue.send('archive', ref, 'batch-1')
    await queue.idle()
    expect(rows.get('archive|batch-1')?.state).toBe('waiting')
    queue.tryWaitingNow()
    await queue.idle()
    expect(rows.get('archive|batch-1')?.state).toBe('failed')
    await queue.stop()
  })

  it('sends again at once what waited when told so during its try (the settings changed meanwhile)', async () => {
    let release: () => void = () => undefined
    let tries = 0
    const { queue, rows, at } = queueWith(async () => {
      tries++
      if (tries > 1) return { created: 1, total: 1 }
      await new Promise<void>((done) => (release = done))
      throw busy()
    })
    queue.send('record', ref, 'batch-1')
    await new Promise((r) => setTimeout(r, 0))
    queue.tryWaitingNow()
    release()
    await queue.idle()
    expect(tries).toBe(2)
    expect(rows.get('record|batch-1')?.state).toBe('sent')
    expect(at()).toBe(Date.parse('2026-03-04T10:00:00Z'))
    await queue.stop()
  })

  it('queues again a delivery left sending by a process that stopped', async () => {
    const sent: string[] = []
    const { queue, rows } = queueWith(async (row) => {
      sent.push(row.visit_key)
      return { created: 0, total: 3 }
    })
    rows.set('record|batch-9', {
      target: 'record',
      visit_key: 'batch-9',
      dataset_id: 'd1',
      subject_id: 's1',
      image_id: 'i9',
      state: 'sending',
      queued_at: '2026-03-04T09:00:00Z',
      sent_at: null,
      tries: 1,
      next_try_at: null,
      problem: null,
      outcome: null,
    })
    queue.start()
    await queue.idle()
    expect(sent).toEqual(['batch-9'])
    expect(rows.get('record|batch-9')).toMatchObject({ state: 'sent', tries: 2 })
    await queue.stop()
  })
})
