import { describe, expect, it } from 'vitest'
import { checkedArchiveSettings, DEFAULT_ARCHIVE_SETTINGS } from './archiveSettings'
import { checkedRecordSettings, DEFAULT_RECORD_SETTINGS } from './recordSettings'
import { isAbsoluteUri, isTargetUrl } from './targetUrl'

const fieldOf = (work: () => unknown) => {
  try {
    work()
    return null
  } catch (e) {
    return [(e as { code: string }).code, (e as { field: string }).field]
  }
}

describe('the clinical targets’ addresses and settings', () => {
  it('takes https anywhere and plain http only to this computer', () => {
    expect(isTargetUrl('https://ehr.example/fhir/R4')).toBe(true)
    expect(isTargetUrl('http://127.0.0.1:8042/dicom-web')).toBe(true)
    expect(isTargetUrl('http://localhost/fhir')).toBe(true)
    expect(isTargetUrl('http://[::1]:9000/fhir')).toBe(true)
    expect(isTargetUrl('http://ehr.example/fhir')).toBe(false)
    expect(isTargetUrl('http://10.0.0.5/fhir')).toBe(false)
    expect(isTargetUrl('https://user:secret@ehr.example/fhir')).toBe(false)
    expect(isTargetUrl('ftp://pacs.example/')).toBe(false)
    expect(isTargetUrl('ehr.example/fhir')).toBe(false)
  })

  it('takes an MRN system that is an absolute URI', () => {
    expect(isAbsoluteUri('urn:oid:1.2.276.0.76.4.8')).toBe(true)
    expect(isAbsoluteUri('https://clinic.example/mrn')).toBe(true)
    expect(isAbsoluteUri('MRN')).toBe(false)
    expect(isAbsoluteUri('urn:has space')).toBe(false)
  })

  it('says which field of the record system’s settings is wrong, and lets them be saved half filled while off', () => {
    const on = {
      ...DEFAULT_RECORD_SETTINGS,
      enabled: true,
      baseUrl: ' https://ehr.example/fhir/R4 ',
      patientIdentifierSystem: 'urn:oid:1.2.3',
    }
    expect(checkedRecordSettings(on).baseUrl).toBe('https://ehr.example/fhir/R4')
    expect(fieldOf(() => checkedRecordSettings({ ...on, baseUrl: '' }))).toEqual([
      'clinical_setting_invalid',
      'baseUrl',
    ])
    expect(fieldOf(() => checkedRecordSettings({ ...on, patientIdentifierSystem: 'MRN' }))).toEqual([
      'clinical_setting_invalid',
      'patientIdentifierSystem',
    ])
    const smart = { ...on, auth: 'smart' as const, smartTokenUrl: 'https://ehr.example/token' }
    expect(fieldOf(() => checkedRecordSettings(smart))).toEqual(['clinical_setting_invalid', 'smartClientId'])
    expect(fieldOf(() => checkedRecordSettings({ ...smart, smartTokenUrl: 'http://ehr.example/t' }))).toEqual(
      ['clinical_setting_invalid', 'smartTokenUrl'],
    )
    expect(fieldOf(() => checkedRecordSettings({ ...DEFAULT_RECORD_SETTINGS }))).toBeNull()
  })

  it('says which field of the archive’s settings is wrong', () => {
    const on = { ...DEFAULT_ARCHIVE_SETTINGS, enabled: true, baseUrl: 'https://pacs.example/dicom-web' }
    expect(fieldOf(() => checkedArchiveSettings(on))).toEqual(['clinical_setting_invalid', 'username'])
    expect(fieldOf(() => checkedArchiveSettings({ ...on, username: 'a:b' }))).toEqual([
      'clinical_setting_invalid',
      'username',
    ])
    expect(fieldOf(() => checkedArchiveSettings({ ...on, auth: 'bearer' }))).toBeNull()
    expect(
      fieldOf(() => checkedArchiveSettings({ ...on, auth: 'none', baseUrl: 'http://pacs.example' })),
    ).toEqual(['clinical_setting_invalid', 'baseUrl'])
  })
})
