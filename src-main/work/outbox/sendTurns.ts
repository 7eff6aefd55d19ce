/**
 * When writes go: the loop sends them in order until one must wait, a timer brings it back after the pause, and a
 * channel may send its write at once when nothing of its subject is before it.
 */
import { isLocalSubjectId } from '../../../src-shared/domain/localIds'
import { exclusive, nextRow, type SenderState, type TryOutcome } from './senderState'
import { tryRow } from './sendTry'

async function drain(state: SenderState): Promise<void> {
  while (!state.stopped && state.now() >= state.pausedUntil) {
    const row = nextRow(state)
    if (!row) return
    if ((await tryRow(state, row)).outcome === 'kept') break
  }
}

export function schedule(state: SenderState, ms: number): void {
  if (state.stopped) return
  if (state.timer) clearTimeout(state.timer)
  state.timer = setTimeout(() => {
    state.timer = null
    void exclusive(state, () => drain(state))
      .catch(state.deps.onInternalError)
      .finally(() => {
        if (!state.stopped && nextRow(state)) schedule(state, Math.max(1, state.pausedUntil - state.now()))
      })
  }, ms)
  state.timer.unref?.()
}

/** A channel's write tried at once (outboxSender.ts `sendNow`), unless it must wait its turn or the pause. */
export function sendNow(state: SenderState, writeId: string): Promise<TryOutcome> {
  return exclusive(state, async () => {
    const row = state.store.get(writeId)
    if (!row || (row.state !== 'waiting' && row.state !== 'refused')) return { outcome: 'kept' } as const
    const first = nextRow(state)
    const blocked =
      (row.kind !== 'subject.create' && isLocalSubjectId(row.subject_id)) ||
      (first !== undefined && first.id !== row.id && first.subject_id === row.subject_id)
    if (blocked || state.now() < state.pausedUntil) {
      schedule(state, Math.max(0, state.pausedUntil - state.now()))
      return { outcome: 'kept' } as const
    }
    const outcome = await tryRow(state, row)
    if (nextRow(state)) schedule(state, Math.max(0, state.pausedUntil - state.now()))
    return outcome
  })
}
