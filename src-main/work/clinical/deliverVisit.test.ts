import { describe, expect, it } from 'vitest'
import { dicomNameOf } from './deliverVisit'

describe("the archive's patient name", () => {
  it('reads "Family, Given" as the practice software names its patients', () => {
    expect(dicomNameOf('Müller, Jürgen')).toEqual({ familyName: 'Müller', givenName: 'Jürgen' })
    expect(dicomNameOf('van der Berg,  Anna Maria ')).toEqual({
      familyName: 'van der Berg',
      givenName: 'Anna Maria',
    })
  })

  it('takes the last word as the family name without a comma', () => {
    expect(dicomNameOf('Anna Maria Berg')).toEqual({ familyName: 'Berg', givenName: 'Anna Maria' })
    expect(dicomNameOf('Cher')).toEqual({ familyName: 'Cher', givenName: '' })
  })

  it('never lets a caret split the name into more components', () => {
    expect(dicomNameOf('Berg^Anna, X')).toEqual({ familyName: 'Berg Anna', givenName: 'X' })
  })
})
