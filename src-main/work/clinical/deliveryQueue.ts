/**
 * The clinical deliveries' queue (issue 44): one row per target and visit in the account's database, worked one at
 * a time in the background. `queued` rows go first, then `waiting` ones whose time has come; a try that the server
 * could not take now (409, 429, 5xx, no answer) waits 5 s, doubling to 10 min; a refusal (401, 403, 413, another
 * 4xx, a check before sending) is `failed` and stays until sent again. Rows found `sending` when the queue starts (a
 * process stopped mid-send) are queued again: resending makes no copy (conditional creates, deterministic UIDs).
 * Every move is told to `emit` (the clinical.changed event).
 */
import type { ClinicalTarget, ClinicalVisitRef, Delivery } from '../../../src-shared/contract'
import type { ClinicalStore, DeliveryRow } from '../../store/accountDb/clinicalDeliveries'
import type { Outcome } from './deliverVisit'
import { refusalOf } from './deliveryProblem'

export interface DeliveryTiming {
  /** The first wait after a try that may go later (default 5 s); each next one doubles it. */
  firstRetryMs: number
  /** The longest wait (default 10 min). */
  maxRetryMs: number
}
export const defaultDeliveryTiming: DeliveryTiming = { firstRetryMs: 5_000, maxRetryMs: 10 * 60_000 }

export interface DeliveryQueueDeps {
  store: ClinicalStore
  /** Gathers the row's visit and sends it; throws what went wrong. */
  deliver(row: DeliveryRow): Promise<Outcome>
  emit(delivery: Delivery): void
  /** The visit is in the record / the archive (the audit entry). */
  sent(row: DeliveryRow, outcome: Outcome): void
  onError(error: unknown): void
  now(): Date
  timing?: Partial<DeliveryTiming>
}

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T))

/** A row as the contract's Delivery. */
export function deliveryOf(row: DeliveryRow): Delivery {
  return {
    target: row.target,
    datasetId: row.dataset_id,
    subjectId: row.subject_id,
    visitKey: row.visit_key,
    state: row.state,
    queuedAt: row.queued_at,
    sentAt: row.sent_at,
    tries: row.tries,
    nextTryAt: row.next_try_at,
    problem: parsed<Delivery['problem']>(row.problem),
    outcome: parsed<Delivery['outcome']>(row.outcome),
  }
}

export function createDeliveryQueue(deps: DeliveryQueueDeps) {
  const timing = { ...defaultDeliveryTiming, ...deps.timing }
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  /** Counts "try what waits now" (the line back, new settings): one told during a try applies to that try too. */
  let nudges = 0

  const put = (row: DeliveryRow) => {
    deps.store.put(row)
    deps.emit(deliveryOf(row))
    return row
  }
  const waitAfter = (tries: number) =>
    Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** Math.max(0, tries - 1))
  const isDue = (row: DeliveryRow, at: number) =>
    row.state === 'queued' || row.next_try_at === null || Date.parse(row.next_try_at) <= at

  async function tryOne(row: DeliveryRow): Promise<void> {
    const nudgesBefore = nudges
    const sending = put({ ...row, state: 'sending', tries: row.tries + 1, next_try_at: null })
    try {
      const outcome = await deps.deliver(sending)
      const sent = put({
        ...sending,
        state: 'sent',
        sent_at: deps.now().toISOString(),
        problem: null,
        outcome: JSON.stringify(outcome),
      })
      deps.sent(sent, outcome)
    } catch (error) {
      const { problem, retry } = refusalOf(error)
      if (problem.code === 'internal') deps.onError(error)
      const wait = nudges === nudgesBefore ? waitAfter(sending.tries) : 0
      const next = retry ? new Date(deps.now().getTime() + wait).toISOString() : null
      put({
        ...sending,
        state: retry ? 'waiting' : 'failed',
        next_try_at: next,
        problem: JSON.stringify(problem),
      })
    }
  }

  /** Sends every row due, one at a time; then sleeps until the next waiting one is due. */
  async function pass(): Promise<void> {
    for (;;) {
      if (stopped) return
      const at = deps.now().getTime()
      const open = deps.store.open()
      const due = open.find((row) => isDue(row, at))
      if (!due) return schedule(open)
      await tryOne(due)
    }
  }

  function schedule(open: DeliveryRow[]) {
    const times = open.flatMap((row) => (row.next_try_at ? [Date.parse(row.next_try_at)] : []))
    if (times.length === 0 || stopped) return
    const wait = Math.max(0, Math.min(...times) - deps.now().getTime())
    timer = setTimeout(wake, Math.min(wait, timing.maxRetryMs))
    timer.unref?.()
  }

  function wake(): void {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = null
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await pass().catch(deps.onError)
      } while (again && !stopped)
    })().finally(() => (running = null))
  }

  return {
    start(): void {
      deps.store.requeueSending()
      wake()
    },
    /**
     * Queues the visit (again: a sent or failed one may be sent again); a delivery under way is left as it is. The
     * Delivery as it stands now.
     */
    send(target: ClinicalTarget, ref: ClinicalVisitRef, visitKey: string): Delivery {
      const kept = deps.store.get(target, visitKey)
      if (kept?.state === 'sending') return deliveryOf(kept)
      const row = put({
        target,
        visit_key: visitKey,
        dataset_id: ref.datasetId,
        subject_id: ref.subjectId,
        image_id: ref.imageId,
        state: 'queued',
        queued_at: deps.now().toISOString(),
        sent_at: kept?.sent_at ?? null,
        tries: 0,
        next_try_at: null,
        problem: null,
        outcome: kept?.outcome ?? null,
      })
      wake()
      return deliveryOf(row)
    },
    /** Whatever waits is tried now: the line came back, or the settings changed. */
    tryWaitingNow(): void {
      nudges++
      deps.store.waitingDueNow()
      wake()
    },
    get: (target: ClinicalTarget, visitKey: string): Delivery | null => {
      const row = deps.store.get(target, visitKey)
      return row ? deliveryOf(row) : null
    },
    /** The queue stops taking rows; the one under way finishes. */
    async stop(): Promise<void> {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
    /** Resolves once nothing is being sent (tests). */
    idle: async (): Promise<void> => {
      while (running) await running
    },
  }
}
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>
