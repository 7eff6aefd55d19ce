/** The new-subject form's own checks, before anything is sent. */
import { describe, expect, it } from 'vitest'
import { checkNewSubject, localToday } from './subjectFormCheck'

describe('new subject form', () => {
  const today = '2025-06-01'

  it('needs a name, and nothing else', () => {
    expect(checkNewSubject({ name: '  ', birthDate: '', sex: '' }, today)).toEqual({
      field: 'name',
      key: 'newSubject.nameRequired',
    })
    expect(checkNewSubject({ name: 'Ada Lovelace', birthDate: '', sex: '' }, today)).toBeNull()
  })

  it('refuses a birth date in the future or not a full date', () => {
    expect(checkNewSubject({ name: 'Ada', birthDate: '2025-06-02', sex: '' }, today)?.key).toBe(
      'newSubject.birthDateFuture',
    )
    expect(checkNewSubject({ name: 'Ada', birthDate: '1980-4-2', sex: '' }, today)?.key).toBe(
      'newSubject.birthDateInvalid',
    )
    expect(checkNewSubject({ name: 'Ada', birthDate: '2025-06-01', sex: 'female' }, today)).toBeNull()
  })

  it('writes today as a calendar date in local time', () => {
    expect(localToday(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09')
  })
})
