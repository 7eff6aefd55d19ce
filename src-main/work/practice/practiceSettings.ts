/**
 * The exchange settings of the practice software (issue 43): kept with the account (practiceRequests.ts, sealed
 * with its database), checked before they are saved: short names of 1–4 letters or digits, a results file name
 * that is a plain `.gdt` name, and, while enabled, a folder that exists.
 */
import { stat } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import { PracticeSettings } from '../../../src-shared/contract'
import { PRACTICE_FILE_NAME_DEFAULT, PRACTICE_SHORT_NAME_MAX } from '../../../src-shared/contractValues'
import type { PracticeStore } from '../../store/accountDb/practiceRequests'
import { AppFailure } from '../appFailure'

export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = {
  enabled: false,
  folder: '',
  pvsName: 'PVS',
  ownName: 'SKIN',
  version: '2.10',
  charset: 'iso8859-1',
  fileName: PRACTICE_FILE_NAME_DEFAULT,
  datasetId: null,
}

const shortName = new RegExp(`^[A-Za-z0-9]{1,${PRACTICE_SHORT_NAME_MAX}}$`)

/** The results file's name with the short names put in (`{receiver}` the PVS, `{sender}` this workstation). */
export const resultsFileName = (settings: PracticeSettings): string =>
  settings.fileName.replaceAll('{receiver}', settings.pvsName).replaceAll('{sender}', settings.ownName)

/** The settings as saved; the defaults when none were, or what was saved no longer reads. */
export function readPracticeSettings(store: PracticeStore): PracticeSettings {
  const saved = store.settings()
  if (saved === null) return DEFAULT_PRACTICE_SETTINGS
  try {
    const parsed = PracticeSettings.safeParse(JSON.parse(saved))
    return parsed.success ? parsed.data : DEFAULT_PRACTICE_SETTINGS
  } catch {
    return DEFAULT_PRACTICE_SETTINGS
  }
}

/** Throws practice_folder_missing unless `folder` is an absolute path to a folder that exists. */
export async function checkFolder(folder: string): Promise<void> {
  const fail = new AppFailure('practice_folder_missing', {}, 'folder')
  if (folder.trim() === '' || !isAbsolute(folder)) throw fail
  const found = await stat(folder).catch(() => null)
  if (!found?.isDirectory()) throw fail
}

/** The settings checked and trimmed; throws the first problem, with its field. */
export async function checkedPracticeSettings(settings: PracticeSettings): Promise<PracticeSettings> {
  const next = { ...settings, folder: settings.folder.trim(), fileName: settings.fileName.trim() }
  for (const field of ['pvsName', 'ownName'] as const)
    if (!shortName.test(next[field])) throw new AppFailure('practice_name_invalid', {}, field)
  const name = resultsFileName(next)
  if (!/^[^/\\:*?"<>|]+\.gdt$/i.test(name) || name.startsWith('.'))
    throw new AppFailure('practice_file_name_invalid', {}, 'fileName')
  if (next.enabled) await checkFolder(next.folder)
  return next
}
