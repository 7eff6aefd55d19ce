/** Why a save failed, as the code the page translates, with the folder it was saved to. */
import { describe, expect, it } from 'vitest'
import { toAppError } from '../appFailure'
import { saveFailure } from './saveFailure'

describe('saveFailure', () => {
  it.each([
    ['EACCES', 'save_no_permission'],
    ['EPERM', 'save_no_permission'],
    ['EROFS', 'save_no_permission'],
    ['ENOSPC', 'save_disk_full'],
    ['EDQUOT', 'save_disk_full'],
    ['ENOTDIR', 'save_not_a_folder'],
    ['EISDIR', 'save_not_a_folder'],
    ['ENOENT', 'save_not_a_folder'],
    ['EIO', 'save_failed'],
  ])('%s → %s, with the folder', (errno, code) => {
    const e = Object.assign(new Error(errno), { code: errno })
    expect(toAppError(saveFailure(e, '/home/me/Documents'))).toMatchObject({
      code,
      params: { folder: '/home/me/Documents' },
    })
  })

  it('anything else is save_failed', () => {
    expect(saveFailure(new Error('odd'), '/x').code).toBe('save_failed')
    expect(saveFailure('odd', '/x').code).toBe('save_failed')
  })
})
