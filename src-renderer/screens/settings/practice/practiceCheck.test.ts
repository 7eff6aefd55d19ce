import { describe, expect, it } from 'vitest'
import type { PracticeSettings } from '../../../../src-shared/contract'
import { checkPractice } from './practiceCheck'

const on: PracticeSettings = {
  enabled: true,
  folder: ' /srv/gdt ',
  pvsName: 'PVS1',
  ownName: 'SKIN',
  version: '2.10',
  charset: 'cp437',
  fileName: '{receiver}{sender}.gdt',
  datasetId: 'dataset-1',
}

describe('the practice settings as typed', () => {
  it('pass trimmed when complete', () => {
    expect(checkPractice(on)).toEqual({ ok: true, settings: { ...on, folder: '/srv/gdt' } })
  })

  it('need a folder and a dataset once the exchange is on, not while it is off', () => {
    const bare = { ...on, folder: '  ', datasetId: null }
    expect(checkPractice(bare)).toEqual({
      ok: false,
      errors: { folder: 'folderEmpty', datasetId: 'datasetNone' },
    })
    expect(checkPractice({ ...bare, enabled: false }).ok).toBe(true)
  })

  it.each(['', 'PVS12', 'PV S', 'MÜL', 'a-b'])('refuse the short name %j', (name) => {
    expect(checkPractice({ ...on, pvsName: name, ownName: name })).toEqual({
      ok: false,
      errors: { pvsName: 'shortName', ownName: 'shortName' },
    })
  })

  it('check the short names while off too (main keeps them, and refuses the same)', () => {
    expect(checkPractice({ ...on, enabled: false, ownName: 'TOOLONG' })).toEqual({
      ok: false,
      errors: { ownName: 'shortName' },
    })
  })

  it.each([
    ['', 'fileNameEmpty'],
    ['../x.gdt', 'fileNamePath'],
    ['C:x.gdt', 'fileNamePath'],
    ['sub\\x.gdt', 'fileNamePath'],
    ['..', 'fileNameGdt'],
    ['.gdt', 'fileNameGdt'],
    ['results.txt', 'fileNameGdt'],
    ['PVS?.gdt', 'fileNameGdt'],
  ])('refuse the file name %j (%s)', (fileName, problem) => {
    expect(checkPractice({ ...on, fileName })).toEqual({ ok: false, errors: { fileName: problem } })
  })
})
