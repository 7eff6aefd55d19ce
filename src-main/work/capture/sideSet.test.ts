import { describe, expect, it } from 'vitest'
import type { CaptureSide } from '../../../src-shared/contract'
import { AppFailure } from '../appFailure'
import { checkSideSet } from './sideSet'

function problem(mode: 'front' | 'triplet', sides: CaptureSide[]) {
  try {
    checkSideSet(mode, sides)
    return null
  } catch (e) {
    if (!(e instanceof AppFailure)) throw e
    return { code: e.code, params: e.params, field: e.field }
  }
}

describe('side sets', () => {
  it('takes one front photo in front mode, and front, left, right in any order in triplet mode', () => {
    expect(problem('front', ['front'])).toBeNull()
    expect(problem('triplet', ['left', 'front', 'right'])).toBeNull()
  })

  it('refuses a side twice', () => {
    expect(problem('triplet', ['front', 'left', 'left'])).toEqual({
      code: 'duplicate_side',
      params: { side: 'left' },
      field: 'shots.left',
    })
    expect(problem('front', ['front', 'front'])?.code).toBe('duplicate_side')
  })

  it('refuses more photos than the mode takes, or a side the mode does not take', () => {
    expect(problem('front', ['front', 'left'])).toMatchObject({
      code: 'too_many_photos',
      params: { max: '1' },
    })
    expect(problem('front', ['left'])?.code).toBe('too_many_photos')
  })

  it('names a missing side', () => {
    expect(problem('triplet', ['front', 'right'])).toEqual({
      code: 'missing_side',
      params: { side: 'left' },
      field: 'shots.left',
    })
    expect(problem('triplet', [])?.code).toBe('missing_side')
  })
})
