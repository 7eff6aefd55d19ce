/**
 * The browser host has no Save dialog: a report (or a diagnostics file) is saved to
 * `<dataDir>/exports/<folder>/<fileName>`, both given by the page and so cleaned here: a folder (default
 * `reports`) may have subfolders but never leaves `exports`, and a file name has no path in it and ends in the
 * default name's extension (`.pdf`, `.json`). The folder is made when missing.
 */
import { mkdir } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { cleanFileNamePart } from './fileNamePart'
import type { SavePlace } from './savePlace'

const DEFAULT_FOLDER = 'reports'
const MAX_SEGMENT_CHARS = 80
const MAX_FILE_NAME_CHARS = 120

export function exportFolderSegments(folder: string | null): string[] {
  const segments = (folder ?? '')
    .split(/[/\\]+/)
    // `..` and `.` come out empty: leading dots go
    .map((segment) => cleanFileNamePart(segment, MAX_SEGMENT_CHARS))
    .filter((segment) => segment !== '')
  return segments.length > 0 ? segments : [DEFAULT_FOLDER]
}

/** The name the page gave, cleaned, with the default name's extension (`.pdf` for a report, `.json`, …). */
export function exportFileName(fileName: string | null, defaultFileName: string): string {
  const extension = extname(defaultFileName).toLowerCase()
  const given = fileName ?? ''
  const withoutExtension =
    extension !== '' && given.toLowerCase().endsWith(extension) ? given.slice(0, -extension.length) : given
  const base = cleanFileNamePart(withoutExtension, MAX_FILE_NAME_CHARS)
  return base === '' ? defaultFileName : `${base}${extension}`
}

export function createExportsSavePlace(dataDir: string): SavePlace {
  const exportsDir = resolve(dataDir, 'exports')
  return {
    async choose(defaultFileName, request) {
      const folder = join(exportsDir, ...exportFolderSegments(request.folder))
      const path = join(folder, exportFileName(request.fileName, defaultFileName))
      if (relative(exportsDir, path).startsWith('..'))
        throw new Error('the export path leaves the exports folder')
      await mkdir(folder, { recursive: true })
      return path
    },
  }
}
