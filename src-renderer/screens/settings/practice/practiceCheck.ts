/**
 * What the practice software's settings form checks before it asks main (main checks the same and says which
 * field): a folder and a dataset once the exchange is on, short names of 1–4 letters or digits, a file name with no
 * folder in it. Each problem is a key of `practiceSettings.invalid`, shown beside its field.
 */
import type { PracticeSettings } from '../../../../src-shared/contract'
import { PRACTICE_SHORT_NAME } from '../../../../src-shared/contractPractice'

export type PracticeField = 'folder' | 'pvsName' | 'ownName' | 'fileName' | 'datasetId'
export type PracticeProblemKey =
  'folderEmpty' | 'shortName' | 'fileNameEmpty' | 'fileNamePath' | 'datasetNone'
export type PracticeErrors = Partial<Record<PracticeField, PracticeProblemKey>>

/** The settings as saved (trimmed), or the problems, by field. */
export function checkPractice(
  typed: PracticeSettings,
): { ok: true; settings: PracticeSettings } | { ok: false; errors: PracticeErrors } {
  const settings = {
    ...typed,
    folder: typed.folder.trim(),
    pvsName: typed.pvsName.trim(),
    ownName: typed.ownName.trim(),
    fileName: typed.fileName.trim(),
  }
  const errors: PracticeErrors = {}
  if (settings.enabled && settings.folder === '') errors.folder = 'folderEmpty'
  for (const field of ['pvsName', 'ownName'] as const) {
    const value = settings[field]
    if ((settings.enabled || value !== '') && !PRACTICE_SHORT_NAME.test(value)) errors[field] = 'shortName'
  }
  if (settings.fileName === '') errors.fileName = 'fileNameEmpty'
  else if (/[\\/:]|^\.\.?$/.test(settings.fileName)) errors.fileName = 'fileNamePath'
  if (settings.enabled && settings.datasetId === null) errors.datasetId = 'datasetNone'
  return Object.keys(errors).length === 0 ? { ok: true, settings } : { ok: false, errors }
}
