/** What went wrong writing a file the user saves, as a code the UI can explain, with the folder it concerns. */
import { AppFailure } from '../appFailure'

const codeByErrno: Readonly<Record<string, 'save_no_permission' | 'save_disk_full' | 'save_not_a_folder'>> = {
  EACCES: 'save_no_permission',
  EPERM: 'save_no_permission',
  EROFS: 'save_no_permission',
  ENOSPC: 'save_disk_full',
  EDQUOT: 'save_disk_full',
  ENOTDIR: 'save_not_a_folder',
  EISDIR: 'save_not_a_folder',
  ENOENT: 'save_not_a_folder',
  // mkdir of a folder whose name a regular file already has
  EEXIST: 'save_not_a_folder',
}

function errnoOf(e: unknown): string | null {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : null
}

/** The path a failed file system call names (the folder a SavePlace could not make, say). */
export function pathOfError(e: unknown): string | null {
  return e instanceof Error && 'path' in e && typeof e.path === 'string' ? e.path : null
}

export function saveFailure(e: unknown, folder: string): AppFailure {
  if (e instanceof AppFailure) return e
  const errno = errnoOf(e)
  const code = (errno && codeByErrno[errno]) || 'save_failed'
  return new AppFailure(code, { folder }, null, e instanceof Error ? e.message : String(e))
}
