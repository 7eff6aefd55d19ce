import { describe, expect, it } from 'vitest'
import { alignmentCss } from './alignment'

describe('the alignment as CSS', () => {
  it('writes the move as a CSS transform in percent of the layer', () => {
    expect(alignmentCss({ dx: 0.1, dy: -0.05, rotation: 0.2, scale: 1.5 })).toBe(
      'translate(10.0000%, -5.0000%) rotate(0.200000rad) scale(1.500000)',
    )
  })
})
