import { describe, expect, it } from 'vitest'
import { adviceFor } from './errorAdvice'

describe('errorAdvice', () => {
  it('advises a retake for no face, a re-upload only for internal errors', () => {
    expect(adviceFor('No face detected')).toBe('retake')
    expect(adviceFor('Not full face')).toBe('retake')
    expect(adviceFor('Internal error')).toBe('reupload')
    expect(adviceFor('Unsupported image')).toBe('none')
  })
})
