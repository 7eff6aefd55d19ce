/**
 * The clinical settings forms' own checks (clinicalCheck.ts), which keep to main's (work/clinical/targetUrl.ts,
 * recordSettings.ts, archiveSettings.ts): https anywhere, http only to this computer, no user or fragment in an
 * address; an absolute system URI; SMART's endpoint and client id only when SMART is chosen; entries 1–10000 or empty.
 */
import { describe, expect, it } from 'vitest'
import type { ArchiveSettings, RecordSettings } from '../../../../src-shared/contract'
import { checkArchive, checkRecord, entriesOf, usableUrl } from './clinicalCheck'

const record: RecordSettings = {
  enabled: true,
  baseUrl: 'https://ehr.example/fhir/R4',
  patientIdentifierSystem: 'urn:oid:1.2.3',
  auth: 'bearer',
  smartTokenUrl: '',
  smartClientId: '',
  smartScope: ' system/Patient.rs   system/*.c ',
  entriesPerTransaction: null,
  autoSend: false,
}
const archive: ArchiveSettings = {
  enabled: true,
  baseUrl: 'https://pacs.example/dicom-web',
  auth: 'none',
  username: '',
  autoArchive: false,
}

describe('the clinical settings checks', () => {
  it.each([
    ['https://ehr.example/fhir', true],
    ['http://localhost:8080/fhir', true],
    ['http://127.0.0.1:8080/fhir', true],
    ['http://[::1]:8080/fhir', true],
    ['http://ehr.example/fhir', false],
    ['https://user:pw@ehr.example/fhir', false],
    ['https://ehr.example/fhir#part', false],
    ['ftp://ehr.example/fhir', false],
    ['ehr.example/fhir', false],
  ])('takes %s as an address: %s', (text, usable) => {
    expect(usableUrl(text)).toBe(usable)
  })

  it('trims what it keeps, collapses the scopes, and reads the entries', () => {
    expect(checkRecord({ ...record, baseUrl: ' https://ehr.example/fhir/R4 ' }, ' 8 ')).toEqual({
      ok: true,
      settings: { ...record, smartScope: 'system/Patient.rs system/*.c', entriesPerTransaction: 8 },
    })
    expect(entriesOf('')).toBeNull()
    expect(entriesOf('0')).toBeUndefined()
    expect(entriesOf('10001')).toBeUndefined()
    expect(entriesOf('2.5')).toBeUndefined()
  })

  it('says which record field is wrong', () => {
    expect(
      checkRecord(
        { ...record, baseUrl: 'http://ehr.example', patientIdentifierSystem: 'mrn', auth: 'smart' },
        'x',
      ),
    ).toEqual({
      ok: false,
      errors: {
        baseUrl: 'url',
        patientIdentifierSystem: 'system',
        smartTokenUrl: 'urlEmpty',
        smartClientId: 'clientIdEmpty',
        entriesPerTransaction: 'entries',
      },
    })
  })

  it('lets a switched-off target be saved half filled, but not with a wrong address', () => {
    const off = { ...record, enabled: false, baseUrl: '', patientIdentifierSystem: '' }
    expect(checkRecord(off, '').ok).toBe(true)
    expect(checkRecord({ ...off, baseUrl: 'http://ehr.example' }, '')).toEqual({
      ok: false,
      errors: { baseUrl: 'url' },
    })
    // SMART's fields are not asked for while the token is a bearer one
    expect(checkRecord({ ...record, smartTokenUrl: 'nonsense' }, '').ok).toBe(true)
  })

  it('asks basic authentication for a user name', () => {
    expect(checkArchive({ ...archive, auth: 'basic' })).toEqual({
      ok: false,
      errors: { username: 'usernameEmpty' },
    })
    expect(checkArchive({ ...archive, auth: 'basic', username: 'dr:who' })).toEqual({
      ok: false,
      errors: { username: 'usernameColon' },
    })
    expect(checkArchive({ ...archive, baseUrl: '' })).toEqual({ ok: false, errors: { baseUrl: 'urlEmpty' } })
    expect(checkArchive({ ...archive, auth: 'basic', username: ' pacs ' })).toEqual({
      ok: true,
      settings: { ...archive, auth: 'basic', username: 'pacs' },
    })
  })
})
