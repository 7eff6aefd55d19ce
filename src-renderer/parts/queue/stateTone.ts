/** The colour of a capture's state badge in the queue: under way, done, failed, waiting or partly, or plain. */
import type { QueueState } from '../../../src-shared/contract'
import type { BadgeTone } from '../../ui'

export type BadgeState = QueueState | 'retrying' | 'partly' | 'analysisFailed'

const tones: Record<BadgeState, BadgeTone> = {
  queued: 'neutral',
  cancelled: 'neutral',
  uploading: 'accent',
  processing: 'accent',
  done: 'ok',
  failed: 'danger',
  analysisFailed: 'danger',
  waiting_offline: 'warning',
  partly: 'warning',
  retrying: 'warning',
}

export function stateTone(state: BadgeState): BadgeTone {
  return tones[state]
}
