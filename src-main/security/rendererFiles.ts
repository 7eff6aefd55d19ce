/**
 * Which file of the built renderer a URL path names, for the app:// protocol (Electron) and the browser host:
 * never a file outside the renderer folder. A path with a `..` segment (plain or percent-encoded), a backslash or
 * a NUL byte names nothing at all.
 */
import { join, normalize, sep } from 'node:path'

export function rendererFile(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent((urlPath.split(/[?#]/)[0] ?? '/') || '/')
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  if (decoded.split('/').some((segment) => segment === '..')) return null
  const relative = normalize(decoded).replace(/^\/+/, '') || 'index.html'
  const file = join(root, relative)
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null
}
