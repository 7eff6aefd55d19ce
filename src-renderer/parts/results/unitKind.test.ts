import { describe, expect, it } from 'vitest'
import { unitKindOf } from './unitKind'

describe('unitKindOf', () => {
  it('knows scores, per mille, per cm² and counts', () => {
    expect(unitKindOf({ widget_type: 'bad_good_line', units: null, value: 71 })).toBe('score')
    expect(unitKindOf({ widget_type: 'number', units: 'per mille', value: 1.4 })).toBe('perMille')
    expect(unitKindOf({ widget_type: 'number', units: 'per cm²', value: 3.2 })).toBe('perCm2')
    expect(unitKindOf({ widget_type: 'number', units: null, value: 10 })).toBe('count')
    expect(unitKindOf({ widget_type: 'category', units: null, value: 'mild' })).toBeNull()
    expect(unitKindOf({ widget_type: 'number', units: 'lux', value: 3 })).toBeNull()
  })
})
