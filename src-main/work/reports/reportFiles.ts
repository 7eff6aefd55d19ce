/**
 * The PDF copies in the account folder: `<accountDir>/reports/<reportId>.pdf`, sealed with the account's data key,
 * written whole or not at all.
 */
import { rm } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import { writeFileAtomic } from '../../store/files/atomicFile'
import { isFile, readIfPresent } from '../../store/files/fileBytes'
import { DamagedFileError, type FileSeal } from '../../store/files/sealedFiles'

/** Report ids are made here (UUIDs); anything else could name a path outside the folder. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export interface ReportFiles {
  /** The row's `file` value for a report id. */
  fileOf(reportId: string): string
  /** The absolute path of a row's `file`, refusing any that leaves the account's reports folder. */
  pathOf(file: string): string
  write(file: string, bytes: Uint8Array): Promise<void>
  /** The plain bytes, or null when the file is gone or does not open. */
  read(file: string): Promise<Uint8Array | null>
  exists(file: string): Promise<boolean>
  remove(file: string): Promise<void>
}

export function createReportFiles(accountDir: string, seal: FileSeal): ReportFiles {
  const folder = resolve(accountDir, 'reports')
  const pathOf = (file: string) => {
    const path = resolve(accountDir, file)
    const inside = relative(folder, path)
    if (inside === '' || inside.startsWith('..') || inside.includes(sep))
      throw new Error('unsafe report file')
    return path
  }
  return {
    fileOf(reportId) {
      if (!SAFE_ID.test(reportId)) throw new Error('unsafe report id')
      return `reports/${reportId}.pdf`
    },
    pathOf,
    write: (file, bytes) => writeFileAtomic(pathOf(file), seal.seal(file, bytes)),
    // A copy that does not open (tampered, truncated, another key) counts as gone: made again, or damaged_copy.
    read: async (file) => {
      const sealed = await readIfPresent(pathOf(file))
      if (sealed === null) return null
      try {
        return seal.open(file, sealed)
      } catch (e) {
        if (e instanceof DamagedFileError) return null
        throw e
      }
    },
    exists: (file) => isFile(pathOf(file)),
    remove: (file) => rm(pathOf(file), { force: true }),
  }
}
