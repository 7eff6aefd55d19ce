/** Builds `/api/v1/companies/{cid}/<segments>/` with every segment URL-encoded. */
export function companyPath(companyId: string, ...segments: string[]): string {
  return versionedPath('v1', companyId, segments)
}

/** Builds `/api/v3/companies/{cid}/<segments>/`: Face Skin Analysis 3.0's upload, compute and results. */
export function companyPathV3(companyId: string, ...segments: string[]): string {
  return versionedPath('v3', companyId, segments)
}

function versionedPath(version: string, companyId: string, segments: string[]): string {
  const parts = ['api', version, 'companies', companyId, ...segments].map((part) => encodeURIComponent(part))
  return `/${parts.join('/')}/`
}
