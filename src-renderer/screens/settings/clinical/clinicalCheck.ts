/**
 * What the record system's and the image archive's settings forms check before they ask main (main checks the same
 * and names the field: clinical_setting_invalid): an https address (http only to this computer) once a target is
 * on, the MRN system URI, SMART's token endpoint and client id, basic authentication's user name, and the entries
 * per transaction (empty: the whole visit in one Bundle). Each problem is a key of `clinicalSettings.invalid`.
 */
import type { ArchiveSettings, RecordSettings } from '../../../../src-shared/contract'

export type ClinicalField =
  | 'baseUrl'
  | 'patientIdentifierSystem'
  | 'smartTokenUrl'
  | 'smartClientId'
  | 'entriesPerTransaction'
  | 'username'
  | 'token'
  | 'secret'
  | 'smartKey'
export type ClinicalProblemKey =
  | 'urlEmpty'
  | 'url'
  | 'systemEmpty'
  | 'system'
  | 'clientIdEmpty'
  | 'entries'
  | 'usernameEmpty'
  | 'usernameColon'
export type ClinicalErrors = Partial<Record<ClinicalField, ClinicalProblemKey>>
export type Checked<S> = { ok: true; settings: S } | { ok: false; errors: ClinicalErrors }

const localHosts = ['localhost', '127.0.0.1', '[::1]']

/** An address main will take (work/clinical/targetUrl.ts): https anywhere, http only to this computer; no user. */
export function usableUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return false
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && localHosts.includes(url.hostname)
}

/** A system URI main will take: absolute (`https://…`, `urn:oid:…`). */
const absoluteUri = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/

function urlProblem(text: string, needed: boolean): ClinicalProblemKey | null {
  if (text === '') return needed ? 'urlEmpty' : null
  return usableUrl(text) ? null : 'url'
}

/** The record form's entries field as typed: '' is the whole visit in one Bundle. */
export function entriesOf(typed: string): number | null | undefined {
  const text = typed.trim()
  if (text === '') return null
  const n = Number(text)
  return /^\d+$/.test(text) && n >= 1 && n <= 10_000 ? n : undefined
}

export function checkRecord(typed: RecordSettings, entries: string): Checked<RecordSettings> {
  const errors: ClinicalErrors = {}
  const settings: RecordSettings = {
    enabled: typed.enabled,
    auth: typed.auth,
    autoSend: typed.autoSend,
    baseUrl: typed.baseUrl.trim(),
    patientIdentifierSystem: typed.patientIdentifierSystem.trim(),
    smartTokenUrl: typed.smartTokenUrl.trim(),
    smartClientId: typed.smartClientId.trim(),
    smartScope: typed.smartScope.trim().replace(/\s+/g, ' '),
    entriesPerTransaction: null,
  }
  const url = urlProblem(settings.baseUrl, settings.enabled)
  if (url) errors.baseUrl = url
  const system = settings.patientIdentifierSystem
  if (system === '') {
    if (settings.enabled) errors.patientIdentifierSystem = 'systemEmpty'
  } else if (!absoluteUri.test(system)) errors.patientIdentifierSystem = 'system'
  if (settings.auth === 'smart') {
    const tokenUrl = urlProblem(settings.smartTokenUrl, settings.enabled)
    if (tokenUrl) errors.smartTokenUrl = tokenUrl
    if (settings.enabled && settings.smartClientId === '') errors.smartClientId = 'clientIdEmpty'
  }
  const count = entriesOf(entries)
  if (count === undefined) errors.entriesPerTransaction = 'entries'
  else settings.entriesPerTransaction = count
  return Object.keys(errors).length === 0 ? { ok: true, settings } : { ok: false, errors }
}

export function checkArchive(typed: ArchiveSettings): Checked<ArchiveSettings> {
  const errors: ClinicalErrors = {}
  const settings: ArchiveSettings = {
    enabled: typed.enabled,
    auth: typed.auth,
    autoArchive: typed.autoArchive,
    baseUrl: typed.baseUrl.trim(),
    username: typed.username.trim(),
  }
  const url = urlProblem(settings.baseUrl, settings.enabled)
  if (url) errors.baseUrl = url
  if (settings.auth === 'basic') {
    if (settings.enabled && settings.username === '') errors.username = 'usernameEmpty'
    // Basic authentication joins user and password with a colon
    else if (settings.username.includes(':')) errors.username = 'usernameColon'
  }
  return Object.keys(errors).length === 0 ? { ok: true, settings } : { ok: false, errors }
}
