/** The capture, subject and queue texts: complete in both languages and clear of the main locale files' keys. */
import { describe, expect, it } from 'vitest'
import deCapture from '../../src-renderer/i18n/de.capture.json'
import de from '../../src-renderer/i18n/de.json'
import enCapture from '../../src-renderer/i18n/en.capture.json'
import en from '../../src-renderer/i18n/en.json'
import { checkNames, type CheckReason } from '../../src-renderer/capture/guidance/checks'
import { QueueState } from '../../src-shared/contract'
import { flatten, placeholders } from './localeTree'

const english = flatten(enCapture)
const german = flatten(deCapture)

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

describe('capture locale files', () => {
  it('have the same keys and placeholders in English and German', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of english)
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('own their top-level keys: nothing of en.json / de.json is overwritten when they are merged', () => {
    for (const key of Object.keys(enCapture)) {
      expect(Object.keys(en), key).not.toContain(key)
      expect(Object.keys(de), key).not.toContain(key)
    }
  })

  it('have no empty text and a real German sentence for every English one', () => {
    for (const [key, text] of german) {
      expect(text.trim(), key).not.toBe('')
      const words = (english.get(key) ?? '').replace(/\{\{\w+\}\}/g, '')
      if (/[a-z]+ [a-z]+/i.test(words)) expect(text, key).not.toBe(english.get(key))
    }
  })

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
