/** What an outbox write shows: its badge colour, whether it can be retried or cancelled, what still waits. Pure. */
import type { OutboxItem, OutboxState } from '../../../src-shared/contract'
import type { BadgeTone } from '../../ui'

const tones: Record<OutboxState, BadgeTone> = {
  waiting: 'warning',
  sending: 'accent',
  refused: 'danger',
  sent: 'ok',
  dropped: 'neutral',
  conflict: 'warning',
}

export const outboxTone = (state: OutboxState): BadgeTone => tones[state]

/** Still to reach the service (waiting, being sent, refused and to be fixed, or a consent conflict to resolve). */
export const isUnsent = (item: OutboxItem): boolean =>
  item.state === 'waiting' ||
  item.state === 'sending' ||
  item.state === 'refused' ||
  item.state === 'conflict'

export const canRetryWrite = (item: OutboxItem): boolean =>
  item.state === 'waiting' || item.state === 'refused'

/** Cancel drops a write not being sent; on a sent or dropped one (shown for its notice) it dismisses the notice. */
export const canCancelWrite = (item: OutboxItem): boolean => item.state !== 'sending'

/** The form field a refusal points at, as the outbox names it (the service's attribute), or `other`. */
export function refusedField(
  field: string | null,
): 'name' | 'birth_date' | 'biological_sex' | 'meta' | 'other' {
  return field === 'name' || field === 'birth_date' || field === 'biological_sex' || field === 'meta'
    ? field
    : 'other'
}
