/**
 * The capture and queue texts name every check, hint, warning and state. (Both languages having the same keys,
 * placeholders and real German sentences is checked for every folder by locales.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { checkNames, type CheckReason } from '../../src-renderer/parts/faces/guidance/checks'
import { QueueState } from '../../src-shared/contract'
import { flatten, language } from '../support/localeTree'

const english = flatten(language('en'))

const reasons: CheckReason[] = [
  'noFace',
  'manyFaces',
  'closer',
  'back',
  'centre',
  'lookStraight',
  'turnLeft',
  'turnRight',
  'turnLess',
  'upright',
  'blurred',
  'dark',
  'bright',
  'clipped',
  'lowResolution',
]

describe('capture texts', () => {
  it('name every check, hint and warning, and every queue state', () => {
    for (const name of checkNames) expect(english.get(`guidance.check.${name}`), name).toBeTruthy()
    for (const reason of [...reasons, 'ready'])
      expect(english.get(`guidance.hint.${reason}`), reason).toBeTruthy()
    for (const reason of reasons) expect(english.get(`photos.warning.${reason}`), reason).toBeTruthy()
    for (const state of QueueState.options) expect(english.get(`queue.state.${state}`), state).toBeTruthy()
  })

  it('keep the plain hints the guidance promises', () => {
    expect(english.get('guidance.hint.noFace')).toBe('No face found')
    expect(english.get('guidance.hint.closer')).toBe('Move closer')
    expect(english.get('guidance.hint.centre')).toBe('Move to the centre')
    expect(english.get('guidance.hint.lookStraight')).toBe('Look straight at the camera')
    expect(english.get('guidance.hint.blurred')).toBe('Hold still')
    expect(english.get('guidance.hint.dark')).toBe('More light')
    expect(english.get('guidance.hint.lowResolution')).toMatch(/^Below 1024 px/)
    expect(english.get('guidance.hint.tooLowResolution')).toMatch(/^Camera resolution too low/)
    expect(english.get('photos.tooMany_other')).toMatch(/^At most three photos: front, left and right\./)
    expect(english.get('capture.tripletUnavailable')).toMatch(/private beta/)
  })
})
