/**
 * Saves a text file the user asked for (diagnostics, the audit trail's CSV) where the SavePlace says: the system
 * Save dialog, or a folder under exports/; written whole or not at all. `text` is made only once a place was
 * chosen (null: the dialog was cancelled, nothing is written). A failure says which folder, as a save_* code.
 */
import { dirname } from 'node:path'
import { writeFileAtomic } from '../../store/files/atomicFile'
import { pathOfError, saveFailure } from './saveFailure'
import type { SavePlace } from './savePlace'

export async function saveTextFile(
  savePlace: SavePlace,
  defaultFileName: string,
  request: { folder: string; fileName: string | null },
  text: () => Promise<string> | string,
): Promise<{ saved: boolean; path: string | null }> {
  let target: string | null
  try {
    target = await savePlace.choose(defaultFileName, request)
  } catch (e) {
    throw saveFailure(e, pathOfError(e) ?? request.folder)
  }
  if (target === null) return { saved: false, path: null }
  const content = await text()
  try {
    await writeFileAtomic(target, content)
  } catch (e) {
    throw saveFailure(e, dirname(target))
  }
  return { saved: true, path: target }
}
