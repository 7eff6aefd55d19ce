/**
 * The record system's settings (issue 44: FHIR R4): kept with the account (store/accountDb/clinicalDeliveries.ts,
 * sealed with its database), checked before they are saved. The bearer token and the SMART client key are not part
 * of them: they live in the keychain (secrets/clinicalSecrets.ts).
 */
import { RecordSettings } from '../../../src-shared/contract'
import type { ClinicalStore } from '../../store/accountDb/clinicalDeliveries'
import { AppFailure } from '../appFailure'
import { isAbsoluteUri, isTargetUrl } from './targetUrl'

export const DEFAULT_RECORD_SETTINGS: RecordSettings = {
  enabled: false,
  baseUrl: '',
  patientIdentifierSystem: '',
  auth: 'bearer',
  smartTokenUrl: '',
  smartClientId: '',
  smartScope:
    'system/Patient.rs system/Patient.c system/Media.c system/Observation.c system/DiagnosticReport.c system/DocumentReference.c',
  // Medplum's limit on a transaction of conditional creates; servers without one may take the whole visit (null)
  entriesPerTransaction: 8,
  autoSend: false,
}

/** The settings as saved; the defaults when none were, or what was saved no longer reads. */
export function readRecordSettings(store: Pick<ClinicalStore, 'settings'>): RecordSettings {
  const saved = store.settings('record.settings')
  if (saved === null) return DEFAULT_RECORD_SETTINGS
  try {
    const parsed = RecordSettings.safeParse(JSON.parse(saved))
    return parsed.success ? parsed.data : DEFAULT_RECORD_SETTINGS
  } catch {
    return DEFAULT_RECORD_SETTINGS
  }
}

const invalid = (field: string) => new AppFailure('clinical_setting_invalid', {}, field)

/**
 * The settings trimmed and checked; throws clinical_setting_invalid with the first field in question. An empty
 * address or system is allowed while switched off (the form may be saved half filled); a given one must be right.
 */
export function checkedRecordSettings(settings: RecordSettings): RecordSettings {
  const next: RecordSettings = {
    ...settings,
    baseUrl: settings.baseUrl.trim(),
    patientIdentifierSystem: settings.patientIdentifierSystem.trim(),
    smartTokenUrl: settings.smartTokenUrl.trim(),
    smartClientId: settings.smartClientId.trim(),
    smartScope: settings.smartScope.trim().replace(/\s+/g, ' '),
  }
  const needed = (value: string) => next.enabled || value !== ''
  if (needed(next.baseUrl) && !isTargetUrl(next.baseUrl)) throw invalid('baseUrl')
  if (needed(next.patientIdentifierSystem) && !isAbsoluteUri(next.patientIdentifierSystem))
    throw invalid('patientIdentifierSystem')
  if (next.auth === 'smart') {
    if (needed(next.smartTokenUrl) && !isTargetUrl(next.smartTokenUrl)) throw invalid('smartTokenUrl')
    if (next.enabled && next.smartClientId === '') throw invalid('smartClientId')
  }
  return next
}
