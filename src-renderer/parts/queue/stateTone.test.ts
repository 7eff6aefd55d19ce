import { describe, expect, it } from 'vitest'
import { stateTone } from './stateTone'

describe('the tone of a queue state', () => {
  it('shows work under way, done, failed, waiting and the rest apart', () => {
    expect(stateTone('uploading')).toBe('accent')
    expect(stateTone('processing')).toBe('accent')
    expect(stateTone('done')).toBe('ok')
    expect(stateTone('failed')).toBe('danger')
    expect(stateTone('analysisFailed')).toBe('danger')
    expect(stateTone('waiting_offline')).toBe('warning')
    expect(stateTone('partly')).toBe('warning')
    expect(stateTone('retrying')).toBe('warning')
    expect(stateTone('queued')).toBe('neutral')
    expect(stateTone('cancelled')).toBe('neutral')
  })
})
