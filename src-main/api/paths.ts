/** Builds `/api/v1/companies/{cid}/<segments>/` with every segment URL-encoded. */
export function companyPath(companyId: string, ...segments: string[]): string {
  return versionedPath('v1', companyId, segments)
}

/** Builds `/api/v3/companies/{cid}/<segments>/`: Face Skin Analysis 3.0's upload, compute and results. */
export function companyPathV3(companyId: string, ...segments: string[]): string {
  return versionedPath('v3', companyId, segments)
}

/**
 * An id or name put into a path: never empty, `.` or `..` (encoded, those still move up the path once the URL is
 * resolved, to an address the key was not meant for). Every other character is encoded.
 */
export class UnsafePathSegmentError extends Error {
  constructor(segment: string) {
    super(`refused path segment ${JSON.stringify(segment.slice(0, 40))}`)
    this.name = 'UnsafePathSegmentError'
  }
}

function versionedPath(version: string, companyId: string, segments: string[]): string {
  const parts = ['api', version, 'companies', companyId, ...segments].map((part) => {
    if (part === '' || part === '.' || part === '..') throw new UnsafePathSegmentError(part)
    return encodeURIComponent(part)
  })
  return `/${parts.join('/')}/`
}
