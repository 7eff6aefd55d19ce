/**
 * The image archive's settings (issue 44: DICOMweb): kept with the account (store/accountDb/clinicalDeliveries.ts,
 * sealed with its database), checked before they are saved. The password or token is not part of them: it lives
 * in the keychain (secrets/clinicalSecrets.ts).
 */
import { ArchiveSettings } from '../../../src-shared/contract'
import type { ClinicalStore } from '../../store/accountDb/clinicalDeliveries'
import { AppFailure } from '../appFailure'
import { isTargetUrl } from './targetUrl'

export const DEFAULT_ARCHIVE_SETTINGS: ArchiveSettings = {
  enabled: false,
  baseUrl: '',
  auth: 'basic',
  username: '',
  autoArchive: false,
}

/** The settings as saved; the defaults when none were, or what was saved no longer reads. */
export function readArchiveSettings(store: Pick<ClinicalStore, 'settings'>): ArchiveSettings {
  const saved = store.settings('archive.settings')
  if (saved === null) return DEFAULT_ARCHIVE_SETTINGS
  try {
    const parsed = ArchiveSettings.safeParse(JSON.parse(saved))
    return parsed.success ? parsed.data : DEFAULT_ARCHIVE_SETTINGS
  } catch {
    return DEFAULT_ARCHIVE_SETTINGS
  }
}

/** The settings trimmed and checked; throws clinical_setting_invalid with the field in question. */
export function checkedArchiveSettings(settings: ArchiveSettings): ArchiveSettings {
  const next: ArchiveSettings = {
    ...settings,
    baseUrl: settings.baseUrl.trim(),
    username: settings.username.trim(),
  }
  if ((next.enabled || next.baseUrl !== '') && !isTargetUrl(next.baseUrl))
    throw new AppFailure('clinical_setting_invalid', {}, 'baseUrl')
  // a user name with a colon cannot be sent in Basic authentication
  if (next.auth === 'basic' && ((next.enabled && next.username === '') || next.username.includes(':')))
    throw new AppFailure('clinical_setting_invalid', {}, 'username')
  return next
}
