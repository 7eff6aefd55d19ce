/**
 * Where a delivery goes and as whom (issue 44): the record system's base and an access token (the bearer token
 * from the keychain, or one from SMART Backend Services signed with the client key in the keychain), the image
 * archive's DICOMweb root and its credentials. Throws record_off / archive_off when a target is switched off, and
 * clinical_secret_missing when its secret is not saved.
 */
import type { ArchiveSettings, RecordSettings } from '../../../src-shared/contract'
import type { ClinicalSecrets } from '../../secrets/clinicalSecrets'
import type { DicomWebTarget } from '../archive/dicomWeb'
import { AppFailure } from '../appFailure'
import type { RecordServer } from '../record/sendBundle'
import type { SmartTools } from './smartTools'

export interface TargetDeps {
  secrets: Pick<ClinicalSecrets, 'get'>
  smart: Pick<SmartTools, 'tokens'>
  fetch: typeof fetch
}

export async function recordServerOf(settings: RecordSettings, deps: TargetDeps): Promise<RecordServer> {
  if (!settings.enabled || settings.baseUrl === '') throw new AppFailure('record_off')
  if (settings.auth === 'bearer') {
    const token = await deps.secrets.get('record-token')
    if (!token) throw new AppFailure('clinical_secret_missing', {}, 'token')
    return { baseUrl: settings.baseUrl, token }
  }
  const privateJwk = await deps.secrets.get('record-smart-key')
  if (!privateJwk) throw new AppFailure('clinical_secret_missing', {}, 'smartKey')
  const token = await deps.smart.tokens.token({
    tokenUrl: settings.smartTokenUrl,
    clientId: settings.smartClientId,
    scope: settings.smartScope,
    privateJwk,
  })
  return { baseUrl: settings.baseUrl, token }
}

export async function archiveTargetOf(settings: ArchiveSettings, deps: TargetDeps): Promise<DicomWebTarget> {
  if (!settings.enabled || settings.baseUrl === '') throw new AppFailure('archive_off')
  const base = { baseUrl: settings.baseUrl, fetchImpl: deps.fetch }
  if (settings.auth === 'none') return { ...base, auth: { kind: 'none' } }
  const secret = await deps.secrets.get('archive-secret')
  if (!secret) throw new AppFailure('clinical_secret_missing', {}, 'secret')
  return settings.auth === 'basic'
    ? { ...base, auth: { kind: 'basic', username: settings.username, password: secret } }
    : { ...base, auth: { kind: 'bearer', token: secret } }
}
