import { describe, expect, it } from 'vitest'
import { sheetNames } from './sheetNames'

describe('the names a sheet is printed with', () => {
  it('are the screens’ own texts in the sheet’s language', () => {
    const german = sheetNames('de-AT')
    expect(german.metrics.redness_score).toBe('Rötung')
    expect(german.categories.very_light).toBe('Sehr hell')
    expect(sheetNames('en').metrics.redness_score).toBe('Redness')
  })

  it('are none for a language the screens have no texts in', () => {
    expect(sheetNames('ja')).toEqual({ metrics: {}, categories: {} })
  })
})
