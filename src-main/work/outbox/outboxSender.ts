/**
 * Sends the outbox (issue 29): one write at a time, in the order they were made, whenever the service answers.
 * A write is marked `sending` (durably) before its request goes, so a process killed mid-request knows it may be
 * at the service already (sendWrite.ts then checks before it sends again). What the service refuses comes back to
 * the outbox with its words; a write that cannot get through now waits, the next try after a growing pause (2 s
 * doubling up to 60 s), or at once when the service answers again.
 *
 * A write about a subject created here and not sent yet waits for that create; once it is sent, the subject's
 * other writes and queued captures take the service's id (one transaction) and the upload worker is woken.
 *
 * Over one state (senderState.ts): one write tried (sendTry.ts), and when writes go (sendTurns.ts).
 */
import { schedule, sendNow } from './sendTurns'
import { createSenderState, type OutboxSenderDeps } from './senderState'

export type { OutboxSenderDeps, TryOutcome } from './senderState'

const SENT_KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000

export function createOutboxSender(deps: OutboxSenderDeps) {
  const state = createSenderState(deps)
  const { store, now } = state
  return {
    store,
    start(): void {
      state.stopped = false
      store.prune(new Date(now() - SENT_KEPT_FOR_MS))
      schedule(state, 0)
    },
    async stop(): Promise<void> {
      state.stopped = true
      if (state.timer) clearTimeout(state.timer)
      state.timer = null
      await state.chain
    },
    /** When the next try goes after a failure (ms since the epoch); null when nothing waits on a pause. */
    nextTryAt: (): number | null => (state.pausedUntil > now() ? state.pausedUntil : null),
    /** Something was added or fixed: send what is due. */
    wake: () => schedule(state, Math.max(0, state.pausedUntil - now())),
    /** The service answers again: the pause is over. */
    networkBack(): void {
      state.failures = 0
      state.pausedUntil = 0
      schedule(state, 0)
    },
    /**
     * Tries the write at once (a channel call waits for it): sent, kept for later (the service could not be
     * reached; the loop sends it), or refused. A write behind others still to send only waits its turn.
     */
    sendNow: (writeId: string) => sendNow(state, writeId),
  }
}
export type OutboxSender = ReturnType<typeof createOutboxSender>
