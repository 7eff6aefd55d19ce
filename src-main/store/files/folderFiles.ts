/** How many files a folder holds and their total size (subfolders included); a missing folder holds none. */
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { isMissingFile } from './fileBytes'

export interface FolderFigure {
  files: number
  bytes: number
}

export async function folderFiles(folder: string): Promise<FolderFigure> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true })
  } catch (e) {
    if (isMissingFile(e)) return { files: 0, bytes: 0 }
    throw e
  }
  const figure = { files: 0, bytes: 0 }
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const size = await stat(join(entry.parentPath, entry.name)).then(
      (s) => s.size,
      () => 0,
    )
    figure.files += 1
    figure.bytes += size
  }
  return figure
}
