import { describe, expect, it } from 'vitest'
import { QueueState } from '../../../src-shared/contract'
import { isActive, nextState, queueEvents, type QueueEvent } from './states'

const events = Object.keys(queueEvents) as QueueEvent[]

describe('queue state machine', () => {
  it('walks the happy path queued → uploading → processing → done', () => {
    let state: QueueState = 'queued'
    for (const event of ['upload', 'uploaded', 'results_ready'] as const) {
      const next = nextState(state, event)
      expect(next, event).not.toBeNull()
      state = next ?? state
    }
    expect(state).toBe('done')
  })

  it('goes offline from any active state and comes back to uploading or processing', () => {
    for (const state of ['queued', 'uploading', 'processing'] as const) {
      expect(nextState(state, 'offline')).toBe('waiting_offline')
    }
    expect(nextState('waiting_offline', 'upload')).toBe('uploading')
    expect(nextState('waiting_offline', 'uploaded')).toBe('processing')
  })

  it('lets nothing move a finished capture except a retry of a failed or cancelled one', () => {
    for (const event of events) expect(nextState('done', event), event).toBeNull()
    for (const state of ['failed', 'cancelled'] as const) {
      const allowed = events.filter((event) => nextState(state, event) !== null)
      expect(allowed).toEqual(['retry'])
      expect(nextState(state, 'retry')).toBe('queued')
    }
  })

  it('cancels and fails only active captures', () => {
    for (const state of QueueState.options) {
      expect(nextState(state, 'cancel') !== null, state).toBe(isActive(state))
      expect(nextState(state, 'fail') !== null, state).toBe(isActive(state))
    }
  })

  it('reports results only while processing, and never retries an active capture', () => {
    expect(QueueState.options.filter((state) => nextState(state, 'results_ready') !== null)).toEqual([
      'processing',
    ])
    for (const state of QueueState.options.filter(isActive)) expect(nextState(state, 'retry')).toBeNull()
  })
})
