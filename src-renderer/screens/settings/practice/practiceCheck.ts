/**
 * What the practice software's settings form checks before it asks main (main checks the same and says which
 * field): a folder and a dataset once the exchange is on, short names of 1–4 letters or digits, a results file name
 * with no folder in it, ending in .gdt (as main's work/practice/practiceSettings.ts). Each problem is a key of
 * `practiceSettings.invalid`, shown beside its field.
 */
import type { PracticeSettings } from '../../../../src-shared/contract'
import { PRACTICE_SHORT_NAME_MAX } from '../../../../src-shared/contractValues'

const shortName = new RegExp(`^[A-Za-z0-9]{1,${PRACTICE_SHORT_NAME_MAX}}$`)

export type PracticeField = 'folder' | 'pvsName' | 'ownName' | 'fileName' | 'datasetId'
export type PracticeProblemKey =
  'folderEmpty' | 'shortName' | 'fileNameEmpty' | 'fileNamePath' | 'fileNameGdt' | 'datasetNone'
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
  for (const field of ['pvsName', 'ownName'] as const)
    if (!shortName.test(settings[field])) errors[field] = 'shortName'
  if (settings.fileName === '') errors.fileName = 'fileNameEmpty'
  else if (/[\\/:]/.test(settings.fileName)) errors.fileName = 'fileNamePath'
  else if (!/^[^*?"<>|.][^*?"<>|]*\.gdt$/i.test(settings.fileName)) errors.fileName = 'fileNameGdt'
  if (settings.enabled && settings.datasetId === null) errors.datasetId = 'datasetNone'
  return Object.keys(errors).length === 0 ? { ok: true, settings } : { ok: false, errors }
}
