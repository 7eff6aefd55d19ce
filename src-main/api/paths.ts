/** Builds `/api/v1/companies/{cid}/<segments>/` with every segment URL-encoded. */
export function companyPath(companyId: string, ...segments: string[]): string {
  const parts = ['api', 'v1', 'companies', companyId, ...segments].map((part) => encodeURIComponent(part))
  return `/${parts.join('/')}/`
}
